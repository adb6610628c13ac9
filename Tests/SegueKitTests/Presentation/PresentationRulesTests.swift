import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// §4 rules beyond the main sequences: container presenters, presenters inside presented hierarchies, repeated
/// presentation, adaptive answers, popovers in compact height, context transition styles, modal-in-presentation.
@MainActor
@Suite struct PresentationRulesTests {
  // §6.3 Dismiss full screen with a container presenter: the container and its shown child reappear together,
  // parent first (§10.5).
  @Test(.tags(.spec6_3)) func dismissFullScreenOverAContainer() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    _ = showInWindow(nav, trace: trace)
    let b = TracedViewController("B", trace)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: false)
    MainQueue.drain()
    _ = trace.take()
    b.dismiss(animated: true) { trace.log("completion") }
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewWillDisappear(true)", "Nav.viewWillAppear(true)", "Nav.viewIsAppearing(true)", "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)", "Nav.viewDidAppear(true)", "A.viewDidAppear(true)", "B.viewDidDisappear(true)",
        "completion",
      ])
  }

  // §4.3 / §6.3: a current-context presentation inside a tab covers only the context (the navigation controller,
  // which defines a context) and gives back its place on dismissal.
  @Test(.tags(.spec4_3, .spec6_3)) func currentContextPresentAndDismiss() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    let context = TracedNavigationController("Ctx", trace, root: root)
    let tab = TracedTabBarController("Tab", trace, tabs: [context])
    _ = showInWindow(tab, trace: trace)
    let m = TracedViewController("M", trace)
    m.modalPresentationStyle = .currentContext
    root.present(m, animated: true)
    #expect(m.presentingViewController === context)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "M.viewDidLoad", "Ctx.viewWillDisappear(true)", "Root.viewWillDisappear(true)", "M.viewWillAppear(true)",
        "M.viewIsAppearing(true)", "M.viewDidAppear(true)", "Ctx.viewDidDisappear(true)",
        "Root.viewDidDisappear(true)",
      ])
    m.dismiss(animated: true) { trace.log("completion") }
    MainQueue.drain()
    #expect(
      trace.take() == [
        "M.viewWillDisappear(true)", "Ctx.viewWillAppear(true)", "Ctx.viewIsAppearing(true)",
        "Root.viewWillAppear(true)", "Root.viewIsAppearing(true)", "Ctx.viewDidAppear(true)",
        "Root.viewDidAppear(true)", "M.viewDidDisappear(true)", "completion",
      ])
    #expect(
      tab.hierarchyDump() == """
        Tab appeared selected=0
          | child Ctx appeared stack=1 displayed=Root
          |   | child Root appeared
        """)
  }

  // §4.3: a child of a presented container presenting full screen is presented by the top of its parent chain,
  // the presented container.
  @Test(.tags(.spec4_3)) func presenterInsideAPresentedHierarchy() {
    let root = UIViewController()
    _ = showInWindow(root)
    let inner = UIViewController()
    let presentedNav = UINavigationController(rootViewController: inner)
    presentedNav.modalPresentationStyle = .fullScreen
    root.present(presentedNav, animated: false)
    MainQueue.drain()
    let top = UIViewController()
    top.modalPresentationStyle = .fullScreen
    inner.present(top, animated: false)
    #expect(top.presentingViewController === presentedNav)
    #expect(presentedNav.presentedViewController === top && root.presentedViewController === presentedNav)
  }

  // §4.6 note: presenting the presented controller again from its presenter logs step 13 (not the step-15
  // exception) and never calls the completion.
  @Test(.tags(.spec4_6)) func presentingTheSameControllerAgainLogs() {
    freshRuntime()
    let root = UIViewController()
    _ = showInWindow(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    MainQueue.drain()
    var completed = false
    let exceptions = UIKitException.capture { root.present(sheet, animated: false) { completed = true } }
    MainQueue.drain()
    #expect(exceptions.isEmpty && !completed)
    #expect(
      Console.messages == [
        "Attempt to present \(sheet) on \(root) (from \(root)) which is already presenting \(sheet)."
      ])
  }

  // §4.7 step 2: dismissing while a dismissal runs logs UIKit's warning, dismisses nothing more and still calls
  // the completion.
  @Test(.tags(.spec4_7)) func dismissDuringADismissalLogs() {
    freshRuntime()
    let root = UIViewController()
    _ = showInWindow(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    MainQueue.drain()
    var events: [String] = []
    root.dismiss(animated: true) { events.append("first") }
    root.dismiss(animated: true) { events.append("second") }
    #expect(events == ["second"])
    #expect(
      Console.messages == [
        "Warning: Attempt to dismiss from view controller \(root) while a presentation or dismiss is in progress!"
      ])
    MainQueue.drain()
    #expect(events == ["second", "first"] && root.presentedViewController == nil)
  }
}

