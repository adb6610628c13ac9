public import Foundation
public import SegueKit

/// A media asset. Mirrors AVFoundation's `AVAsset`; its `duration` is a WAV file's length, or indefinite.
@preconcurrency @MainActor
open class AVAsset: NSObject {
  open var duration: CMTime { .indefinite }
  open var isPlayable: Bool { true }

  public convenience init(url URL: URL) {
    self.init()
  }

  public override init() {
    super.init()
  }
}

/// An asset at a URL. Mirrors AVFoundation's `AVURLAsset`.
@preconcurrency @MainActor
open class AVURLAsset: AVAsset {
  public let url: URL
  private let length: CMTime

  public init(url URL: URL, options: [String: Any]? = nil) {
    url = URL
    let seconds = (try? Data(contentsOf: URL)).flatMap(waveDuration)
    length = seconds.map { CMTime(seconds: $0, preferredTimescale: 600) } ?? .indefinite
    super.init()
  }

  open override var duration: CMTime { length }
}

/// One item a player plays. Mirrors AVFoundation's `AVPlayerItem`.
@preconcurrency @MainActor
open class AVPlayerItem: NSObject {
  /// An item's readiness. Mirrors `AVPlayerItem.Status`.
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  /// Posted when the item played to its end.
  public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
  /// Posted when the item failed to play to its end.
  public static let failedToPlayToEndTimeNotification = Notification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")

  public let asset: AVAsset
  /// `.readyToPlay` once a player has it: the stand-in has nothing to load.
  open internal(set) var status: Status = .unknown
  open private(set) var error: (any Error)?
  open var presentationSize: CGSize { .zero }
  open var duration: CMTime { asset.duration }
  var position: Double = 0

  public init(asset: AVAsset) {
    self.asset = asset
    super.init()
  }

  public convenience init(url URL: URL) {
    self.init(asset: AVURLAsset(url: URL))
  }

  open func currentTime() -> CMTime { CMTime(seconds: position, preferredTimescale: 600) }
}

/// Plays media items. Mirrors AVFoundation's `AVPlayer`.
///
/// Nothing decodes or shows. The player keeps its item, rate and time as a device's does and plays in virtual time:
/// the time moves with the virtual clock while the rate is not zero, periodic time observers run on the main queue as
/// the clock passes each interval, and at an item's end (when its duration is known: a WAV file) the player pauses and
/// posts `AVPlayerItem.didPlayToEndTimeNotification`.
@preconcurrency @MainActor
open class AVPlayer: NSObject {
  /// A player's readiness. Mirrors `AVPlayer.Status`.
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  /// Whether the player plays. Mirrors `AVPlayer.TimeControlStatus`.
  public enum TimeControlStatus: Int, Sendable {
    case paused = 0
    case waitingToPlayAtSpecifiedRate = 1
    case playing = 2
  }

  /// What happens at an item's end. Mirrors `AVPlayer.ActionAtItemEnd`.
  public enum ActionAtItemEnd: Int, Sendable {
    case advance = 0
    case pause = 1
    case none = 2
  }

  open private(set) var currentItem: AVPlayerItem?
  open private(set) var status: Status = .unknown
  open private(set) var timeControlStatus: TimeControlStatus = .paused
  open private(set) var error: (any Error)?
  open var volume: Float = 1
  open var isMuted = false
  open var actionAtItemEnd: ActionAtItemEnd = .pause
  open var automaticallyWaitsToMinimizeStalling = true
  open var allowsExternalPlayback = true

  private var startedAt: UInt64?
  private var ending: Int?
  private var observers: [TimeObserver] = []

  public override init() {
    super.init()
  }

  public init(playerItem item: AVPlayerItem?) {
    super.init()
    replaceCurrentItem(with: item)
  }

  public convenience init(url URL: URL) {
    self.init(playerItem: AVPlayerItem(url: URL))
  }

