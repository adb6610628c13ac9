/// Where an animation ended: at its end, its start, or wherever it was stopped.
///
/// Mirrors UIKit's `UIViewAnimatingPosition`; raw values are UIKit's.
public enum UIViewAnimatingPosition: Int, Sendable, CaseIterable {
  case end = 0
  case start = 1
  case current = 2
}
