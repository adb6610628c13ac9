public import Foundation

/// An event UIKit delivers to responders: touches, motion, remote-control commands or presses.
///
/// Mirrors UIKit's `UIEvent` as far as signatures need one: ``type``, ``subtype`` and ``timestamp``, so that
/// `hitTest(_:with:)`, `point(inside:with:)` and `sendAction(_:to:for:)` are spelled as in UIKit and code can pass
/// an event (or `nil`) through. There are no touches (`allTouches`, `touches(for:)`): SegueKitTesting simulates
/// taps on controls and rows instead.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kinds of event; raw values are UIKit's.
  public enum EventType: Int, Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// The finer kinds of motion and remote-control events; raw values are UIKit's.
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause = 101
    case remoteControlStop = 102
    case remoteControlTogglePlayPause = 103
    case remoteControlNextTrack = 104
    case remoteControlPreviousTrack = 105
    case remoteControlBeginSeekingBackward = 106
    case remoteControlEndSeekingBackward = 107
    case remoteControlBeginSeekingForward = 108
    case remoteControlEndSeekingForward = 109
  }

  /// The event's kind.
  open private(set) var type: EventType
  /// The event's finer kind (`.none` for touches).
  open private(set) var subtype: EventSubtype
  /// When the event happened, in seconds.
  open private(set) var timestamp: TimeInterval

  /// A touch event at time zero, as `UIEvent()` makes one in UIKit.
  public override init() {
    self.type = .touches
    self.subtype = .none
    self.timestamp = 0
    super.init()
  }
}
