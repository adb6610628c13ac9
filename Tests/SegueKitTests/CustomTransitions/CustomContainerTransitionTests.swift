import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Pushes, pops and tab switches through the containers' delegates' animators, as whole traces
/// (<doc:CustomTransitions>, spec §11.2–§11.4). Apple's pages:
/// UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and
/// navigationController(_:interactionControllerFor:), UITabBarControllerDelegate.tabBarController(_:
/// animationControllerForTransitionFrom:to:), UIPercentDrivenInteractiveTransition
/// (https://developer.apple.com/documentation/uikit/…).
@MainActor
@Suite struct CustomContainerTransitionTests {
  @MainActor private struct NavScene {
    let trace = Trace()
    let a: TracedViewController
    let b: TracedViewController
    let nav: TracedNavigationController
    let delegate: RecordingContainerDelegate

    init(pushed: Bool) {
      a = TracedViewController("A", trace)
      b = TracedViewController("B", trace)
      nav = TracedNavigationController("Nav", trace, root: a)
      if pushed { nav.pushViewController(b, animated: false) }
      _ = showInWindow(nav, trace: trace)
      delegate = RecordingContainerDelegate(trace, animator: RecordingAnimator(trace))
      nav.delegate = delegate
    }
  }

  // §11.2: an animated push asks for the animator once (then the interaction controller); willShow and the
  // will-callbacks come before animateTransition; the did-callbacks, didMove and didShow inside completeTransition;
  // a transition coordinator exists meanwhile.
  @Test(.tags(.spec11_2, .spec11_4)) func animatedPushRunsThroughTheDelegatesAnimator() {
    let scene = NavScene(pushed: false)
    scene.nav.pushViewController(scene.b, animated: true)
    #expect(scene.trace.take() == ["B.willMove(toParent: Nav)"])
    MainQueue.runReady()
    #expect(
      scene.trace.take() == [
        "B.viewDidLoad", "delegate.willShow(B, true)", "delegate.animationControllerFor(push, from: A, to: B)",
        "delegate.interactionControllerFor", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)",
        "animator.animateTransition(from: A, to: B, fromView: from, toView: to, animated: true, interactive: false)",
      ])
    let coordinator = scene.b.transitionCoordinator
    #expect(coordinator?.viewController(forKey: .from) === scene.a && coordinator?.transitionDuration == 0.4)
    #expect(coordinator?.containerView === scene.nav.view && scene.b.view.superview === scene.nav.view)
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)", "delegate.didShow(B, true)",
        "animator.animationEnded(true)",
      ])
    #expect(scene.nav.transitionCoordinator == nil && scene.a.viewIfLoaded?.superview == nil)
    #expect(scene.nav.hierarchyInvariantViolations().isEmpty)
  }

  // §11.2: no question for a non-animated push; a nil animator keeps the standard transition.
  @Test(.tags(.spec11_2)) func nonAnimatedPushAndNilAnimatorKeepTheStandardTransition() {
    let scene = NavScene(pushed: false)
    scene.nav.pushViewController(scene.b, animated: false)
    MainQueue.drain()
    #expect(!scene.trace.take().contains { $0.hasPrefix("delegate.animationControllerFor") })
    scene.delegate.animator = nil
    _ = scene.nav.popViewController(animated: true)
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "B.willMove(toParent: nil)", "delegate.willShow(A, true)",
        "delegate.animationControllerFor(pop, from: B, to: A)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)", "B.viewDidDisappear(true)",
        "A.viewDidAppear(true)", "B.didMove(toParent: nil)", "delegate.didShow(A, true)",
      ])
  }

  // §11.3: an interactive pop finished: as a pop, with the interaction handlers told inside `finish()`.
  @Test(.tags(.spec11_2, .spec11_3)) func interactivePopFinished() {
    let scene = NavScene(pushed: true)
    let interaction = UIPercentDrivenInteractiveTransition()
    scene.delegate.interaction = interaction
    _ = scene.nav.popViewController(animated: true)
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "B.willMove(toParent: nil)", "A.viewDidLoad", "delegate.willShow(A, true)",
        "delegate.animationControllerFor(pop, from: B, to: A)", "delegate.interactionControllerFor",
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)",
        "animator.animateTransition(from: B, to: A, fromView: from, toView: to, animated: true, interactive: true)",
      ])
    scene.nav.recordInteractionChanges(into: scene.trace)
    interaction.update(0.6)
    interaction.finish()
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "coordinator.interactionChanged(cancelled: false)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
        "B.didMove(toParent: nil)", "delegate.didShow(A, true)", "animator.animationEnded(true)",
      ])
    #expect(scene.nav.viewControllers == [scene.a] && scene.b.parent == nil)
    #expect(scene.nav.hierarchyInvariantViolations().isEmpty)
  }

  // §11.3, §6.3 interactive pop cancelled: `New.wD, New.dD, Cur.wA, Cur.dA`, animationEnded(false), the stack
  // unchanged, no didShow (radar 21137690).
  @Test(.tags(.spec11_2, .spec11_3)) func interactivePopCancelled() {
    let scene = NavScene(pushed: true)
    let interaction = UIPercentDrivenInteractiveTransition()
    scene.delegate.interaction = interaction
    _ = scene.nav.popViewController(animated: true)
    #expect(scene.nav.viewControllers == [scene.a], "the stack changes inside the call")
    MainQueue.drain()
    _ = scene.trace.take()
    scene.nav.recordInteractionChanges(into: scene.trace)
    interaction.update(0.3)
    interaction.cancel()
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "coordinator.interactionChanged(cancelled: true)", "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "animator.animationEnded(false)",
      ])
    #expect(scene.nav.viewControllers == [scene.a, scene.b] && scene.b.parent === scene.nav)
    #expect(scene.b.viewIfLoaded?.superview === scene.nav.view && scene.a.viewIfLoaded?.superview == nil)
    #expect(scene.nav.hierarchyInvariantViolations().isEmpty)
    _ = scene.nav.popViewController(animated: false)
    MainQueue.drain()
    #expect(scene.nav.viewControllers == [scene.a] && scene.a.viewIfLoaded?.window != nil)
    #expect(scene.nav.hierarchyInvariantViolations().isEmpty)
  }

  @MainActor private struct TabScene {
    let trace = Trace()
    let a: TracedViewController
    let b: TracedViewController
    let tab: TracedTabBarController
    let delegate: RecordingContainerDelegate

    init() {
      a = TracedViewController("A", trace)
      b = TracedViewController("B", trace)
      tab = TracedTabBarController("Tab", trace, tabs: [a, b])
      _ = showInWindow(tab, trace: trace)
      delegate = RecordingContainerDelegate(trace, animator: RecordingAnimator(trace))
      tab.delegate = delegate
    }
  }

  // §11.2: a programmatic switch asks the delegate for an animator (not shouldSelect/didSelect); the switch's
  // callbacks wait for completeTransition.
  @Test(.tags(.spec11_2)) func tabSwitchRunsThroughTheDelegatesAnimator() {
    let scene = TabScene()
    scene.tab.selectedIndex = 1
    MainQueue.runReady()
    #expect(
      scene.trace.take() == [
        "delegate.animationControllerForTransition(from: A, to: B)", "delegate.interactionControllerFor",
        "B.viewDidLoad", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "A.viewWillDisappear(true)",
        "animator.animateTransition(from: A, to: B, fromView: from, toView: to, animated: true, interactive: false)",
      ])
    #expect(scene.a.transitionCoordinator?.viewController(forKey: .to) === scene.b)
    MainQueue.drain()
    #expect(
      scene.trace.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "animator.animationEnded(true)"])
    #expect(scene.tab.selectedViewController === scene.b && scene.a.viewIfLoaded?.superview == nil)
    #expect(scene.tab.hierarchyInvariantViolations().isEmpty)
  }

  // §11.3: an interactive switch finished and one cancelled (the old tab reappears and stays selected).
  @Test(.tags(.spec11_2, .spec11_3)) func interactiveTabSwitchFinishedThenCancelled() {
    let scene = TabScene()
    let interaction = UIPercentDrivenInteractiveTransition()
    scene.delegate.interaction = interaction
    scene.tab.selectedIndex = 1
    MainQueue.drain()
    #expect(scene.trace.take().last?.hasSuffix("interactive: true)") == true)
    interaction.finish()
    MainQueue.drain()
    #expect(
      scene.trace.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "animator.animationEnded(true)"])
    scene.tab.selectedIndex = 0
    MainQueue.drain()
    _ = scene.trace.take()
    scene.tab.recordInteractionChanges(into: scene.trace)
    interaction.update(0.5)
    interaction.cancel()
    MainQueue.drain()
    #expect(
      scene.trace.take() == [
        "coordinator.interactionChanged(cancelled: true)", "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "animator.animationEnded(false)",
      ])
    #expect(scene.tab.selectedIndex == 1 && scene.b.viewIfLoaded?.superview === scene.tab.view)
    #expect(scene.tab.hierarchyInvariantViolations().isEmpty)
  }
}
