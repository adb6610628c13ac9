/// The status bar's look. Mirrors UIKit's `UIStatusBarStyle`; nothing is drawn.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}
