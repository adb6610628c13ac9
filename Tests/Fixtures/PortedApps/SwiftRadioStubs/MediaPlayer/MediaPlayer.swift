// A stand-in for MediaPlayer's remote commands and now-playing info, for SwiftRadio ported to Linux: no lock screen
// or headphones send commands here; the targets and the info are kept.
@_exported import SegueKit  // as the real framework exports UIKit

/// Stands in for MediaPlayer's `MPRemoteCommandCenter`.
open class MPRemoteCommandCenter: NSObject {
  private static let center = MPRemoteCommandCenter()

  /// The app's command center.
  open class func shared() -> MPRemoteCommandCenter { center }

  /// Play.
  public let playCommand = MPRemoteCommand()
  /// Pause.
  public let pauseCommand = MPRemoteCommand()
  /// Play or pause.
  public let togglePlayPauseCommand = MPRemoteCommand()
  /// Next track.
  public let nextTrackCommand = MPRemoteCommand()
  /// Previous track.
  public let previousTrackCommand = MPRemoteCommand()
}

/// Stands in for MediaPlayer's `MPRemoteCommand`.
open class MPRemoteCommand: NSObject {
  /// The handlers added, in order.
  public private(set) var handlers: [(MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus] = []

  /// Adds a handler; returns a token for removing it.
  @discardableResult
  open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
    handlers.append(handler)
    return handlers.count
  }
}

/// Stands in for MediaPlayer's `MPRemoteCommandEvent`.
open class MPRemoteCommandEvent: NSObject {}

/// Stands in for MediaPlayer's `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int {
  case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200
}

/// Stands in for MediaPlayer's `MPNowPlayingInfoCenter`.
open class MPNowPlayingInfoCenter: NSObject {
  private static let center = MPNowPlayingInfoCenter()

  /// The app's center.
  open class func `default`() -> MPNowPlayingInfoCenter { center }

  /// What the lock screen would show.
  open var nowPlayingInfo: [String: Any]?
}

/// Stands in for MediaPlayer's `MPMediaItemArtwork`.
open class MPMediaItemArtwork: NSObject {
  /// The artwork's size.
  public let bounds: CGRect
  private let requestHandler: (CGSize) -> UIImage

  /// Artwork drawn by `requestHandler` at a requested size.
  public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
    self.bounds = CGRect(origin: .zero, size: boundsSize)
    self.requestHandler = requestHandler
  }

  /// The image at `size`.
  open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}

/// Now-playing info keys.
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
