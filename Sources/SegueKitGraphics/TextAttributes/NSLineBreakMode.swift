/// How text that does not fit is wrapped or truncated.
///
/// Mirrors UIKit's `NSLineBreakMode`; raw values are UIKit's.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}
