import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct PresentationTests {
  private func fullScreen(_ vc: UIViewController) -> UIViewController {
    vc.modalPresentationStyle = .fullScreen
    return vc
  }

  // §4.1 / §4.3: a child deep in Tab > Nav presents full screen: the presenter is the window root; every
  // descendant of the presenter reports the presented controller; parent never is the presenter.
  @Test(.tags(.spec4_1, .spec4_3)) func presenterIsTopOfParentChain() {
    let trace = Trace()
    let c = TracedViewController("C", trace)
    let nav = TracedNavigationController("Nav", trace, root: c)
    let tab = TracedTabBarController("Tab", trace, tabs: [nav])
    _ = showInWindow(tab, trace: trace)
    let m = fullScreen(UIViewController())
    c.present(m, animated: true)
    #expect(m.presentingViewController === tab)
    #expect(tab.presentedViewController === m)
    #expect(nav.presentedViewController === m && c.presentedViewController === m)
    #expect(m.parent == nil && tab.children == [nav])
    let inner = UIViewController()
    let presentedNav = UINavigationController(rootViewController: inner)
    MainQueue.drain()
    m.present(presentedNav, animated: false)
    #expect(inner.presentingViewController === m, "descendants of a presented controller report its presenter")
    #expect(inner.isBeingPresented == false && presentedNav.isBeingPresented)
  }

  // §6.3 Present full screen: B.viewDidLoad → A.wD → B.wA → B.isA → B.dA → A.dD → completion; a container
  // presenter forwards to its visible child.
  @Test(.tags(.spec6_3)) func presentFullScreenOrder() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    _ = showInWindow(nav, trace: trace)
    let b = TracedViewController("B", trace)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true) { trace.log("completion") }
    #expect(trace.take().isEmpty, "nothing runs inside present")
    #expect(b.isBeingPresented)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewDidLoad", "Nav.viewWillDisappear(true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "Nav.viewDidDisappear(true)", "A.viewDidDisappear(true)",
        "completion",
      ])
    #expect(b.isBeingPresented == false)
    #expect(nav.viewIfLoaded?.window == nil, "full screen removes the presenter's views")
    #expect(
      nav.hierarchyDump() == """
        Nav disappeared stack=1 displayed=A
          | child A disappeared
          + presents(fullScreen) B appeared
        """)
  }

  // §6.3 Present, style keeps presenter's views (.automatic → sheet): the presenter gets nothing.
  @Test(.tags(.spec6_3)) func presentSheetOrder() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    _ = showInWindow(a, trace: trace)
    let b = TracedViewController("B", trace)
    #expect(b.modalPresentationStyle == .automatic)
    a.present(b, animated: true) { trace.log("completion") }
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewDidLoad", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "completion",
      ])
    #expect(a.viewIfLoaded?.window != nil)
    #expect(b.presentationController?.presentationStyle == .formSheet, "§4.4 .automatic resolves to a sheet")
  }

  // §4.2 table: which styles remove the presenter's views (and so give it appearance callbacks).
  @Test(
    .tags(.spec4_2),
    arguments: [
      (UIModalPresentationStyle.fullScreen, true), (.pageSheet, false), (.formSheet, false), (.currentContext, true),
      (.custom, false), (.overFullScreen, false), (.overCurrentContext, false), (.popover, false),
      (.automatic, false),
    ])
  func presenterCallbacksPerStyle(style: UIModalPresentationStyle, removesPresenter: Bool) {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    _ = showInWindow(a, trace: trace, device: .iPad)
    let b = UIViewController()
    b.modalPresentationStyle = style
    a.present(b, animated: false)
    MainQueue.drain()
    let expected = removesPresenter ? ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"] : []
    #expect(trace.take() == expected)
    #expect((a.viewIfLoaded?.window == nil) == removesPresenter)
  }

  // §6.3 Dismiss full screen: B.wD → A.wA → A.isA → A.dA → B.dD → completion [I for the did order, §10.4].
  @Test(.tags(.spec6_3)) func dismissFullScreenOrder() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    _ = showInWindow(a, trace: trace)
    let b = TracedViewController("B", trace)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    b.dismiss(animated: true) { trace.log("completion") }
    #expect(b.isBeingDismissed)
    #expect(a.presentedViewController === b, "§4.7: stays until the transition finishes")
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
        "B.viewDidDisappear(true)", "completion",
      ])
    #expect(a.presentedViewController == nil && b.presentingViewController == nil && !b.isBeingDismissed)
    #expect(a.viewIfLoaded?.window != nil)
  }

  // §6.3 Dismiss sheet: B.wD → B.dD → completion; presenter nothing.
  @Test(.tags(.spec6_3)) func dismissSheetOrder() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    _ = showInWindow(a, trace: trace)
    let b = TracedViewController("B", trace)
    a.present(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    a.dismiss(animated: true) { trace.log("completion") }
    MainQueue.drain()
    #expect(trace.take() == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "completion"])
  }

  // §4.7 step 1: dismiss on the presenter, on the presented, or on a child of a presented container all dismiss
  // the presentation.
  @Test(.tags(.spec4_7), arguments: ["presenter", "presented", "presentedChild"])
  func dismissReceivers(receiver: String) {
    let a = UIViewController()
    _ = showInWindow(a)
    let top = UIViewController()
    let presentedNav = UINavigationController(rootViewController: top)
    a.present(presentedNav, animated: false)
    MainQueue.drain()
    let target: UIViewController =
      switch receiver {
      case "presenter": a
      case "presented": presentedNav
      default: top
      }
    var completed = false
    target.dismiss(animated: false) { completed = true }
    MainQueue.drain()
    #expect(a.presentedViewController == nil && completed)
  }

  // §4.7 step 1: nothing presented anywhere: nothing happens and the completion still runs.
  @Test(.tags(.spec4_7)) func dismissWithNothingPresentedCallsCompletion() {
    var completed = false
    UIViewController().dismiss(animated: true) { completed = true }
    #expect(completed)
  }

  // §6.3 Dismissing a chain A→B→C from A: only C and A get callbacks, B none [I]; completion after.
  @Test(.tags(.spec6_3, .inferred)) func dismissChain() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    _ = showInWindow(a, trace: trace)
    let b = TracedViewController("B", trace)
    let c = TracedViewController("C", trace)
    b.modalPresentationStyle = .fullScreen
    c.modalPresentationStyle = .fullScreen
    a.present(b, animated: false)
    MainQueue.drain()
    b.present(c, animated: false)
    MainQueue.drain()
    _ = trace.take()
    a.dismiss(animated: true) { trace.log("completion") }
    MainQueue.drain()
    #expect(
      trace.take() == [
        "C.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
        "C.viewDidDisappear(true)", "completion",
      ])
    #expect(a.presentedViewController == nil && b.presentedViewController == nil && c.presentingViewController == nil)
  }

  // §4.7: dismiss on a controller that presents something dismisses what it presents, not itself.
  @Test(.tags(.spec4_7)) func dismissOnMiddleOfChain() {
    let a = UIViewController()
    _ = showInWindow(a)
    let b = fullScreen(UIViewController())
    let c = fullScreen(UIViewController())
    a.present(b, animated: false)
    MainQueue.drain()
    b.present(c, animated: false)
    MainQueue.drain()
    b.dismiss(animated: false)
    MainQueue.drain()
    #expect(a.presentedViewController === b && b.presentedViewController == nil)
  }

  // §4.3 context family: the first controller from the caller up that defines a context is the presenter.
  @Test(.tags(.spec4_3)) func currentContextPresenter() {
    let trace = Trace()
    let c = TracedViewController("C", trace)
    let nav = TracedNavigationController("Nav", trace, root: c)
    let other = UIViewController()
    let tab = TracedTabBarController("Tab", trace, tabs: [nav, other])
    _ = showInWindow(tab, trace: trace)
    let m = TracedViewController("M", trace)
    m.modalPresentationStyle = .currentContext
    c.present(m, animated: false)
    #expect(m.presentingViewController === nav)
    #expect(tab.presentedViewController == nil)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "M.viewDidLoad", "Nav.viewWillDisappear(false)", "C.viewWillDisappear(false)", "M.viewWillAppear(false)",
        "M.viewIsAppearing(false)", "M.viewDidAppear(false)", "Nav.viewDidDisappear(false)",
        "C.viewDidDisappear(false)",
      ])
    #expect(tab.viewIfLoaded?.window != nil, "the tab bar controller stays on screen")
  }

  // §4.3: the caller itself can define the context; with none, the top of the chain presents.
  @Test(.tags(.spec4_3)) func contextFallbacks() {
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    _ = showInWindow(root)
    let m = UIViewController()
    m.modalPresentationStyle = .overCurrentContext
    child.present(m, animated: false)
    #expect(m.presentingViewController === root)
    MainQueue.drain()
    root.dismiss(animated: false)
    MainQueue.drain()
    child.definesPresentationContext = true
    let n = UIViewController()
    n.modalPresentationStyle = .currentContext
    child.present(n, animated: false)
    #expect(n.presentingViewController === child)
    #expect(root.presentedViewController == nil && child.presentedViewController === n)
  }

  // §4.3: providesPresentationContextTransitionStyle makes the context's transition style win.
  // The effective transition style is observed through the partial-curl rule of §4.6 step 5: a presentation that
  // runs with the context's .partialCurl is "curled", so presenting on top of it raises.
  @Test(.tags(.spec4_3), arguments: [true, false])
  func contextTransitionStyle(contextProvidesStyle: Bool) {
    let nav = UINavigationController(rootViewController: UIViewController())
    _ = showInWindow(nav)
    nav.providesPresentationContextTransitionStyle = contextProvidesStyle
    nav.modalTransitionStyle = .partialCurl
    let m = UIViewController()
    m.modalPresentationStyle = .currentContext
    m.modalTransitionStyle = .flipHorizontal
    nav.topViewController!.present(m, animated: false)
    #expect(m.presentingViewController === nav)
    #expect(m.modalTransitionStyle == .flipHorizontal, "the presented controller's own property is unchanged")
    MainQueue.drain()
    let next = UIViewController()
    next.modalPresentationStyle = .fullScreen
    let exceptions = UIKitException.capture { m.present(next, animated: false) }
    let curled = ["Application tried to present a nested modal view controller while curled \(m)."]
    #expect(exceptions.map(\.reason) == (contextProvidesStyle ? curled : []))
  }

  // §4.6 steps 6, 10, 15 / Appendix A: exceptions with UIKit's text; nothing changes.
  @Test(.tags(.spec4_6)) func presentExceptions() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: UIViewController())
    let tab = UITabBarController()
    tab.viewControllers = [root, nav]
    _ = showInWindow(tab)
    let child = nav.topViewController!
    var exceptions = UIKitException.capture { root.present(child, animated: false) }
    #expect(
      exceptions == [
        UIKitException(
          name: .invalidArgument,
          reason: "Application tried to present modally a view controller \(child) that has a parent view controller "
            + "\(nav).")
      ])
    exceptions = UIKitException.capture { tab.present(tab, animated: false) }
    #expect(
      exceptions.map(\.reason) == [
        "Application tried to present modal view controller on itself. Presenting controller is \(tab)."
      ])
    let m = UIViewController()
    tab.present(m, animated: false)
    MainQueue.drain()
    let otherWindowRoot = UIViewController()
    let otherWindow = UIWindow()
    WindowKeeper.windows.append(otherWindow)
    otherWindow.rootViewController = otherWindowRoot
    otherWindow.makeKeyAndVisible()
    exceptions = UIKitException.capture { otherWindowRoot.present(m, animated: false) }
    #expect(
      exceptions.map(\.reason) == [
        "Application tried to present modally a view controller \(m) that is already being presented by \(tab)."
      ])
    #expect(otherWindowRoot.presentedViewController == nil && m.presentingViewController === tab)
    #expect(tab.hierarchyInvariantViolations().isEmpty)
  }

  // §4.6 step 8 / Appendix A: a style without a presentation controller (.none, the adaptive "don't adapt"
  // answer) is UIKit's assertion; nothing is presented.
  @Test(.tags(.spec4_6)) func styleWithoutPresentationControllerRaises() {
    let root = UIViewController()
    _ = showInWindow(root)
    let vc = UIViewController()
    vc.modalPresentationStyle = .none
    let exceptions = UIKitException.capture { root.present(vc, animated: false) }
    #expect(
      exceptions == [
        UIKitException(
          name: .internalInconsistency,
          reason: "The specified modal presentation style doesn't have a corresponding presentation controller.")
      ])
    #expect(root.presentedViewController == nil && vc.presentingViewController == nil)
  }

  // §4.6 step 5: partial curl from a non-full-screen presentation raises.
  @Test(.tags(.spec4_6)) func partialCurlRules() {
    let root = UIViewController()
    _ = showInWindow(root)
    let sheet = UIViewController()
    sheet.modalTransitionStyle = .partialCurl
    let exceptions = UIKitException.capture { root.present(sheet, animated: false) }
    #expect(
      exceptions.map(\.reason) == [
        "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller "
          + "\(sheet)."
      ])
    let curled = fullScreen(UIViewController())
    curled.modalTransitionStyle = .partialCurl
    root.present(curled, animated: false)
    MainQueue.drain()
    let nested = UIViewController()
    let nestedExceptions = UIKitException.capture { curled.present(nested, animated: false) }
    #expect(
      nestedExceptions.map(\.reason) == [
        "Application tried to present a nested modal view controller while curled \(curled)."
      ])
  }

  // §4.6 steps 11–13: log only, no exception, completion never called.
  @Test(.tags(.spec4_6)) func presentLogs() {
    let root = UIViewController()
    _ = showInWindow(root)
    let first = UIViewController()
    let second = UIViewController()
    var completions = 0
    root.present(first, animated: true) { completions += 1 }
    root.present(second, animated: true) { completions += 1 }
    MainQueue.drain()
    root.present(second, animated: true) { completions += 1 }
    MainQueue.drain()
    let offScreen = UIViewController()
    let neverShown = UIViewController()
    offScreen.present(neverShown, animated: false) { completions += 1 }
    MainQueue.drain()
    #expect(completions == 1)
    #expect(
      Console.messages == [
        "Attempt to present \(second) on \(root) (from \(root)) while a presentation is in progress.",
        "Attempt to present \(second) on \(root) (from \(root)) which is already presenting \(first).",
        "Attempt to present \(neverShown) on \(offScreen) (from \(offScreen)) whose view is not in the window "
          + "hierarchy.",
      ])
    #expect(offScreen.presentedViewController == nil && neverShown.presentingViewController == nil)
  }

  // §4.6 step 12: a full-screen presentation takes the presenter out of the window, so presenting again from it
  // logs "not in the window hierarchy" (before "already presenting").
  @Test(.tags(.spec4_6)) func presentFromCoveredRootLogsWindowHierarchy() {
    let root = UIViewController()
    _ = showInWindow(root)
    let first = fullScreen(UIViewController())
    root.present(first, animated: false)
    MainQueue.drain()
    let second = UIViewController()
    root.present(second, animated: false)
    #expect(
      Console.messages == [
        "Attempt to present \(second) on \(root) (from \(root)) whose view is not in the window hierarchy."
      ])
  }

  // §4.6 step 14: a detached caller logs the fault and the presentation continues.
  @Test(.tags(.spec4_6)) func detachedPresenterLogsAndContinues() {
    let root = UIViewController()
    _ = showInWindow(root)
    let detached = UIViewController()
    root.view.addSubview(detached.view)
    let m = UIViewController()
    detached.present(m, animated: false)
    #expect(m.presentingViewController === detached)
    #expect(Console.messages.first?.hasPrefix("Presenting view controller \(m) from detached view controller") == true)
  }

  // §4.7 step 2: dismiss while the presentation is still running logs and calls the completion.
  @Test(.tags(.spec4_7)) func dismissWhilePresentingLogs() {
    let root = UIViewController()
    _ = showInWindow(root)
    let m = UIViewController()
    root.present(m, animated: true)
    var completed = false
    root.dismiss(animated: true) { completed = true }
    #expect(completed)
    #expect(
      Console.messages == [
        "Warning: Attempt to dismiss from view controller \(root) while a presentation or dismiss is in progress!"
      ])
    MainQueue.drain()
    #expect(root.presentedViewController === m)
  }

  // §4.9: isBeingPresented / isBeingDismissed during the callbacks; children report false.
  @Test(.tags(.spec4_9)) func beingPresentedFlags() {
    final class Probe: TracedViewController {
      override func viewWillAppear(_ animated: Bool) { record("presented=\(isBeingPresented)") }
      override func viewDidAppear(_ animated: Bool) { record("presented=\(isBeingPresented)") }
      override func viewWillDisappear(_ animated: Bool) { record("dismissed=\(isBeingDismissed)") }
      override func viewDidDisappear(_ animated: Bool) { record("dismissed=\(isBeingDismissed)") }
    }
    let trace = Trace()
    let root = UIViewController()
    _ = showInWindow(root)
    let b = Probe("B", trace)
    root.present(b, animated: true)
    MainQueue.drain()
    root.dismiss(animated: true)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewDidLoad", "B.presented=true", "B.viewIsAppearing(true)", "B.presented=true", "B.dismissed=true",
        "B.dismissed=true",
      ])
    #expect(!b.isBeingPresented && !b.isBeingDismissed)
  }

  // §4.5: a form sheet in compact height (iPhone landscape) behaves as full screen: the presenter disappears and
  // the delegate is told the adapted style.
  @Test(.tags(.spec4_5)) func sheetInCompactHeightIsFullScreen() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let window = showInWindow(a, trace: trace)
    window.orientation = .landscapeLeft
    _ = trace.take()
    let delegate = DelegateRecorder(trace)
    let b = TracedViewController("B", trace)
    b.modalPresentationStyle = .formSheet
    b.presentationController?.delegate = delegate
    a.present(b, animated: false)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.prepare(UIPresentationController)", "B.viewDidLoad",
        "delegate.willPresentWithAdaptiveStyle(fullScreen)", "A.viewWillDisappear(false)",
        "B.viewWillAppear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
        "A.viewDidDisappear(false)",
      ])
  }

  // §4.5: popover adapts to a sheet in compact width unless the delegate returns .none.
  @Test(
    .tags(.spec4_5),
    arguments: [
      (nil as UIModalPresentationStyle?, UIModalPresentationStyle.formSheet),
      (Optional(UIModalPresentationStyle.none), UIModalPresentationStyle.none),
    ])
  func popoverAdaptation(delegateAnswer: UIModalPresentationStyle?, adapted: UIModalPresentationStyle) {
    let trace = Trace()
    let root = UIViewController()
    _ = showInWindow(root)
    let delegate = DelegateRecorder(trace)
    delegate.adaptiveStyle = delegateAnswer
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    #expect(popover.popoverPresentationController != nil)
    popover.popoverPresentationController?.delegate = delegate
    root.present(popover, animated: false)
    MainQueue.drain()
    let prepared = adapted == .none ? [] : ["delegate.prepare(UISheetPresentationController)"]
    #expect(trace.take() == prepared + ["delegate.willPresentWithAdaptiveStyle(\(adapted))"])
  }

  // §4.5 step 4 (iOS 15): a popover adapting to a sheet hands its own adaptiveSheetPresentationController to
  // presentationController(_:prepare:), inside present and before the transition [I for the order: UIKit's
  // _presentationControllerForTraitCollection: creates and prepares it when the style is decided].
  @Test(.tags(.spec4_5)) func popoverPreparesItsAdaptiveSheet() {
    final class Preparer: UIAdaptivePresentationControllerDelegate {
      var prepared: [UIPresentationController] = []
      func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
      ) {
        prepared.append(adaptivePresentationController)
        (adaptivePresentationController as? UISheetPresentationController)?.prefersGrabberVisible = true
      }
    }
    let root = UIViewController()
    _ = showInWindow(root)
    let preparer = Preparer()
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    let controller = popover.popoverPresentationController!
    controller.delegate = preparer
    root.present(popover, animated: false)
    #expect(preparer.prepared.count == 1 && preparer.prepared.first === controller.adaptiveSheetPresentationController)
    #expect(controller.adaptiveSheetPresentationController.prefersGrabberVisible)
    #expect(controller.adaptiveSheetPresentationController.delegate === preparer)
    MainQueue.drain()
    #expect(preparer.prepared.count == 1)
  }

  // §4.5: on iPad (regular × regular) sheets and popovers do not adapt.
  @Test(.tags(.spec4_5)) func noAdaptationOnIPad() {
    let trace = Trace()
    let root = UIViewController()
    _ = showInWindow(root, device: .iPad)
    let delegate = DelegateRecorder(trace)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    MainQueue.drain()
    #expect(trace.take() == ["delegate.willPresentWithAdaptiveStyle(none)"])
  }

  // §4.5 / §9.3: rotating a Plus/Max iPhone re-runs adaptation: the sheet becomes full screen (presenter
  // disappears) and back [I for the callbacks].
  @Test(.tags(.spec4_5, .spec9_3)) func rotationReadaptsSheet() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let window = showInWindow(a, trace: trace, device: .iPhoneProMax)
    let b = UIViewController()
    a.present(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    window.orientation = .landscapeRight
    MainQueue.drain()
    #expect(
      trace.take() == [
        "A.traitCollectionDidChange(H: regular)", "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
      ])
    #expect(a.viewIfLoaded?.window == nil)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "A.traitCollectionDidChange(H: compact)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        "A.viewDidAppear(true)",
      ])
  }

  // §4.8: a completed swipe: shouldDismiss, willDismiss, B.wD, B.dD, didDismiss; presenter nothing.
  @Test(.tags(.spec4_8)) func swipeDismissCompleted() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    _ = showInWindow(a, trace: trace)
    let b = TracedViewController("B", trace)
    let delegate = DelegateRecorder(trace)
    b.presentationController?.delegate = delegate
    a.present(b, animated: true)
    MainQueue.drain()
    _ = trace.take()
    #expect(b.presentationController?.simulateInteractiveDismissal() == true)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.shouldDismiss", "delegate.willDismiss", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
        "delegate.didDismiss",
      ])
    #expect(a.presentedViewController == nil)
  }

  // §4.8: a cancelled swipe: B.wD, B.wA, B.isA, B.dA; still presented.
  @Test(.tags(.spec4_8)) func swipeDismissCancelled() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    _ = showInWindow(a, trace: trace)
    let b = TracedViewController("B", trace)
    a.present(b, animated: true)
    MainQueue.drain()
    _ = trace.take()
    b.presentationController?.simulateInteractiveDismissal(completing: false)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
      ])
    #expect(a.presentedViewController === b && !b.isBeingDismissed)
  }

  // §4.8: isModalInPresentation or a delegate refusing blocks the swipe: didAttemptToDismiss, nothing else;
  // programmatic dismiss still works and never calls willDismiss/didDismiss.
  @Test(.tags(.spec4_8), arguments: ["modalInPresentation", "delegateRefuses"])
  func swipeDismissBlocked(reason: String) {
    let trace = Trace()
    let a = UIViewController()
    _ = showInWindow(a)
    let b = TracedViewController("B", trace)
    let delegate = DelegateRecorder(trace)
    if reason == "modalInPresentation" { b.isModalInPresentation = true } else { delegate.allowDismiss = false }
    b.presentationController?.delegate = delegate
    a.present(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    #expect(b.presentationController?.simulateInteractiveDismissal() == false)
    MainQueue.drain()
    let expected =
      reason == "modalInPresentation"
      ? ["delegate.didAttemptToDismiss"] : ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"]
    #expect(trace.take() == expected)
    a.dismiss(animated: false)
    MainQueue.drain()
    #expect(trace.take() == ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
  }

  // §4.8: full-screen presentations cannot be swiped away.
  @Test(.tags(.spec4_8)) func fullScreenCannotBeSwiped() {
    let a = UIViewController()
    _ = showInWindow(a)
    let b = fullScreen(UIViewController())
    a.present(b, animated: false)
    MainQueue.drain()
    #expect(b.presentationController?.simulateInteractiveDismissal() == false)
  }

  // §0.2 / §10.10: even non-animated presentations never call the completion inside the call.
  @Test(.tags(.spec0_2)) func completionIsNeverSynchronous() {
    let a = UIViewController()
    _ = showInWindow(a)
    var completed = false
    a.present(UIViewController(), animated: false) { completed = true }
    #expect(completed == false)
    MainQueue.drain()
    #expect(completed)
  }

  // §4.2: animated modal transitions take virtual time; the clock moves only while draining.
  @Test(.tags(.spec4_2)) func animatedPresentationTakesVirtualTime() {
    let trace = Trace()
    let a = UIViewController()
    _ = showInWindow(a)
    let b = TracedViewController("B", trace)
    let start = MainQueue.now
    a.present(b, animated: true)
    MainQueue.advance(by: 0.1)
    #expect(trace.take() == ["B.viewDidLoad", "B.viewWillAppear(true)", "B.viewIsAppearing(true)"])
    MainQueue.drain()
    #expect(trace.take() == ["B.viewDidAppear(true)"])
    #expect(MainQueue.now - start >= 0.5)
  }

  // §4.5 step 2: in an adapted style the delegate may substitute a controller, e.g. wrap the original in a
  // navigation controller; the substitute is what the presenter presents.
  @Test(.tags(.spec4_5)) func adaptiveSubstitution() {
    final class Wrapping: UIAdaptivePresentationControllerDelegate {
      var styles: [UIModalPresentationStyle] = []
      func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
      ) -> UIViewController? {
        styles.append(style)
        return UINavigationController(rootViewController: controller.presentedViewController)
      }
    }
    let root = UIViewController()
    _ = showInWindow(root)
    let delegate = Wrapping()
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.delegate = delegate
    root.present(popover, animated: false)
    #expect(delegate.styles == [.formSheet])
    let wrapper = root.presentedViewController as? UINavigationController
    #expect(wrapper != nil && wrapper?.viewControllers == [popover])
    #expect(popover.presentingViewController === root && popover.navigationController === wrapper)
    MainQueue.drain()
    #expect(popover.isViewLoaded && root.hierarchyInvariantViolations().isEmpty)

    let iPadRoot = UIViewController()
    _ = showInWindow(iPadRoot, device: .iPad)
    let iPadPopover = UIViewController()
    iPadPopover.modalPresentationStyle = .popover
    iPadPopover.popoverPresentationController?.delegate = delegate
    iPadRoot.present(iPadPopover, animated: false)
    #expect(iPadRoot.presentedViewController === iPadPopover, "no adaptation, no substitution")
  }
}
