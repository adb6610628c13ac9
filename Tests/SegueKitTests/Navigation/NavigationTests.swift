import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct NavigationTests {
  /// A window showing `Nav[A]`, drained, trace emptied.
  private func navigation(_ trace: Trace, delegate: DelegateRecorder? = nil) -> (
    TracedNavigationController, TracedViewController
  ) {
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    nav.delegate = delegate
    _ = showInWindow(nav, trace: trace)
    return (nav, a)
  }

  // §7.1 init(rootViewController:) + §6.3 window root with container forwarding and initial delegate calls.
  @Test(.tags(.spec7_1)) func rootAppearsWithNavigation() {
    freshRuntime()
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    nav.delegate = delegate
    #expect(trace.take() == ["A.willMove(toParent: Nav)"])
    #expect(nav.viewControllers == [a] && a.parent === nav && a.navigationController === nav)
    let window = UIWindow()
    WindowKeeper.windows = [window]
    window.rootViewController = nav
    window.makeKeyAndVisible()
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Nav.viewDidLoad", "Nav.viewWillAppear(false)", "Nav.viewIsAppearing(false)", "delegate.willShow(A, false)",
        "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "Nav.viewDidAppear(false)",
        "A.viewDidAppear(false)", "A.didMove(toParent: Nav)", "delegate.didShow(A, false)",
      ])
  }

  // §6.3 Push: stack changes now, the rest when drained, in UIKit's order.
  @Test(.tags(.spec6_3)) func push() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (nav, a) = navigation(trace, delegate: delegate)
    let b = TracedViewController("B", trace)
    nav.pushViewController(b, animated: true)
    #expect(trace.take() == ["B.willMove(toParent: Nav)"])
    #expect(nav.viewControllers == [a, b] && nav.topViewController === b && b.parent === nav)
    #expect(b.isViewLoaded == false)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewDidLoad", "delegate.willShow(B, true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)",
        "delegate.didShow(B, true)",
      ])
    #expect(
      nav.hierarchyDump() == """
        Nav appeared stack=2 displayed=B
          | child A disappeared
          | child B appeared
        """)
  }

  // §6.4: isMovingToParent / isMovingFromParent during push and pop.
  @Test(.tags(.spec6_4)) func movementFlags() {
    final class Probe: TracedViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); record("toParent=\(isMovingToParent)")
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); record("fromParent=\(isMovingFromParent)")
      }
    }
    freshRuntime()
    let trace = Trace()
    let a = Probe("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    _ = showInWindow(nav, trace: trace)
    let b = Probe("B", trace)
    nav.pushViewController(b, animated: false)
    MainQueue.drain()
    nav.popViewController(animated: false)
    MainQueue.drain()
    let flags = trace.take().filter { $0.contains("Parent=") }
    #expect(flags == ["A.fromParent=false", "B.toParent=true", "B.fromParent=true", "A.toParent=false"])
  }

  // §6.3 Pop: willMove(nil) now; delegate willShow, B.wD, A.wA, A.isA, B.dD, A.dA, B.didMove(nil), didShow.
  @Test(.tags(.spec6_3)) func pop() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (nav, a) = navigation(trace, delegate: delegate)
    let b = TracedViewController("B", trace)
    nav.pushViewController(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    let popped = nav.popViewController(animated: true)
    #expect(popped === b)
    #expect(trace.take() == ["B.willMove(toParent: nil)"])
    #expect(nav.viewControllers == [a])
    #expect(b.navigationController === nav, "[I] the popped controller keeps its parent until the transition ends")
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willShow(A, true)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
        "delegate.didShow(A, true)",
      ])
    #expect(b.parent == nil)
  }

  // §7.1: pop with only the root does nothing and returns nil.
  @Test(.tags(.spec7_1)) func popAtRootReturnsNil() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    #expect(nav.popViewController(animated: true) == nil)
    #expect(nav.popToRootViewController(animated: true) == nil)
    #expect(nav.popToViewController(a, animated: true) == nil)
    MainQueue.drain()
    #expect(trace.take().isEmpty)
    #expect(UINavigationController().popViewController(animated: false) == nil)
  }

  // §6.3 popToRoot from [A, B, C]: all popped get will/didMove(nil); only C and A get appearance callbacks.
  @Test(.tags(.spec6_3)) func popToRoot() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    let c = TracedViewController("C", trace)
    nav.pushViewController(b, animated: false)
    nav.pushViewController(c, animated: false)
    MainQueue.drain()
    _ = trace.take()
    let popped = nav.popToRootViewController(animated: true)
    #expect(popped == [b, c])
    #expect(trace.take() == ["C.willMove(toParent: nil)", "B.willMove(toParent: nil)"])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "C.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "C.viewDidDisappear(true)",
        "A.viewDidAppear(true)", "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
      ])
    #expect(nav.viewControllers == [a])
  }

  // §7.1: popToViewController returns the popped controllers bottom to top.
  @Test(.tags(.spec7_1)) func popToViewControllerReturnValue() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    let c = TracedViewController("C", trace)
    let d = TracedViewController("D", trace)
    nav.setViewControllers([a, b, c, d], animated: false)
    MainQueue.drain()
    #expect(nav.popToViewController(b, animated: false) == [c, d])
    #expect(nav.viewControllers == [a, b])
  }

  // §7.1 / Appendix A: popTo an unknown controller raises and changes nothing.
  @Test(.tags(.spec7_1)) func popToUnknownRaises() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let exceptions = UIKitException.capture {
      _ = nav.popToViewController(UIViewController(), animated: true)
    }
    #expect(
      exceptions == [
        UIKitException(name: .internalInconsistency, reason: "Tried to pop to a view controller that doesn't exist.")
      ])
    #expect(nav.viewControllers == [a])
    #expect(MainQueue.isEmpty)
  }

  // §7.1 / Appendix A: pushing an instance already in the stack raises; the stack is unchanged.
  @Test(.tags(.spec7_1)) func pushSameInstanceRaises() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let exceptions = UIKitException.capture { nav.pushViewController(a, animated: true) }
    #expect(
      exceptions.map(\.reason) == ["Pushing the same view controller instance more than once is not supported (\(a))"])
    #expect(exceptions.map(\.name) == [.invalidArgument])
    #expect(nav.viewControllers == [a])
    #expect(trace.take().isEmpty)
  }

  // §7.1 / Appendix A: pushing a navigation controller raises.
  @Test(.tags(.spec7_1)) func pushNavigationControllerRaises() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let inner = UINavigationController()
    let exceptions = UIKitException.capture { nav.pushViewController(inner, animated: true) }
    #expect(exceptions.map(\.reason) == ["Pushing a navigation controller is not supported"])
    #expect(nav.viewControllers == [a] && inner.parent == nil)
  }

  // §7.1 setViewControllers: removed get will/didMove(nil), added will/didMove(nav); only old and new tops
  // get appearance callbacks.
  @Test(.tags(.spec7_1)) func setViewControllersReplacingTop() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    nav.pushViewController(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    let c = TracedViewController("C", trace)
    let d = TracedViewController("D", trace)
    nav.setViewControllers([a, c, d], animated: false)
    #expect(trace.take() == ["B.willMove(toParent: nil)", "C.willMove(toParent: Nav)", "D.willMove(toParent: Nav)"])
    #expect(nav.viewControllers == [a, c, d] && nav.children == [a, c, d])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "D.viewDidLoad", "B.viewWillDisappear(false)", "D.viewWillAppear(false)", "D.viewIsAppearing(false)",
        "B.viewDidDisappear(false)", "D.viewDidAppear(false)", "B.didMove(toParent: nil)", "C.didMove(toParent: Nav)",
        "D.didMove(toParent: Nav)",
      ])
    #expect(c.isViewLoaded == false, "controllers below the top never load their views")
  }

  // §7.1 setViewControllers with the same top: no appearance callbacks at all.
  @Test(.tags(.spec7_1)) func setViewControllersSameTop() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    nav.setViewControllers([b, a], animated: true)
    MainQueue.drain()
    #expect(trace.take() == ["B.willMove(toParent: Nav)", "B.didMove(toParent: Nav)"])
  }

  // §7.1 [I]: duplicates in setViewControllers are rejected like a second push.
  @Test(.tags(.spec7_1, .inferred)) func setViewControllersDuplicateRaises() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = UIViewController()
    let exceptions = UIKitException.capture { nav.setViewControllers([a, b, b], animated: false) }
    #expect(
      exceptions.map(\.reason) == ["Pushing the same view controller instance more than once is not supported (\(b))"])
    #expect(nav.viewControllers == [a] && b.parent == nil)
  }

  // §7.1: the viewControllers setter is setViewControllers(_:animated: false).
  @Test(.tags(.spec7_1)) func viewControllersSetterIsNotAnimated() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    nav.viewControllers = [a, b]
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.willMove(toParent: Nav)", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
        "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: Nav)",
      ])
  }

  // §0.2: pushes while off screen change the stack but load nothing and call no appearance method.
  @Test(.tags(.spec0_2)) func pushOffScreen() {
    freshRuntime()
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    let b = TracedViewController("B", trace)
    nav.pushViewController(b, animated: true)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "A.willMove(toParent: Nav)", "B.willMove(toParent: Nav)", "A.didMove(toParent: Nav)",
        "B.didMove(toParent: Nav)",
      ])
    #expect(nav.viewControllers == [a, b] && !a.isViewLoaded && !b.isViewLoaded)
  }

  // §7.1 [I]: several changes before a drain fold into one transition from the displayed top to the final top.
  @Test(.tags(.spec7_1, .inferred)) func changesFoldIntoOneTransition() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    let c = TracedViewController("C", trace)
    nav.pushViewController(b, animated: true)
    nav.pushViewController(c, animated: true)
    nav.popViewController(animated: true)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.willMove(toParent: Nav)", "C.willMove(toParent: Nav)", "C.willMove(toParent: nil)", "B.viewDidLoad",
        "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "A.viewDidDisappear(true)",
        "B.viewDidAppear(true)", "C.didMove(toParent: nil)", "B.didMove(toParent: Nav)",
      ])
    #expect(nav.viewControllers == [a, b] && c.parent == nil && !c.isViewLoaded)
  }

  // §7.1: a push during an animated transition runs after it (one visual transition at a time).
  @Test(.tags(.spec7_1)) func pushDuringTransitionRunsAfterIt() {
    let trace = Trace()
    let (nav, _) = navigation(trace)
    let b = TracedViewController("B", trace)
    let c = TracedViewController("C", trace)
    nav.pushViewController(b, animated: true)
    MainQueue.runReady()
    #expect(b.isViewLoaded && nav.hierarchyDump().contains("B appearing"))
    nav.pushViewController(c, animated: true)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.willMove(toParent: Nav)", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "C.willMove(toParent: Nav)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
        "B.didMove(toParent: Nav)", "C.viewDidLoad", "B.viewWillDisappear(true)", "C.viewWillAppear(true)",
        "C.viewIsAppearing(true)", "B.viewDidDisappear(true)", "C.viewDidAppear(true)", "C.didMove(toParent: Nav)",
      ])
  }

  // §6.3 Interactive pop, cancelled: Cur.wD, New.wA, New.wD, New.dD, Cur.wA, Cur.dA; stack unchanged.
  @Test(.tags(.spec6_3)) func interactivePopCancelled() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    nav.pushViewController(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    #expect(nav.simulateInteractivePop(completing: false))
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "B.viewDidAppear(true)",
      ])
    #expect(nav.viewControllers == [a, b])
  }

  // §6.3 Interactive pop, completed: same as a pop.
  @Test(.tags(.spec6_3)) func interactivePopCompleted() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = TracedViewController("B", trace)
    nav.pushViewController(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    #expect(nav.simulateInteractivePop(completing: true))
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
      ])
    #expect(nav.viewControllers == [a])
  }

  // §7.1: the back button pops; hidden back button does nothing.
  @Test(.tags(.spec7_1)) func backButton() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    let b = UIViewController()
    nav.pushViewController(b, animated: false)
    MainQueue.drain()
    b.navigationItem.hidesBackButton = true
    nav.simulateBackButtonTap()
    #expect(nav.viewControllers == [a, b])
    b.navigationItem.hidesBackButton = false
    nav.simulateBackButtonTap()
    #expect(nav.viewControllers == [a])
    #expect(nav.navigationBar.items?.count == 1)
  }

  // §7.1: visibleViewController is what the navigation controller presents, else the top.
  @Test(.tags(.spec7_1)) func visibleViewController() {
    let trace = Trace()
    let (nav, a) = navigation(trace)
    #expect(nav.visibleViewController === a)
    let modal = UIViewController()
    a.present(modal, animated: false)
    #expect(nav.visibleViewController === modal)
    #expect(nav.topViewController === a)
  }

  // §7.1: navigation controllers define a presentation context.
  @Test(.tags(.spec7_1)) func definesPresentationContext() {
    #expect(UINavigationController().definesPresentationContext)
    #expect(UIViewController().definesPresentationContext == false)
  }
}
