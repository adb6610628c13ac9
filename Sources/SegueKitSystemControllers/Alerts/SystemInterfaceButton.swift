/// A button that a system view controller draws in its own interface: Safari's Done button, for one.
///
/// Not in UIKit. On iOS such buttons belong to the system's view service, not to the app's view hierarchy, so no
/// view of the app holds them; a controller that has them lists them in
/// ``SystemInterfaceButtons/systemInterfaceButtons`` and SegueKitTesting's driver shows them as elements a test taps,
/// as it shows an alert's actions.
@preconcurrency @MainActor
public struct SystemInterfaceButton {
  /// The button's title as the user sees it (VoiceOver reads it for an icon-only button).
  public var title: String
  /// Whether the button responds to taps.
  public var isEnabled: Bool
  /// What the system does when the user taps the button.
  public var tap: @MainActor () -> Void

  public init(title: String, isEnabled: Bool = true, tap: @escaping @MainActor () -> Void) {
    self.title = title
    self.isEnabled = isEnabled
    self.tap = tap
  }
}
