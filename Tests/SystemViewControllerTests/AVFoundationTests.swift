import AVFoundationCompat
import Foundation
import Testing

/// AVFoundation's stand-in: no camera by default, authorization a test sets, players that keep their state and play in
/// virtual time. Apple's pages: `AVCaptureDevice.default(for:)` ("nil if no device is available"),
/// `AVCaptureDevice.requestAccess(for:completionHandler:)`, `AVAudioPlayer.play()` ("Returns true if playback
/// successfully starts"), `stop()` (does not reset `currentTime`), `audioPlayerDidFinishPlaying(_:successfully:)`,
/// `AVCaptureMetadataOutputObjectsDelegate` (https://developer.apple.com/documentation/avfoundation/…).
@MainActor
@Suite(.serialized) struct AVFoundationTests {
  init() {
    MainQueue.drain()
    AVCaptureDevice.simulatedDevices = []
    AVCaptureDevice.simulatedAuthorizationStatus = [:]
    AVCaptureDevice.simulatedPromptAnswer = false
  }

  /// A mono 8 kHz 16-bit WAV file of `seconds`.
  private func wave(seconds: Int) throws -> URL {
    func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    let samples = 8000 * seconds * 2
    var data: [UInt8] = Array("RIFF".utf8) + le(36 + samples, 4) + Array("WAVE".utf8)
    data += Array("fmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2) + le(8000, 4) + le(16000, 4) + le(2, 2) + le(16, 2)
    data += Array("data".utf8) + le(samples, 4) + [UInt8](repeating: 0, count: samples)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID().uuidString).wav")
    try Data(data).write(to: url)
    return url
  }

  @Test func theAudioPlayerKeepsItsStateAndFinishesInVirtualTime() throws {
    let url = try wave(seconds: 3)
    defer { try? FileManager.default.removeItem(at: url) }
    let player = try AVAudioPlayer(contentsOf: url)
    let recorder = PlaybackRecorder()
    player.delegate = recorder
    #expect(player.duration == 3 && !player.isPlaying && player.prepareToPlay())
    #expect(player.play() && player.isPlaying)
    MainQueue.drain()
    #expect(recorder.events.isEmpty)  // Draining alone does not move the clock.
    MainQueue.advance(by: 1)
    player.pause()
    #expect(player.currentTime == 1 && !player.isPlaying)
    MainQueue.advance(by: 5)
    player.numberOfLoops = 1
    #expect(player.play())
    MainQueue.advance(by: 2)
    #expect(player.isPlaying && recorder.events.isEmpty)  // The first pass ended; the loop plays.
    MainQueue.advance(by: 3)
    #expect(!player.isPlaying && recorder.events == ["didFinish(true)"])
    #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: url.appendingPathExtension("missing")) }
  }

  /// The clock keeps whole nanoseconds, so a second of playback reads as exactly 1 whatever the clock read when play
  /// began. On a clock of floating-point seconds, `(t + 1) - t` is 0.9999999999999999 for t = 0.4.
  @Test func aSecondOfPlaybackIsOneSecondAtAnyClockReading() throws {
    let url = try wave(seconds: 3)
    defer { try? FileManager.default.removeItem(at: url) }
    var readings: [TimeInterval] = []
    for _ in 0..<20 {
      MainQueue.advance(by: 0.1)
      let player = try AVAudioPlayer(contentsOf: url)
      #expect(player.play())
      MainQueue.advance(by: 1)
      readings.append(player.currentTime)
      player.stop()
    }
    #expect(readings == Array(repeating: 1, count: 20))
  }

  @Test func thereIsNoCameraUntilATestAddsOne() throws {
    #expect(AVCaptureDevice.default(for: .video) == nil)
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
    let answers = Box<[Bool]>([])
    AVCaptureDevice.simulatedPromptAnswer = true
    AVCaptureDevice.requestAccess(for: .video) { answers.value.append($0) }
    AVCaptureDevice.requestAccess(for: .audio) { answers.value.append($0) }
    MainQueue.drain()
    #expect(answers.value == [true, true] && AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
    let session = AVCaptureSession()
    session.startRunning()
    #expect(!session.isRunning)  // No input: nothing runs.
    AVCaptureDevice.simulatedDevices = [
      AVCaptureDevice(simulatedUniqueID: "back", mediaType: .video, position: .back, hasTorch: true)
    ]
    let camera = try #require(AVCaptureDevice.default(for: .video))
    session.addInput(try AVCaptureDeviceInput(device: camera))
    let output = AVCaptureMetadataOutput()
    let reader = CodeReader()
    session.addOutput(output)
    output.setMetadataObjectsDelegate(reader, queue: .main)
    output.metadataObjectTypes = [.qr]
    output.simulateOutput([AVMetadataMachineReadableCodeObject(type: .qr, stringValue: "before")])
    MainQueue.drain()
    session.startRunning()
    output.simulateOutput([
      AVMetadataMachineReadableCodeObject(type: .ean13, stringValue: "4006381333931"),
      AVMetadataMachineReadableCodeObject(type: .qr, stringValue: "https://example.com"),
    ])
    MainQueue.drain()
    #expect(session.isRunning && reader.codes == ["org.iso.QRCode https://example.com"])
    try camera.lockForConfiguration()
    try camera.setTorchModeOn(level: 0.5)
    camera.unlockForConfiguration()
    #expect(camera.torchMode == .on && camera.torchLevel == 0.5)
  }

  @Test func thePlayersTimeMovesWithTheClockAndItsEndIsPosted() throws {
    let url = try wave(seconds: 2)
    defer { try? FileManager.default.removeItem(at: url) }
    let player = AVPlayer(url: url)
    var ticks: [Double] = []
    let token = player.addPeriodicTimeObserver(
      forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main
    ) { time in ticks.append(time.seconds) }
    let ended = Box(0)
    let observer = NotificationCenter.default.addObserver(
      forName: AVPlayerItem.didPlayToEndTimeNotification, object: player.currentItem, queue: nil
    ) { _ in ended.value += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    #expect(player.status == .readyToPlay && player.timeControlStatus == .paused)
    player.play()
    MainQueue.advance(by: 1.2)
    #expect(player.timeControlStatus == .playing && ticks == [0.5, 1.0])
    player.removeTimeObserver(token)
    MainQueue.advance(by: 1)
    #expect(player.rate == 0 && player.currentTime().seconds == 2 && ended.value == 1 && ticks == [0.5, 1.0])
  }
}

/// Records an audio player's delegate calls.
@MainActor
private final class PlaybackRecorder: AVAudioPlayerDelegate {
  var events: [String] = []

  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
    events.append("didFinish(\(flag))")
  }
}

/// Records the codes a metadata output reads.
@MainActor
private final class CodeReader: AVCaptureMetadataOutputObjectsDelegate {
  var codes: [String] = []

  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {
    for case let code as AVMetadataMachineReadableCodeObject in metadataObjects {
      codes.append("\(code.type.rawValue) \(code.stringValue ?? "")")
    }
  }
}

/// A value a `@Sendable` callback changes; the callbacks run on the main queue, one at a time.
private final class Box<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
