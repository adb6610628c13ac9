internal import Foundation

/// One transition under way: SegueKit's transition context and its coordinator in one object
/// (<doc:CustomTransitions>).
///
/// The path that starts a transition (presentation, dismissal, push or pop, tab switch) runs the will-callbacks, then
/// ``start(_:)`` with the rest of its work: a custom animator animates (interactively when an interaction controller
/// drives it) and ends the transition with ``completeTransition(_:)``; without one, the standard animation ends it
/// after its duration in virtual time. Inside ``completeTransition(_:)`` the path's rest runs (did-callbacks, the
/// completion handler), then the alongside completions, then the animator's `animationEnded(_:)` (§11.1 step 4,
/// §11.4).
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerContextTransitioning {
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  private let standardDuration: TimeInterval
  var isCancelled = false
  var isInteractive = false
  private(set) var initiallyInteractive = false
  var isInterruptible: Bool { false }
  private(set) var percentComplete: CGFloat = 0
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
  var targetTransform: CGAffineTransform { .identity }
  var transitionWasCancelled: Bool { isCancelled }

  /// The custom animator and interaction controller, if the delegate gave them.
  let animator: (any UIViewControllerAnimatedTransitioning)?
  let interaction: (any UIViewControllerInteractiveTransitioning)?

  // Strong, and let go when the transition ends: a weak reference would allocate a side table for each controller on
  // every presentation (present+dismiss measured 1.28× slower with weak ones).
  private var fromController: UIViewController?
  private var toController: UIViewController?
  private var fromView: UIView?
  private var toView: UIView?
  private var containerStorage: UIView?
  // Frames as plain fields rather than a dictionary: a presentation allocates nothing more for them.
  private var fromFrames: (initial: CGRect, final: CGRect) = (.zero, .zero)
  private var toFrames: (initial: CGRect, final: CGRect) = (.zero, .zero)
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var rest: ((Bool) -> Void)?
  /// `UIView.animate` completions an interactive animator started, held until the gesture ends.
  private var pausedAnimations: PausedAnimations?

  init(
    animated: Bool, duration: TimeInterval, from: UIViewController? = nil, to: UIViewController? = nil,
    style: UIModalPresentationStyle = .none, animator: (any UIViewControllerAnimatedTransitioning)? = nil,
    interaction: (any UIViewControllerInteractiveTransitioning)? = nil
  ) {
    self.isAnimated = animated
    self.standardDuration = duration
    self.fromController = from
    self.toController = to
    self.presentationStyle = style
    self.animator = animator
    self.interaction = interaction
  }

  /// Sets the container, the moving views and their frames.
  func configure(
    container: UIView?, fromView: UIView?, toView: UIView?, fromFrames: (CGRect, CGRect), toFrames: (CGRect, CGRect)
  ) {
    containerStorage = container
    self.fromView = fromView
    self.toView = toView
    self.fromFrames = fromFrames
    self.toFrames = toFrames
  }

  var transitionDuration: TimeInterval {
    animator?.transitionDuration(using: self) ?? standardDuration
  }

  var containerView: UIView {
    if let containerStorage { return containerStorage }
    let container = UIView()
    containerStorage = container
    return container
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromController
    case .to: toController
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromView
    case .to: toView
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === fromController ? fromFrames.initial : vc === toController ? toFrames.initial : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === fromController ? fromFrames.final : vc === toController ? toFrames.final : .zero
  }

  // MARK: Coordinator

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  // MARK: Running

  /// Runs the animation phase; `rest` is the path's work inside ``completeTransition(_:)``.
  ///
  /// An animator runs on a later main-queue turn (on iOS, the next run-loop turn); the standard animation ends after
  /// its duration (at once when not animated, as SegueKit's non-animated transitions always have).
  func start(_ rest: @escaping (Bool) -> Void) {
    self.rest = rest
    guard let animator else {
      MainQueue.perform(after: isAnimated ? standardDuration : 0) { self.completeTransition(true) }
      return
    }
    MainQueue.async {
      guard self.rest != nil else { return }
      if let interaction = self.interaction {
        self.isInteractive = interaction.wantsInteractiveStart
        self.initiallyInteractive = self.isInteractive
        let paused = PausedAnimations()
        self.pausedAnimations = paused
        AnimationState.paused = paused
        interaction.startInteractiveTransition(self)
        AnimationState.paused = nil
      } else {
        animator.animateTransition(using: self)
      }
    }
  }

  func completeTransition(_ didComplete: Bool) {
    guard let rest else { return }
    self.rest = nil
    if !didComplete { isCancelled = true }
    isInteractive = false
    rest(didComplete)
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
    animator?.animationEnded(didComplete)
    interactionHandlers = []
    pausedAnimations = nil
    fromController = nil
    toController = nil
    fromView = nil
    toView = nil
  }

  /// Runs the alongside completions of a coordinator that no path started (trait and size changes).
  func finish() {
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
    fromController = nil
    toController = nil
  }

  // MARK: Interaction

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = min(1, max(0, percentComplete))
  }

  func pauseInteractiveTransition() {}

  func finishInteractiveTransition() {
    endInteraction(cancelled: false)
  }

  func cancelInteractiveTransition() {
    endInteraction(cancelled: true)
  }

  /// The gesture ended: the handlers hear it inside the call, then the held animation runs the rest of its time
  /// (what is left towards the end, or back to the start) at the completion speed.
  private func endInteraction(cancelled: Bool) {
    guard rest != nil, isInteractive || initiallyInteractive else { return }
    if cancelled { isCancelled = true }
    isInteractive = false
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
    let speed = max(interaction?.completionSpeed ?? 1, 0.01)
    let fraction = cancelled ? percentComplete : 1 - percentComplete
    pausedAnimations?.resume(after: transitionDuration * Double(fraction) / Double(speed))
    pausedAnimations = nil
  }
}
