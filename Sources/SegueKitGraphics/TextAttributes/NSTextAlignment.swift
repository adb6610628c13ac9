/// How text lines up horizontally.
///
/// Mirrors UIKit's `NSTextAlignment`; raw values are iOS's.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
