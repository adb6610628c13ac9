/// How the user interacted with a link or attachment in a text view.
///
/// Mirrors UIKit's `UITextItemInteraction`; raw values are UIKit's.
public enum UITextItemInteraction: Int, Sendable, CaseIterable {
  case invokeDefaultAction = 0
  case presentActions = 1
  case preview = 2
}
