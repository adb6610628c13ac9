// A stand-in for FRadioPlayer (github.com/fethica/FRadioPlayer, Sources/FRadioPlayer) with its public names and
// signatures, for SwiftRadio ported to Linux: a player that plays nothing. Setting `radioURL` and the play, pause and
// stop calls change the state and tell the observers as the real player does; no audio, metadata or artwork comes.
import Foundation

/// Stands in for FRadioPlayer's `FRadioPlayer`.
open class FRadioPlayer: NSObject {
  /// The shared player.
  public static let shared = FRadioPlayer()

  private var observers: [ObjectIdentifier: Observation] = [:]

  private struct Observation {
    weak var observer: (any FRadioPlayerObserver)?
  }

  /// The stream to play; `nil` stops.
  open var radioURL: URL? {
    didSet {
      state = radioURL == nil ? .urlNotSet : .readyToPlay
      notify { $0.radioPlayer(self, itemDidChange: radioURL) }
      if radioURL == nil { stop() } else if isAutoPlay { play() }
    }
  }
  /// Whether setting `radioURL` starts playing.
  open var isAutoPlay = true
  /// Whether artwork is looked up for the metadata (none comes here).
  open var enableArtwork = true
  /// Where artwork is looked up.
  open var artworkAPI: any FRadioArtworkAPI = iTunesAPI(artworkSize: 300)
  /// The playback rate; `nil` without an item.
  open var rate: Float? { radioURL == nil ? nil : (isPlaying ? 1 : 0) }
  /// Whether the player is playing.
  open var isPlaying: Bool { playbackState == .playing }
  /// The player's state.
  open private(set) var state = State.urlNotSet {
    didSet { if state != oldValue { notify { $0.radioPlayer(self, playerStateDidChange: state) } } }
  }
  /// Whether it plays, is paused or stopped.
  open private(set) var playbackState = PlaybackState.stopped {
    didSet {
      if playbackState != oldValue { notify { $0.radioPlayer(self, playbackStateDidChange: playbackState) } }
    }
  }
  /// The stream's current metadata (never any here).
  open private(set) var currentMetadata: Metadata? = nil
  /// The current song's artwork (never any here).
  open private(set) var currentArtworkURL: URL? = nil
  /// The item's duration, 0 for a live stream.
  open private(set) var duration: TimeInterval = 0
  /// The playing time.
  open private(set) var currentTime: Double = 0

  /// Plays the stream of `radioURL`.
  open func play() {
    guard radioURL != nil else { return }
    playbackState = .playing
  }

  /// Pauses.
  open func pause() {
    guard radioURL != nil else { return }
    playbackState = .paused
  }

  /// Stops.
  open func stop() {
    playbackState = .stopped
  }

  /// Seeks (a live stream has nothing to seek); calls `completion` at once.
  open func seek(to seconds: TimeInterval, completion: (() -> Void)?) {
    completion?()
  }

  /// Plays when paused or stopped, else pauses.
  open func togglePlaying() {
    isPlaying ? pause() : play()
  }

  /// Tells `observer` about the player's events (held weakly).
  public func addObserver(_ observer: any FRadioPlayerObserver) {
    observers[ObjectIdentifier(observer)] = Observation(observer: observer)
  }

  /// Stops telling `observer`.
  public func removeObserver(_ observer: any FRadioPlayerObserver) {
    observers.removeValue(forKey: ObjectIdentifier(observer))
  }

  private func notify(_ event: (any FRadioPlayerObserver) -> Void) {
    for observation in observers.values {
      if let observer = observation.observer { event(observer) }
    }
  }
}

extension FRadioPlayer {
  /// The player's status.
  public enum State: Int {
    case urlNotSet, readyToPlay, loading, loadingFinished, error
  }

  /// Whether the player plays, is paused or stopped.
  public enum PlaybackState: Int {
    case playing, paused, stopped
  }

  /// A stream's timed metadata, split into artist and track.
  public struct Metadata {
    /// The artist.
    public let artistName: String?
    /// The song.
    public let trackName: String?
    /// The metadata as the stream sent it.
    public let rawValue: String?

    /// Whether neither name is known.
    public var isEmpty: Bool { artistName == nil && trackName == nil }

    /// Metadata with these values.
    public init(artistName: String?, trackName: String?, rawValue: String?) {
      self.artistName = artistName
      self.trackName = trackName
      self.rawValue = rawValue
    }
  }
}

/// Stands in for FRadioPlayer's observer protocol; every method has an empty default.
public protocol FRadioPlayerObserver: AnyObject {
  /// The player's state changed.
  func radioPlayer(_ player: FRadioPlayer, playerStateDidChange state: FRadioPlayer.State)
  /// Playing, paused or stopped changed.
  func radioPlayer(_ player: FRadioPlayer, playbackStateDidChange state: FRadioPlayer.PlaybackState)
  /// The item changed.
  func radioPlayer(_ player: FRadioPlayer, itemDidChange url: URL?)
  /// The metadata changed.
  func radioPlayer(_ player: FRadioPlayer, metadataDidChange metadata: FRadioPlayer.Metadata?)
  /// The artwork changed.
  func radioPlayer(_ player: FRadioPlayer, artworkDidChange artworkURL: URL?)
  /// The duration changed.
  func radioPlayer(_ player: FRadioPlayer, durationDidChange duration: TimeInterval)
  /// The playing time changed.
  func radioPlayer(_ player: FRadioPlayer, playTimeDidChange currentTime: TimeInterval, duration: TimeInterval)
}

extension FRadioPlayerObserver {
  public func radioPlayer(_ player: FRadioPlayer, playerStateDidChange state: FRadioPlayer.State) {}
  public func radioPlayer(_ player: FRadioPlayer, playbackStateDidChange state: FRadioPlayer.PlaybackState) {}
  public func radioPlayer(_ player: FRadioPlayer, itemDidChange url: URL?) {}
  public func radioPlayer(_ player: FRadioPlayer, metadataDidChange metadata: FRadioPlayer.Metadata?) {}
  public func radioPlayer(_ player: FRadioPlayer, artworkDidChange artworkURL: URL?) {}
  public func radioPlayer(_ player: FRadioPlayer, durationDidChange duration: TimeInterval) {}
  public func radioPlayer(
    _ player: FRadioPlayer, playTimeDidChange currentTime: TimeInterval, duration: TimeInterval
  ) {}
}

/// Stands in for FRadioPlayer's artwork lookup protocol.
public protocol FRadioArtworkAPI {
  /// Looks up the artwork of `metadata`.
  func getArtwork(for metadata: FRadioPlayer.Metadata, _ completion: @escaping (_ artworkURL: URL?) -> Void)
}

/// Stands in for FRadioPlayer's iTunes artwork lookup; finds nothing (no network here).
public struct iTunesAPI: FRadioArtworkAPI {
  let artworkSize: Int

  /// A lookup for artwork of `artworkSize` points.
  public init(artworkSize: Int) {
    self.artworkSize = artworkSize
  }

  /// Calls `completion` with `nil`.
  public func getArtwork(for metadata: FRadioPlayer.Metadata, _ completion: @escaping (URL?) -> Void) {
    completion(nil)
  }
}