  open var rate: Float = 0 {
    didSet {
      guard rate != oldValue else { return }
      if let item = currentItem { item.position = seconds(of: item) }
      startedAt = rate != 0 ? MainQueue.uptimeNanoseconds : nil
      timeControlStatus = rate != 0 && currentItem != nil ? .playing : .paused
      scheduleEnd()
      for observer in observers { observer.schedule(for: self) }
    }
  }

  open func play() { rate = 1 }
  open func pause() { rate = 0 }

  open func replaceCurrentItem(with item: AVPlayerItem?) {
    if let item = currentItem { item.position = seconds(of: item) }
    currentItem = item
    item?.status = .readyToPlay
    status = item == nil ? status : .readyToPlay
    startedAt = rate != 0 ? MainQueue.uptimeNanoseconds : nil
    timeControlStatus = rate != 0 && item != nil ? .playing : .paused
    scheduleEnd()
  }

  open func currentTime() -> CMTime {
    CMTime(seconds: currentItem.map(seconds(of:)) ?? 0, preferredTimescale: 600)
  }

  open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }

  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    guard let item = currentItem else { return MainQueue.async { completionHandler(false) } }
    item.position = max(0, time.seconds.isNaN ? 0 : time.seconds)
    if startedAt != nil { startedAt = MainQueue.uptimeNanoseconds }
    scheduleEnd()
    MainQueue.async { completionHandler(true) }
  }

  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }

  /// Calls `block` every `interval` of playback on the main queue (whatever queue is named: a test has no other run
  /// loop); returns the token for `removeTimeObserver(_:)`.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void
  ) -> Any {
    let observer = TimeObserver(interval: max(interval.seconds.isNaN ? 1 : interval.seconds, 0.01), block: block)
    observers.append(observer)
    observer.schedule(for: self)
    return observer
  }

  open func removeTimeObserver(_ observer: Any) {
    guard let observer = observer as? TimeObserver else { return }
    observer.cancel()
    observers.removeAll { $0 === observer }
  }

  private func seconds(of item: AVPlayerItem) -> Double {
    item.position + (item === currentItem ? startedAt.map { MainQueue.seconds(since: $0) * Double(rate) } ?? 0 : 0)
  }

  private func scheduleEnd() {
    if let ending { MainQueue.cancel(ending) }
    ending = nil
    guard rate > 0, let item = currentItem, item.duration.isNumeric else { return }
    let remaining = max(0, item.duration.seconds - seconds(of: item)) / Double(rate)
    ending = MainQueue.schedule(after: remaining, repeats: true) { [weak self] in self?.reachedEnd(of: item) }
  }

  private func reachedEnd(of item: AVPlayerItem) {
    ending = nil
    item.position = item.duration.seconds
    if actionAtItemEnd != .none {
      startedAt = nil
      rate = 0
    }
    NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
  }

  /// A periodic time observer's token.
  final class TimeObserver {
    let interval: Double
    let block: (CMTime) -> Void
    private var next: Int?

    init(interval: Double, block: @escaping (CMTime) -> Void) {
      self.interval = interval
      self.block = block
    }

    @MainActor func schedule(for player: AVPlayer) {
      cancel()
      guard player.rate != 0 else { return }
      next = MainQueue.schedule(after: interval, repeats: true) { [weak self, weak player] in
        guard let self, let player else { return }
        block(player.currentTime())
        schedule(for: player)
      }
    }

    @MainActor func cancel() {
      if let next { MainQueue.cancel(next) }
      next = nil
    }
  }
}

/// A layer that shows a player's video. Mirrors AVFoundation's `AVPlayerLayer`; nothing is drawn.
open class AVPlayerLayer: CALayer {
  open var player: AVPlayer?
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  open var isReadyForDisplay: Bool { false }
  open var videoRect: CGRect { .zero }

  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
}

/// How video fills a layer. Mirrors AVFoundation's `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// The largest rectangle of `aspectRatio` that fits in `boundingRect`, centred. Mirrors AVFoundation's `AVMakeRect`.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
  guard aspectRatio.width > 0, aspectRatio.height > 0 else { return .zero }
  let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
  let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
  return CGRect(
    x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width,
    height: size.height)
}
