public import Foundation

/// An animation that can be started, paused, stopped and finished.
///
/// Mirrors UIKit's `UIViewAnimating`; `UIViewPropertyAnimator` conforms.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animation blocks and completions while it runs.
///
/// Mirrors UIKit's `UIViewImplicitlyAnimating`; its requirements are optional in UIKit and have empty defaults here.
/// `continueAnimation(withTimingParameters:durationFactor:)` is absent (SegueKit has no timing-curve providers).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addAnimations(_ animation: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

extension UIViewImplicitlyAnimating {
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  public func addAnimations(_ animation: @escaping () -> Void) {}
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
