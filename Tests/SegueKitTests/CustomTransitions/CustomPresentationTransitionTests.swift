import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Presentations and dismissals through a transitioning delegate, as whole traces of life-cycle and delegate calls
/// (<doc:CustomTransitions>, spec §11.1, §11.3, §11.4). Apple's pages: UIViewControllerTransitioningDelegate,
/// UIViewControllerAnimatedTransitioning, UIViewControllerContextTransitioning.completeTransition(_:),
/// UIPresentationController, UIPercentDrivenInteractiveTransition,
/// UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)
/// (https://developer.apple.com/documentation/uikit/…).
@MainActor
@Suite struct CustomPresentationTransitionTests {
  @MainActor private struct Scene {
    let trace = Trace()
    let a: TracedViewController
    let b: TracedViewController
    let window: UIWindow
    let delegate: RecordingTransitioningDelegate
    let animator: RecordingAnimator

    init(style: UIModalPresentationStyle = .custom) {
      a = TracedViewController("A", trace)
      b = TracedViewController("B", trace)
      window = showInWindow(a, trace: trace)
      animator = RecordingAnimator(trace)
      delegate = RecordingTransitioningDelegate(trace, animator: animator)
      b.modalPresentationStyle = style
      b.transitioningDelegate = delegate
    }

    func present() {
      a.present(b, animated: true) { trace.log("completion") }
    }
  }

