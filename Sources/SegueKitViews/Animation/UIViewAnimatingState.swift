/// Whether an animator is idle, under way, or stopped short of its end.
///
/// Mirrors UIKit's `UIViewAnimatingState`; raw values are UIKit's.
public enum UIViewAnimatingState: Int, Sendable, CaseIterable {
  case inactive = 0
  case active = 1
  case stopped = 2
}