/// Adaptive answers and size-class table rows [Presentation §4.5].
@MainActor
@Suite struct AdaptationRulesTests {
  /// Implements only the one-argument method, which UIKit consults for horizontally compact traits only.
  final class CompactOnlyDelegate: UIAdaptivePresentationControllerDelegate {
    var asked = 0
    let answer: UIModalPresentationStyle
    init(answer: UIModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
      asked += 1
      return answer
    }
  }

  private func present(
    style: UIModalPresentationStyle, answer: UIModalPresentationStyle?, device: DevicePreset = .iPhone,
    landscape: Bool = false
  ) -> (trace: [String], dump: String) {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let window = showInWindow(a, trace: trace, device: device)
    if landscape {
      window.orientation = .landscapeLeft
      MainQueue.drain()
      _ = trace.take()
    }
    let delegate = DelegateRecorder(trace)
    delegate.adaptiveStyle = answer
    let b = TracedViewController("B", trace)
    b.modalPresentationStyle = style
    b.presentationController?.delegate = delegate
    a.present(b, animated: false)
    MainQueue.drain()
    return (trace.take(), a.hierarchyDump())
  }

  // §4.5 step 1: the delegate's allowed answers are used: .fullScreen removes the presenter's views.
  @Test(.tags(.spec4_5)) func delegateAnswersFullScreen() {
    let result = present(style: .formSheet, answer: .fullScreen)
    #expect(
      result.trace == [
        "delegate.prepare(UIPresentationController)", "B.viewDidLoad",
        "delegate.willPresentWithAdaptiveStyle(fullScreen)", "A.viewWillDisappear(false)",
        "B.viewWillAppear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)", "A.viewDidDisappear(false)",
      ])
    #expect(result.dump == "A disappeared\n  + presents(formSheet→fullScreen) B appeared")
  }

  // §4.5 step 1: .overFullScreen keeps the presenter's views.
  @Test(.tags(.spec4_5)) func delegateAnswersOverFullScreen() {
    let result = present(style: .pageSheet, answer: .overFullScreen)
    #expect(
      result.trace == [
        "delegate.prepare(UIPresentationController)", "B.viewDidLoad",
        "delegate.willPresentWithAdaptiveStyle(overFullScreen)", "B.viewWillAppear(false)",
        "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
      ])
    #expect(result.dump == "A appeared\n  + presents(pageSheet→overFullScreen) B appeared")
  }

  // §4.5 step 1: any other answer means the presentation controller's own default (a popover → form sheet on an
  // iPhone).
  @Test(.tags(.spec4_5)) func delegateAnswerOutsideTheAllowedSetFallsBack() {
    let result = present(style: .popover, answer: .currentContext)
    #expect(
      result.trace == [
        "delegate.prepare(UISheetPresentationController)", "B.viewDidLoad",
        "delegate.willPresentWithAdaptiveStyle(formSheet)", "B.viewWillAppear(false)", "B.viewIsAppearing(false)",
        "B.viewDidAppear(false)",
      ])
    #expect(result.dump == "A appeared\n  + presents(popover→formSheet) B appeared")
  }

  // §4.5 step 1: the one-argument method is asked only in a horizontally compact environment.
  @Test(.tags(.spec4_5)) func oneArgumentMethodOnlyForCompactWidth() {
    for (device, asked) in [(DevicePreset.iPhone, 1), (.iPad, 0)] {
      let root = UIViewController()
      _ = showInWindow(root, device: device)
      let delegate = CompactOnlyDelegate(answer: .fullScreen)
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .formSheet
      sheet.presentationController?.delegate = delegate
      root.present(sheet, animated: false)
      MainQueue.drain()
      #expect(delegate.asked == asked, "\(device.name)")
      #expect(root.adaptedPresentationStyle == (asked == 1 ? .fullScreen : nil))
    }
  }

  // §4.5 table: a popover in compact height (iPhone landscape) becomes a form sheet, which behaves as full
  // screen there: the presenter disappears.
  @Test(.tags(.spec4_5)) func popoverInCompactHeight() {
    let result = present(style: .popover, answer: nil, landscape: true)
    #expect(
      result.trace == [
        "delegate.prepare(UISheetPresentationController)", "B.viewDidLoad",
        "delegate.willPresentWithAdaptiveStyle(formSheet)", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
        "B.viewIsAppearing(false)", "B.viewDidAppear(false)", "A.viewDidDisappear(false)",
      ])
    #expect(result.dump == "A disappeared\n  + presents(popover→formSheet) B appeared")
  }

  // §4.5 table: a page sheet in compact height behaves as full screen; in compact width, regular height (iPhone
  // portrait) it is a card and the presenter stays.
  @Test(.tags(.spec4_5)) func pageSheetRows() {
    let landscape = present(style: .pageSheet, answer: nil, landscape: true)
    #expect(
      landscape.trace == [
        "delegate.prepare(UIPresentationController)", "B.viewDidLoad",
        "delegate.willPresentWithAdaptiveStyle(fullScreen)", "A.viewWillDisappear(false)",
        "B.viewWillAppear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)", "A.viewDidDisappear(false)",
      ])
    let portrait = present(style: .pageSheet, answer: nil)
    #expect(
      portrait.trace == [
        "B.viewDidLoad", "delegate.willPresentWithAdaptiveStyle(none)", "B.viewWillAppear(false)",
        "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
      ])
    #expect(portrait.dump == "A appeared\n  + presents(pageSheet) B appeared")
  }
}

