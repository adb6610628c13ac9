/// Where a boundary supplementary item sits relative to its section or layout.
///
/// Mirrors UIKit's `NSRectAlignment`; raw values are UIKit's.
public enum NSRectAlignment: Int, Sendable, CaseIterable {
  case none = 0
  case top = 1
  case topLeading = 2
  case leading = 3
  case bottomLeading = 4
  case bottom = 5
  case bottomTrailing = 6
  case trailing = 7
  case topTrailing = 8
}
