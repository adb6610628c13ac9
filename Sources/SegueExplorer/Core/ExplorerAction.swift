/// Something a user or the system does to the app in one step: a tap, Back, a swipe, a rotation, leaving the app and
/// coming back, text typed into a field.
///
/// Not in UIKit or Android. Actions name their targets as a person would (an element's title, or its accessibility
/// identifier or resource id), so that a reproduction reads like a test written by hand and survives a relaunch.
public struct ExplorerAction: Hashable, Codable, Sendable, CustomStringConvertible {
  /// What the action does.
  public enum Kind: String, Hashable, Codable, Sendable {
    /// Taps an element by the name a user would call it.
    case tap
    /// Taps an element by its accessibility identifier (iOS) or resource id (Android).
    case tapIdentifier
    /// The navigation bar's back button (iOS) or the Back key (Android).
    case back
    /// Swipes the topmost sheet down (iOS).
    case swipeDown
    /// Rotates between portrait and landscape.
    case rotate
    /// Leaves the app for the Home Screen and comes back.
    case background
    /// Types ``ExplorerAction/value`` into the text field ``ExplorerAction/target``.
    case type
    /// Chooses the segment titled ``ExplorerAction/value`` of the segmented control ``ExplorerAction/target``.
    case chooseSegment
    /// Flips the switch ``ExplorerAction/target``.
    case flipSwitch
    /// Android: the system kills the app's process in the background and the user returns to it.
    case processDeath
    /// Android: taps the options-menu item titled ``ExplorerAction/target``.
    case menuItem
    /// Android: taps the app's launcher icon (after Back left the app).
    case launcher
  }

  /// What the action does.
  public var kind: Kind
  /// The element acted on: a title, an identifier or a field's name; `nil` for actions on the whole app.
  public var target: String?
  /// The text typed or the segment chosen.
  public var value: String?

  public init(_ kind: Kind, target: String? = nil, value: String? = nil) {
    self.kind = kind
    self.target = target
    self.value = value
  }

  /// `tap 'Buy'`, `tap #buy`, `back`, `type 'Ada' into 'Name'`.
  public var description: String {
    let target = target ?? ""
    switch kind {
    case .tap: return "tap '\(target)'"
    case .tapIdentifier: return "tap #\(target)"
    case .back: return "back"
    case .swipeDown: return "swipe down"
    case .rotate: return "rotate"
    case .background: return "background and return"
    case .type: return "type '\(value ?? "")' into '\(target)'"
    case .chooseSegment: return "choose segment '\(value ?? "")'" + (target.isEmpty ? "" : " in #\(target)")
    case .flipSwitch: return "flip switch" + (target.isEmpty ? "" : " #\(target)")
    case .processDeath: return "process death and return"
    case .menuItem: return "tap menu item '\(target)'"
    case .launcher: return "tap the launcher icon"
    }
  }
}