/// Popovers: who presents them, and modal-in-presentation against tap-outside dismissal [Presentation §4.2, §4.8].
@MainActor
@Suite struct PopoverRulesTests {
  private func popover(from caller: UIViewController, _ trace: Trace) -> (UIViewController, DelegateRecorder) {
    let delegate = DelegateRecorder(trace)
    delegate.adaptiveStyle = UIModalPresentationStyle.none
    let popover = TracedViewController("Popover", trace)
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.delegate = delegate
    caller.present(popover, animated: false)
    MainQueue.drain()
    _ = trace.take()
    return (popover, delegate)
  }

  // §4.2 / §4.3: a popover is in the full-screen family: a nested child's popover is presented by the top of the
  // parent chain, and the presenter's views stay.
  @Test(.tags(.spec4_3)) func popoverFromANestedChild() {
    let trace = Trace()
    let leaf = TracedViewController("Leaf", trace)
    let nav = TracedNavigationController("Nav", trace, root: leaf)
    let tab = TracedTabBarController("Tab", trace, tabs: [nav])
    _ = showInWindow(tab, trace: trace, device: .iPad)
    let (shown, _) = popover(from: leaf, trace)
    #expect(shown.presentingViewController === tab && leaf.viewIfLoaded?.window != nil)
  }

  // §4.8: tapping outside a popover is its interactive dismissal; isModalInPresentation (also on a child of the
  // presented controller [I]) blocks it and the delegate hears didAttemptToDismiss; otherwise will/did dismiss.
  @Test(.tags(.spec4_8), arguments: ["popover", "child", "none"])
  func tapOutsidePopover(modalIn: String) {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace, device: .iPad)
    let delegate = DelegateRecorder(trace)
    delegate.adaptiveStyle = UIModalPresentationStyle.none
    let content = TracedViewController("Content", trace)
    let nav = TracedNavigationController("Popover", trace, root: content)
    nav.modalPresentationStyle = .popover
    nav.popoverPresentationController?.delegate = delegate
    root.present(nav, animated: false)
    MainQueue.drain()
    _ = trace.take()
    if modalIn == "popover" { nav.isModalInPresentation = true }
    if modalIn == "child" { content.isModalInPresentation = true }
    let started = nav.presentationController!.simulateInteractiveDismissal()
    MainQueue.drain()
    if modalIn == "none" {
      #expect(started)
      #expect(
        trace.take() == [
          "delegate.shouldDismiss", "delegate.willDismiss", "Popover.viewWillDisappear(true)",
          "Content.viewWillDisappear(true)", "Popover.viewDidDisappear(true)", "Content.viewDidDisappear(true)",
          "delegate.didDismiss",
        ])
      #expect(root.presentedViewController == nil)
    } else {
      #expect(!started)
      #expect(trace.take() == ["delegate.didAttemptToDismiss"])
      #expect(root.presentedViewController === nav)
    }
  }
}

