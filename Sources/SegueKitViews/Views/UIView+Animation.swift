public import Foundation

extension UIView {
  /// Options for animating views; kept for source compatibility (there is no rendering).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layoutSubviews: AnimationOptions { AnimationOptions(rawValue: 1 &<< 0) }
    public static var allowUserInteraction: AnimationOptions { AnimationOptions(rawValue: 1 &<< 1) }
    public static var beginFromCurrentState: AnimationOptions { AnimationOptions(rawValue: 1 &<< 2) }
    public static var `repeat`: AnimationOptions { AnimationOptions(rawValue: 1 &<< 3) }
    public static var autoreverse: AnimationOptions { AnimationOptions(rawValue: 1 &<< 4) }
    public static var overrideInheritedDuration: AnimationOptions { AnimationOptions(rawValue: 1 &<< 5) }
    public static var overrideInheritedCurve: AnimationOptions { AnimationOptions(rawValue: 1 &<< 6) }
    public static var allowAnimatedContent: AnimationOptions { AnimationOptions(rawValue: 1 &<< 7) }
    public static var showHideTransitionViews: AnimationOptions { AnimationOptions(rawValue: 1 &<< 8) }
    public static var overrideInheritedOptions: AnimationOptions { AnimationOptions(rawValue: 1 &<< 9) }
    public static let curveEaseInOut = AnimationOptions([])
    public static var curveEaseIn: AnimationOptions { AnimationOptions(rawValue: 1 &<< 16) }
    public static var curveEaseOut: AnimationOptions { AnimationOptions(rawValue: 2 &<< 16) }
    public static var curveLinear: AnimationOptions { AnimationOptions(rawValue: 3 &<< 16) }
    /// No transition. Not in UIKit's Swift interface, which spells it `[]`.
    public static let transitionNone = AnimationOptions([])
    public static var transitionFlipFromLeft: AnimationOptions { AnimationOptions(rawValue: 1 &<< 20) }
    public static var transitionFlipFromRight: AnimationOptions { AnimationOptions(rawValue: 2 &<< 20) }
    public static var transitionCurlUp: AnimationOptions { AnimationOptions(rawValue: 3 &<< 20) }
    public static var transitionCurlDown: AnimationOptions { AnimationOptions(rawValue: 4 &<< 20) }
    public static var transitionCrossDissolve: AnimationOptions { AnimationOptions(rawValue: 5 &<< 20) }
    public static var transitionFlipFromTop: AnimationOptions { AnimationOptions(rawValue: 6 &<< 20) }
    public static var transitionFlipFromBottom: AnimationOptions { AnimationOptions(rawValue: 7 &<< 20) }
  }

  /// Whether animations are enabled; transitions started while `false` are not animated.
  ///
  /// Mirrors UIKit's class property (storyboard segues set it from their "Animates" flag).
  public static var areAnimationsEnabled: Bool { AnimationState.enabled }

  /// Turns animations on or off.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationState.enabled = enabled
  }

  /// Runs `actions` with animations disabled.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let previous = areAnimationsEnabled
    setAnimationsEnabled(false)
    actions()
    setAnimationsEnabled(previous)
  }

  /// Runs `animations` at once and `completion(true)` after `delay` + `duration` seconds of virtual time.
  ///
  /// Mirrors UIKit's `animate(withDuration:delay:options:animations:completion:)`; the options are not modelled.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    if let paused = AnimationState.paused {
      paused.hold(completion)  // an interactive transition's animator: runs when the gesture ends
    } else {
      MainQueue.async(after: delay + duration) { completion(true) }
    }
  }

  /// Runs `animations` at once and `completion(true)` after `delay` + `duration` seconds of virtual time; the spring
  /// is not modelled.
  ///
  /// Mirrors UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:
  /// completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Runs `animations` (the change of `view`'s content) at once and `completion(true)` after `duration` seconds of
  /// virtual time.
  ///
  /// Mirrors UIKit's `transition(with:duration:options:animations:completion:)`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
  }

  /// Replaces `fromView` with `toView` in its superview at once (unless `.showHideTransitionViews` is in `options`,
  /// which hides and shows them instead) and runs `completion(true)` after `duration` seconds of virtual time.
  ///
  /// Mirrors UIKit's `transition(from:to:duration:options:completion:)`.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let superview = fromView.superview, let index = superview.subviews.firstIndex(of: fromView) {
          fromView.removeFromSuperview()
          superview.insertSubview(toView, at: index)
        }
      }, completion: completion)
  }

  /// Runs `animations` at once and `completion(true)` after `duration` seconds of virtual time.
  ///
  /// Mirrors UIKit's `animate(withDuration:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }
}

@MainActor
package enum AnimationState {
  @exclusivity(unchecked) static var enabled = true
  /// Set while an interaction controller starts its animator: `UIView.animate` completions wait for the gesture.
  package static var paused: PausedAnimations?
}