  // §11.1 steps 1–4, §11.4: the delegate's three questions inside `present`; then presentationTransitionWillBegin,
  // the will-callbacks and the animator; everything else waits for `completeTransition`, inside which come
  // presentationTransitionDidEnd, viewDidAppear, the completion, the alongside completion and animationEnded. The
  // animator's `UIView.animate` completion runs after its own duration of virtual time.
  @Test(.tags(.spec11_1, .spec11_4)) func animatedCustomPresentationRunsThroughTheAnimator() throws {
    let scene = Scene()
    scene.present()
    #expect(
      scene.trace.take() == [
        "delegate.presentationController(forPresented: B, presenting: A, source: A)",
        "delegate.animationController(forPresented: B, presenting: A, source: A)",
        "delegate.interactionControllerForPresentation",
      ])
    MainQueue.runReady()
    #expect(
      scene.trace.take() == [
        "B.viewDidLoad", "pc.presentationTransitionWillBegin", "alongside.animation", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)",
        "animator.animateTransition(from: A, to: B, fromView: nil, toView: to, animated: true, interactive: false)",
      ])
    #expect(scene.b.transitionCoordinator?.transitionDuration == 0.4)
    let controller = try #require(scene.delegate.presentationControllers.first)
    #expect(scene.b.presentationController === controller)
    let container = try #require(controller.containerView)
    #expect(container.superview === scene.window && container.bounds == scene.window.bounds)
    #expect(container.subviews == [controller.dimmingView, scene.b.view])
    let bounds = scene.window.bounds
    #expect(scene.b.view.frame == CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
    #expect(scene.b.isBeingPresented)
    let start = MainQueue.now
    MainQueue.drain()
    #expect(abs(MainQueue.now - start - 0.4) < 1e-9, "the animator's duration")
    #expect(
      scene.trace.take() == [
        "pc.presentationTransitionDidEnd(true)", "B.viewDidAppear(true)", "completion",
        "alongside.completion(cancelled: false)", "animator.animationEnded(true)",
      ])
    #expect(scene.b.isBeingPresented == false && scene.b.transitionCoordinator == nil)
    #expect(scene.a.viewIfLoaded?.window === scene.window, "the presenter's view stays (shouldRemovePresentersView)")
    #expect(scene.a.hierarchyInvariantViolations().isEmpty)
  }

  // §11.1 step 7: dismissal asks for the animator and interaction controller inside `dismiss`; the container leaves
  // the window with the presentation.
  @Test(.tags(.spec11_1, .spec11_4)) func animatedCustomDismissalRunsThroughTheAnimator() throws {
    let scene = Scene()
    scene.present()
    MainQueue.drain()
    let controller = try #require(scene.delegate.presentationControllers.first)
    _ = scene.trace.take()
    scene.b.dismiss(animated: true) { scene.trace.log("dismiss completion") }
    #expect(
      scene.trace.take() == [
        "delegate.animationController(forDismissed: B)", "delegate.interactionControllerForDismissal",
      ])
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "pc.dismissalTransitionWillBegin", "B.viewWillDisappear(true)",
        "animator.animateTransition(from: B, to: A, fromView: from, toView: nil, animated: true, interactive: false)",
        "pc.dismissalTransitionDidEnd(true)", "B.viewDidDisappear(true)", "dismiss completion",
        "alongside.completion(cancelled: false)", "animator.animationEnded(true)",
      ])
    #expect(scene.a.presentedViewController == nil && controller.containerView == nil)
    #expect(scene.window.subviews == [scene.a.view], "the container is gone")
    #expect(scene.a.hierarchyInvariantViolations().isEmpty)
  }

  // §11.4: the coordinator exists as soon as `present` returns, so the caller can animate alongside the standard
  // transition; the alongside completion runs after the present completion [I].
  @Test(.tags(.spec11_4, .inferred)) func coordinatorExistsWhenPresentReturns() {
    let scene = Scene(style: .fullScreen)
    scene.b.transitioningDelegate = nil
    scene.present()
    scene.a.transitionCoordinator?.animate(
      alongsideTransition: { context in
        scene.trace.log("alongside.animation(to: \(context.viewController(forKey: .to)?.title ?? "nil"))")
      },
      completion: { context in scene.trace.log("alongside.completion(cancelled: \(context.isCancelled))") })
    #expect(scene.trace.take() == ["alongside.animation(to: B)"])
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "completion", "alongside.completion(cancelled: false)",
      ])
    #expect(scene.a.transitionCoordinator == nil)
  }

  // §11.1 step 5: until `completeTransition` the presentation is pending: another `present` logs UIKit's message and
  // does nothing, a `dismiss` logs and still runs its completion; completing late finishes everything.
  @Test(.tags(.spec11_1, .appendixA)) func presentationWaitsForCompleteTransition() throws {
    let scene = Scene()
    let manual = ManualAnimator()
    scene.delegate.animator = nil
    scene.delegate.makesPresentationController = false
    let delegate = ManualDelegate(animator: manual)
    scene.b.transitioningDelegate = delegate
    scene.present()
    MainQueue.drain()
    #expect(scene.trace.take() == ["B.viewDidLoad", "B.viewWillAppear(true)", "B.viewIsAppearing(true)"])
    let other = UIViewController()
    scene.a.present(other, animated: false)
    scene.a.dismiss(animated: true) { scene.trace.log("dismiss completion") }
    MainQueue.drain()
    #expect(
      Console.messages == [
        "Attempt to present \(other) on \(scene.a) (from \(scene.a)) while a presentation is in progress.",
        "Warning: Attempt to dismiss from view controller \(scene.a) while a presentation or dismiss is in progress!",
      ])
    #expect(scene.trace.take() == ["dismiss completion"])
    let context = try #require(manual.context)
    context.completeTransition(true)
    context.completeTransition(true)
    #expect(scene.trace.take() == ["B.viewDidAppear(true)", "completion"], "a second completeTransition does nothing")
    #expect(scene.a.presentedViewController === scene.b)
  }

  // §11.1 step 6: a presentation controller that removes the presenter's views gives the presenter its appearance
  // callbacks and hands its view to the animator as the `from` view; the view leaves the window afterwards.
  @Test(.tags(.spec11_1)) func removingPresentersViewGivesThePresenterItsCallbacks() {
    let scene = Scene()
    scene.delegate.removesPresentersView = true
    scene.present()
    MainQueue.drain()
    #expect(
      Array(scene.trace.take().dropFirst(3)) == [
        "B.viewDidLoad", "pc.presentationTransitionWillBegin", "alongside.animation", "A.viewWillDisappear(true)",
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "animator.animateTransition(from: A, to: B, fromView: from, toView: to, animated: true, interactive: false)",
        "pc.presentationTransitionDidEnd(true)", "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "completion",
        "alongside.completion(cancelled: false)", "animator.animationEnded(true)",
      ])
    #expect(scene.a.viewIfLoaded?.window == nil)
    scene.b.dismiss(animated: true)
    MainQueue.drain()
    #expect(scene.a.viewIfLoaded?.window === scene.window && scene.window.subviews == [scene.a.view])
    #expect(scene.a.hierarchyInvariantViolations().isEmpty)
  }

  // §11.1 step 6: with `.fullScreen` no presentation-controller question is asked; with a nil animator UIKit's own
  // animation runs (no interaction question, the standard order, the presented view put in the container).
  @Test(.tags(.spec11_1)) func fullScreenAndNilAnimatorKeepTheStandardTransition() {
    let scene = Scene(style: .fullScreen)
    scene.delegate.animator = nil
    scene.present()
    #expect(scene.trace.take() == ["delegate.animationController(forPresented: B, presenting: A, source: A)"])
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "completion",
      ])
    #expect(scene.b.viewIfLoaded?.window === scene.window)
    #expect(scene.a.hierarchyInvariantViolations().isEmpty)
  }

  // §11.1 step 1: reading `presentationController` of a `.custom` controller before presenting asks the delegate with
  // no presenter; presenting asks again with the real one.
  @Test(.tags(.spec11_1)) func presentationControllerReadBeforePresentingAsksWithoutPresenter() {
    let scene = Scene()
    scene.delegate.animator = nil
    _ = scene.b.presentationController
    scene.a.present(scene.b, animated: false)
    #expect(
      scene.trace.take() == [
        "delegate.presentationController(forPresented: B, presenting: nil, source: B)",
        "delegate.presentationController(forPresented: B, presenting: A, source: A)",
      ])
  }

  // §11.3: an interactive dismissal finished by a UIPercentDrivenInteractiveTransition: the animator starts with the
  // interaction, draining does not end it, `finish()` tells the coordinator's interaction handlers inside the call,
  // and the animation's rest (what is left, in virtual time) ends it as a plain dismissal.
  @Test(.tags(.spec11_3, .spec11_4)) func interactiveDismissalFinished() {
    let scene = Scene()
    scene.present()
    MainQueue.drain()
    let interaction = UIPercentDrivenInteractiveTransition()
    scene.delegate.dismissalInteraction = interaction
    _ = scene.trace.take()
    scene.b.dismiss(animated: true) { scene.trace.log("dismiss completion") }
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "delegate.animationController(forDismissed: B)", "delegate.interactionControllerForDismissal",
        "pc.dismissalTransitionWillBegin", "B.viewWillDisappear(true)",
        "animator.animateTransition(from: B, to: A, fromView: from, toView: nil, animated: true, interactive: true)",
      ])
    scene.b.recordInteractionChanges(into: scene.trace)
    interaction.update(0.75)
    #expect(interaction.percentComplete == 0.75 && scene.b.transitionCoordinator?.percentComplete == 0.75)
    #expect(interaction.duration == 0.4)
    interaction.finish()
    #expect(scene.trace.take() == ["coordinator.interactionChanged(cancelled: false)"])
    let start = MainQueue.now
    MainQueue.drain()
    #expect(abs(MainQueue.now - start - 0.1) < 1e-9, "the remaining quarter of 0.4 s")
    #expect(
      scene.trace.take() == [
        "pc.dismissalTransitionDidEnd(true)", "B.viewDidDisappear(true)", "dismiss completion",
        "alongside.completion(cancelled: false)", "animator.animationEnded(true)",
      ])
    #expect(scene.a.presentedViewController == nil && scene.window.subviews == [scene.a.view])
  }

  // §11.3: cancelled, the presentation controller hears DidEnd(false), the presented controller appears again (no
  // viewDidDisappear), the alongside completion sees isCancelled, animationEnded(false), and it stays presented.
  @Test(.tags(.spec11_3, .spec11_4)) func interactiveDismissalCancelled() {
    let scene = Scene()
    scene.present()
    MainQueue.drain()
    let interaction = UIPercentDrivenInteractiveTransition()
    scene.delegate.dismissalInteraction = interaction
    scene.b.dismiss(animated: true) { scene.trace.log("dismiss completion") }
    MainQueue.drain()
    _ = scene.trace.take()
    scene.b.recordInteractionChanges(into: scene.trace)
    interaction.update(0.25)
    interaction.cancel()
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "coordinator.interactionChanged(cancelled: true)", "pc.dismissalTransitionDidEnd(false)",
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
        "alongside.completion(cancelled: true)", "animator.animationEnded(false)",
      ])
    #expect(scene.a.presentedViewController === scene.b && scene.b.isBeingDismissed == false)
    #expect(scene.b.viewIfLoaded?.window === scene.window)
    #expect(scene.a.hierarchyInvariantViolations().isEmpty)
    scene.b.dismiss(animated: false)
    MainQueue.drain()
    #expect(scene.a.presentedViewController == nil)
  }

  // §11.3: an interactive presentation cancelled: the presented controller disappears again and the presentation is
  // undone (no presented controller, no container).
  @Test(.tags(.spec11_3)) func interactivePresentationCancelled() {
    let scene = Scene()
    let interaction = UIPercentDrivenInteractiveTransition()
    scene.delegate.presentationInteraction = interaction
    scene.present()
    MainQueue.drain()
    #expect(
      Array(scene.trace.take().suffix(3)) == [
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "animator.animateTransition(from: A, to: B, fromView: nil, toView: to, animated: true, interactive: true)",
      ])
    interaction.update(0.1)
    interaction.cancel()
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "pc.presentationTransitionDidEnd(false)", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
        "alongside.completion(cancelled: true)", "animator.animationEnded(false)",
      ])
    #expect(scene.a.presentedViewController == nil && scene.b.presentingViewController == nil)
    #expect(scene.window.subviews == [scene.a.view])
    #expect(scene.a.hierarchyInvariantViolations().isEmpty)
  }
}

/// An animator that completes only when the test says so.
@MainActor
private final class ManualAnimator: UIViewControllerAnimatedTransitioning {
  private(set) var context: (any UIViewControllerContextTransitioning)?

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
  }
}

@MainActor
private final class ManualDelegate: UIViewControllerTransitioningDelegate {
  let animator: ManualAnimator
  init(animator: ManualAnimator) { self.animator = animator }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}