/// Re-adaptation when traits change while presented [Presentation §4.5 last paragraph, Adaptivity §9.3].
@MainActor
@Suite struct ReadaptationTests {
  final class Wrapping: UIAdaptivePresentationControllerDelegate {
    let trace: Trace
    init(_ trace: Trace) { self.trace = trace }
    func presentationController(
      _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      trace.log("delegate.viewControllerFor(\(style))")
      return TracedNavigationController("Wrapper", trace, root: controller.presentedViewController)
    }
    func presentationController(
      _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      trace.log("delegate.willPresentWithAdaptiveStyle(\(style))")
    }
  }

  // §4.5: a popover shown full screen on an iPad adapts when the app goes to Slide Over (compact width): the
  // delegate is asked again and its substitute takes the popover's place; the popover stays on screen inside it
  // (no appearance callbacks for it) and stays wrapped when the app goes back to full screen [I].
  @Test(.tags(.spec4_5, .inferred)) func rotationAsksForASubstitute() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    let window = showInWindow(root, trace: trace, device: .iPad)
    let delegate = Wrapping(trace)
    let popover = TracedViewController("Popover", trace)
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.delegate = delegate
    root.present(popover, animated: false)
    MainQueue.drain()
    _ = trace.take()
    window.device = .iPadSlideOver
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Root.traitCollectionDidChange(H: compact)", "Popover.traitCollectionDidChange(H: compact)",
        "delegate.viewControllerFor(formSheet)", "Popover.willMove(toParent: Wrapper)",
        "delegate.willPresentWithAdaptiveStyle(formSheet)", "Popover.didMove(toParent: Wrapper)", "Wrapper.viewDidLoad",
        "Wrapper.viewWillAppear(false)", "Wrapper.viewIsAppearing(false)", "Wrapper.viewDidAppear(false)",
      ])
    #expect(
      root.hierarchyDump() == """
        Root appeared
          + presents(popover→formSheet) Wrapper appeared stack=1 displayed=Popover
          +   | child Popover appeared
        """)
    #expect(root.hierarchyInvariantViolations().isEmpty)
    window.device = .iPad
    MainQueue.drain()
    #expect(root.presentedViewController?.title == "Wrapper" && root.hierarchyInvariantViolations().isEmpty)
  }
}

/// When the simulated gestures can start [Presentation §4.8, LifeCycle §6.3].
@MainActor
@Suite struct GestureRulesTests {
  // A sheet covered by another presentation cannot be swiped; a gesture needs a settled screen (queue drained).
  @Test(.tags(.spec4_8)) func gesturesStartOnlyOnTheTopSettledScreen() {
    let root = UIViewController()
    _ = showInWindow(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == false, "presentation still running")
    MainQueue.drain()
    let cover = UIViewController()
    cover.modalPresentationStyle = .overFullScreen
    sheet.present(cover, animated: false)
    MainQueue.drain()
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == false, "covered by another presentation")
    cover.dismiss(animated: false)
    MainQueue.drain()
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == true)
    MainQueue.drain()
    #expect(root.presentedViewController == nil)
    let nav = UINavigationController(rootViewController: UIViewController())
    _ = showInWindow(nav)
    nav.pushViewController(UIViewController(), animated: true)
    #expect(nav.simulateInteractivePop(completing: true) == false, "push still running")
    MainQueue.drain()
    #expect(nav.simulateInteractivePop(completing: true) && nav.viewControllers.count == 1)
  }
}
