public import Foundation

/// An animation of view properties that can be started, paused, stopped and finished, on SegueKit's virtual clock.
///
/// Mirrors UIKit's `UIViewPropertyAnimator`. As with `UIView.animate`, the animation blocks apply their values at
/// once when the animator starts; it reaches its end (state `.inactive`, completions called with `.end`) once
/// `delay + duration` seconds of virtual time pass (`MainQueue.drain()` or `advance(by:)`).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// The animation's length in seconds.
  ///
  /// Mirrors UIKit's `duration`.
  public let duration: TimeInterval
  /// Not in UIKit as a property (UIKit keeps it in its timing parameters): the curve the animator was made with.
  public let curve: UIView.AnimationCurve
  /// Not in UIKit as a property: the damping ratio of a spring animator, else `nil`.
  public let dampingRatio: CGFloat?
  /// The delay before the animations start, set by `startAnimation(afterDelay:)`.
  ///
  /// Mirrors UIKit's `delay`.
  open private(set) var delay: TimeInterval = 0
  /// Whether the animator is inactive, active or stopped.
  ///
  /// Mirrors UIKit's `state`.
  open private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animation is running (active and not paused).
  ///
  /// Mirrors UIKit's `isRunning`.
  open private(set) var isRunning = false
  /// How far the animation has got, from 0 to 1.
  ///
  /// Mirrors UIKit's `fractionComplete`.
  open var fractionComplete: CGFloat = 0
  /// Whether the animation runs backwards.
  ///
  /// Mirrors UIKit's `isReversed`.
  open var isReversed = false
  /// Whether the animation can be interrupted.
  ///
  /// Mirrors UIKit's `isInterruptible`.
  open var isInterruptible = true
  /// Whether the animated views take touches while animating.
  ///
  /// Mirrors UIKit's `isUserInteractionEnabled`.
  open var isUserInteractionEnabled = true
  /// Whether the animator stays active (paused) at its end instead of finishing.
  ///
  /// Mirrors UIKit's `pausesOnCompletion`.
  open var pausesOnCompletion = false
  /// Whether scrubbing `fractionComplete` is linear.
  ///
  /// Mirrors UIKit's `scrubsLinearly`.
  open var scrubsLinearly = true

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var generation = 0

  /// An animator with a duration and timing curve.
  ///
  /// Mirrors UIKit's `init(duration:curve:animations:)`.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = curve
    self.dampingRatio = nil
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator of no duration on the default (ease-in-out) curve, without animations. Mirrors UIKit's `init()`.
  public override convenience init() {
    self.init(duration: 0, curve: .easeInOut)
  }

  /// A spring animator with a duration and damping ratio.
  ///
  /// Mirrors UIKit's `init(duration:dampingRatio:animations:)`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = .easeInOut
    self.dampingRatio = ratio
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// Makes an animator and starts it, after `delay`.
  ///
  /// Mirrors UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds an animation block; one added while the animator runs applies at once.
  ///
  /// Mirrors UIKit's `addAnimations(_:)`.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds an animation block starting part way through (SegueKit applies it like any other).
  ///
  /// Mirrors UIKit's `addAnimations(_:delayFactor:)`.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block called with the end position when the animation finishes.
  ///
  /// Mirrors UIKit's `addCompletion(_:)`.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts (or resumes) the animation.
  ///
  /// Mirrors UIKit's `startAnimation()`.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animation after `delay` seconds.
  ///
  /// Mirrors UIKit's `startAnimation(afterDelay:)`.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    self.delay = delay
    activate()
    isRunning = true
    let remaining = (delay + duration) * Double(1 - fractionComplete)
    let current = generation
    MainQueue.async(after: remaining) { [weak self] in
      guard let self, self.generation == current, self.isRunning else { return }
      self.fractionComplete = 1
      if self.pausesOnCompletion {
        self.isRunning = false
      } else {
        self.finish(at: self.isReversed ? .start : .end)
      }
    }
  }

  /// Pauses the animation where it is, making an inactive animator active.
  ///
  /// Mirrors UIKit's `pauseAnimation()`.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = false
    generation += 1
  }

  /// Stops the animation; with `withoutFinishing` false it waits for `finishAnimation(at:)`, else it becomes
  /// inactive without calling its completions.
  ///
  /// Mirrors UIKit's `stopAnimation(_:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    generation += 1
    isRunning = false
    if withoutFinishing {
      state = .inactive
      animations = []
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animation at `finalPosition`, calling its completions.
  ///
  /// Mirrors UIKit's `finishAnimation(at:)`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let pending = animations
    animations = []
    for animation in pending { animation() }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    generation += 1
    state = .inactive
    isRunning = false
    fractionComplete = position == .start ? 0 : fractionComplete
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open var timingParameters: (any UITimingCurveProvider)? { nil }
  open var isManualHitTestingEnabled: Bool = false
  open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
  // MARK: - End of generated members
}
