extension UIView {
  /// The timing curve of an animation.
  ///
  /// Mirrors UIKit's `UIView.AnimationCurve`; raw values are UIKit's.
  public enum AnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }
}
