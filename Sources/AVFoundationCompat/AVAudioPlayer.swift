public import Foundation

/// Plays a sound file or data. Mirrors AVFAudio's `AVAudioPlayer`.
///
/// No sound comes out. The player keeps its state as a device's does and plays in virtual time: `play()` answers
/// `true` and the sound ends `duration` seconds of virtual time later (the delegate hears
/// `audioPlayerDidFinishPlaying(_:successfully:)` then, or the next loop starts), when the test moves the clock
/// (`MainQueue.advance(by:)`; draining alone does not, as for repeating timers). `duration` is read from a WAV file's
/// header; other formats have the length a test gives in ``simulatedDurations`` (by file name) or play until stopped.
/// A file that does not exist makes the initializer throw, as on a device.
@preconcurrency @MainActor
open class AVAudioPlayer: NSObject {
  /// Lengths of sounds the stand-in cannot read, by file name (`"ding.mp3"`). Not in AVFoundation.
  public static var simulatedDurations: [String: TimeInterval] = [:]

  open weak var delegate: (any AVAudioPlayerDelegate)?
  public let url: URL?
  public let data: Data?
  open private(set) var duration: TimeInterval
  open var volume: Float = 1
  open var pan: Float = 0
  open var rate: Float = 1
  open var enableRate = false
  open var numberOfLoops = 0
  open var isMeteringEnabled = false
  open var numberOfChannels: Int { 2 }
  open private(set) var isPlaying = false
  open var deviceCurrentTime: TimeInterval { MainQueue.now }

  private var position: TimeInterval = 0
  private var startedAt: UInt64?
  private var ending: Int?

  public init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    self.url = url
    self.data = nil
    duration = waveDuration(data) ?? Self.simulatedDurations[url.lastPathComponent] ?? 0
  }

  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  public init(data: Data) throws {
    url = nil
    self.data = data
    duration = waveDuration(data) ?? 0
  }

  public convenience init(data: Data, fileTypeHint utiString: String?) throws {
    try self.init(data: data)
  }

  /// Where playback is, in seconds.
  open var currentTime: TimeInterval {
    get { position + (startedAt.map { MainQueue.seconds(since: $0) * Double(enableRate ? rate : 1) } ?? 0) }
    set {
      position = max(0, newValue)
      if isPlaying { restart() }
    }
  }

  @discardableResult
  open func prepareToPlay() -> Bool { true }

  @discardableResult
  open func play() -> Bool {
    guard !isPlaying else { return true }
    isPlaying = true
    restart()
    return true
  }

  @discardableResult
  open func play(atTime time: TimeInterval) -> Bool { play() }

  open func pause() {
    position = currentTime
    stopClock()
  }

  open func stop() {
    position = currentTime
    stopClock()
  }

  open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

  private func stopClock() {
    isPlaying = false
    startedAt = nil
    if let ending { MainQueue.cancel(ending) }
    ending = nil
  }

  private func restart() {
    if let ending { MainQueue.cancel(ending) }
    ending = nil
    startedAt = MainQueue.uptimeNanoseconds
    guard duration > 0 else { return }
    let remaining = max(0, duration - position) / Double(enableRate ? max(rate, 0.01) : 1)
    ending = MainQueue.schedule(after: remaining, repeats: true) { [weak self] in self?.reachedEnd() }
  }

  private func reachedEnd() {
    ending = nil
    position = 0
    if numberOfLoops != 0 {
      if numberOfLoops > 0 { numberOfLoops -= 1 }
      restart()
      return
    }
    isPlaying = false
    startedAt = nil
    delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
  }
}

/// The delegate of an audio player. Mirrors AVFAudio's `AVAudioPlayerDelegate`; its requirements are optional there
/// and have empty defaults here.
@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Records sound to a file. Mirrors AVFAudio's `AVAudioRecorder`.
///
/// There is no microphone: recording keeps time in virtual time and `stop()` tells the delegate
/// `audioRecorderDidFinishRecording(_:successfully:)` — successfully only when the record permission
/// (`AVAudioSession.simulatedRecordPermission`) is granted, as a device records silence otherwise. No file is written.
@preconcurrency @MainActor
open class AVAudioRecorder: NSObject {
  open weak var delegate: (any AVAudioRecorderDelegate)?
  public let url: URL
  public let settings: [String: Any]
  open var isMeteringEnabled = false
  open private(set) var isRecording = false
  private var position: TimeInterval = 0
  private var startedAt: UInt64?
  private var limit: Int?

  public init(url: URL, settings: [String: Any]) throws {
    self.url = url
    self.settings = settings
  }

  open var currentTime: TimeInterval { position + (startedAt.map(MainQueue.seconds(since:)) ?? 0) }

  @discardableResult
  open func prepareToRecord() -> Bool { true }

  @discardableResult
  open func record() -> Bool {
    guard !isRecording else { return true }
    isRecording = true
    startedAt = MainQueue.uptimeNanoseconds
    return true
  }

  @discardableResult
  open func record(forDuration duration: TimeInterval) -> Bool {
    record()
    limit = MainQueue.schedule(after: duration, repeats: true) { [weak self] in self?.stop() }
    return true
  }

  open func pause() {
    position = currentTime
    isRecording = false
    startedAt = nil
  }

  open func stop() {
    let wasRecording = isRecording || position > 0
    if let limit { MainQueue.cancel(limit) }
    limit = nil
    isRecording = false
    startedAt = nil
    position = 0
    guard wasRecording else { return }
    let granted = AVAudioSession.sharedInstance().recordPermission == .granted
    delegate?.audioRecorderDidFinishRecording(self, successfully: granted)
  }

  @discardableResult
  open func deleteRecording() -> Bool {
    (try? FileManager.default.removeItem(at: url)) != nil
  }

  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// The delegate of an audio recorder. Mirrors AVFAudio's `AVAudioRecorderDelegate`; its requirements are optional
/// there and have empty defaults here.
@preconcurrency @MainActor
public protocol AVAudioRecorderDelegate: AnyObject {
  func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
  func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
  public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
  public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}
