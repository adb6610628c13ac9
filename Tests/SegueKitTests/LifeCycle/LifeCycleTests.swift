import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct LifeCycleTests {
  // §6.1: the view loads on first access of `view`, once; isViewLoaded/viewIfLoaded never load it.
  @Test(.tags(.spec6_1)) func lazyViewLoading() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    #expect(a.isViewLoaded == false)
    #expect(a.viewIfLoaded == nil)
    #expect(trace.events.isEmpty)
    _ = a.view
    _ = a.view
    a.loadViewIfNeeded()
    #expect(a.isViewLoaded)
    #expect(trace.take() == ["A.viewDidLoad"])
  }

  // §6.1: a loadView override that assigns its own view replaces the default.
  @Test(.tags(.spec6_1)) func customLoadView() {
    final class Custom: UIViewController {
      override func loadView() {
        let label = UILabel()
        label.tag = 7
        view = label
      }
    }
    let custom = Custom()
    #expect(custom.view is UILabel)
    #expect(custom.view.tag == 7)
  }

  // §6.5 / Appendix A: one view may belong to one controller only.
  @Test(.tags(.spec6_5, .appendixA)) func viewSharedByTwoControllersRaises() {
    let a = UIViewController()
    let b = UIViewController()
    let shared = UIView()
    a.view = shared
    let exceptions = UIKitException.capture { b.view = shared }
    #expect(exceptions.map(\.name.rawValue) == ["UIViewControllerHierarchyInconsistencyException"])
    #expect(
      exceptions.map(\.reason) == [
        "A view can only be associated with at most one view controller at a time! View \(shared) is associated "
          + "with \(a). Clear this association before associating this view with \(b)."
      ])
    #expect(b.isViewLoaded == false)
  }

  // §6.5 / Appendix A: a child's view entering a window under a view that its parent does not own raises; the
  // view is not added. Controllers without a parent are not checked.
  @Test(.tags(.spec6_5)) func childViewUnderAnotherOwnerRaises() {
    let parent = UIViewController()
    parent.title = "Parent"
    let window = showInWindow(parent)
    let child = UIViewController()
    parent.addChild(child)
    let exceptions = UIKitException.capture { window.addSubview(child.view) }
    #expect(
      exceptions == [
        UIKitException(
          name: .viewControllerHierarchyInconsistency,
          reason:
            "child view controller:\(child) should have parent view controller:(null) but actual parent is:\(parent)"
        )
      ])
    #expect(child.view.superview == nil)
    let stranger = UIViewController()
    parent.view.addSubview(stranger.view)
    let other = UIViewController()
    stranger.addChild(other)
    let second = UIKitException.capture { parent.view.addSubview(other.view) }
    #expect(
      second.map(\.reason) == [
        "child view controller:\(other) should have parent view controller:\(parent) but actual parent is:\(stranger)"
      ])
    let holder = UIView()
    parent.view.addSubview(holder)
    let third = UIKitException.capture {
      holder.addSubview(child.view)
      child.didMove(toParent: parent)
    }
    #expect(third.isEmpty && child.view.superview === holder)
  }

  // §6.3 Window root: load, wA, isA now; dA when the queue drains.
  @Test(.tags(.spec6_3)) func windowRootAppears() {
    freshRuntime()
    let trace = Trace()
    let root = TracedViewController("R", trace)
    let window = UIWindow()
    window.rootViewController = root
    #expect(trace.events.isEmpty, "a hidden window does not load its root")
    window.makeKeyAndVisible()
    #expect(trace.take() == ["R.viewDidLoad", "R.viewWillAppear(false)", "R.viewIsAppearing(false)"])
    MainQueue.drain()
    #expect(trace.take() == ["R.viewDidAppear(false)"])
    #expect(window.isKeyWindow)
    #expect(root.view.window === window)
  }

  // §6.3 Window root replacement [I]: old root disappears, new root appears.
  @Test(.tags(.spec6_3, .inferred)) func windowRootReplacement() {
    let trace = Trace()
    let old = TracedViewController("Old", trace)
    let window = showInWindow(old, trace: trace)
    let new = TracedViewController("New", trace)
    window.rootViewController = new
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Old.viewWillDisappear(false)", "New.viewDidLoad", "New.viewWillAppear(false)", "New.viewIsAppearing(false)",
        "Old.viewDidDisappear(false)", "New.viewDidAppear(false)",
      ])
    #expect(old.viewIfLoaded?.window == nil)
  }

  // §6.2: begin in the same direction is ignored; the opposite direction cancels; unmatched end logs.
  @Test(.tags(.spec6_2)) func appearanceStateMachine() {
    freshRuntime()
    let trace = Trace()
    let a = TracedViewController("A", trace)
    a.beginAppearanceTransition(true, animated: true)
    a.beginAppearanceTransition(true, animated: true)
    a.beginAppearanceTransition(false, animated: true)
    a.endAppearanceTransition()
    a.endAppearanceTransition()
    #expect(
      trace.take() == [
        "A.viewDidLoad", "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "A.viewWillDisappear(true)",
        "A.viewDidDisappear(true)",
      ])
    #expect(Console.messages == ["Unbalanced calls to begin/end appearance transitions for \(a)."])
  }

  // §6.2: a container forwards to children whose views are in its view; parent first [I for the order].
  @Test(.tags(.spec6_2)) func forwardingToChildrenInViewHierarchy() {
    let trace = Trace()
    let parent = TracedViewController("P", trace)
    let inView = TracedViewController("C1", trace)
    let notInView = TracedViewController("C2", trace)
    parent.addChild(inView)
    parent.view.addSubview(inView.view)
    inView.didMove(toParent: parent)
    parent.addChild(notInView)
    notInView.didMove(toParent: parent)
    _ = trace.take()
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(
      trace.take() == [
        "P.viewWillAppear(false)", "P.viewIsAppearing(false)", "C1.viewWillAppear(false)",
        "C1.viewIsAppearing(false)", "P.viewDidAppear(false)", "C1.viewDidAppear(false)",
      ])
  }

  // §6.2: with shouldAutomaticallyForwardAppearanceMethods false the container must forward itself.
  @Test(.tags(.spec6_2)) func noAutomaticForwarding() {
    final class Manual: UIViewController {
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    let trace = Trace()
    let parent = Manual()
    let child = TracedViewController("C", trace)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    _ = trace.take()
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(trace.take().isEmpty)
  }

  // §6.5: addChild calls willMove only; removeFromParent calls didMove(nil) only.
  @Test(.tags(.spec6_5)) func containmentCallbacks() {
    let trace = Trace()
    let parent = TracedViewController("P", trace)
    let child = TracedViewController("C", trace)
    parent.addChild(child)
    #expect(trace.take() == ["C.willMove(toParent: P)"])
    #expect(child.parent === parent)
    #expect(parent.children == [child])
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    _ = trace.take()
    child.removeFromParent()
    #expect(trace.take() == ["C.didMove(toParent: nil)"])
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
  }

  // §6.5: addChild of a controller with another parent removes it from that parent first.
  @Test(.tags(.spec6_5)) func addChildMovesFromOtherParent() {
    let trace = Trace()
    let first = TracedViewController("P1", trace)
    let second = TracedViewController("P2", trace)
    let child = TracedViewController("C", trace)
    first.addChild(child)
    _ = trace.take()
    second.addChild(child)
    #expect(trace.take() == ["C.didMove(toParent: nil)", "C.willMove(toParent: P2)"])
    #expect(first.children.isEmpty)
    #expect(second.children == [child])
  }

  // §6.5 / §6.4: canonical add into an on-screen container: wA/isA now, dA on drain; isMovingToParent while
  // appearing; canonical remove: wD/dD with isMovingFromParent.
  @Test(.tags(.spec6_5)) func canonicalAddAndRemoveOnScreen() {
    final class FlagProbe: TracedViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); record("isMovingToParent=\(isMovingToParent)")
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); record("isMovingFromParent=\(isMovingFromParent)")
      }
    }
    let trace = Trace()
    let parent = TracedViewController("P", trace)
    _ = showInWindow(parent, trace: trace)
    let child = FlagProbe("C", trace)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear(false)", "C.isMovingToParent=true",
        "C.viewIsAppearing(false)", "C.didMove(toParent: P)", "C.viewDidAppear(false)",
      ])
    #expect(child.isMovingToParent == false)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    MainQueue.drain()
    #expect(
      trace.take() == [
        "C.willMove(toParent: nil)", "C.viewWillDisappear(false)", "C.isMovingFromParent=true",
        "C.didMove(toParent: nil)", "C.viewDidDisappear(false)",
      ])
    #expect(child.isMovingFromParent == false)
  }

  // §6.3 custom container transition(from:to:): from.wD, to.wA, …, to.dA, from.dD, completion.
  @Test(.tags(.spec6_3)) func customContainerTransition() {
    let trace = Trace()
    let parent = TracedViewController("P", trace)
    let from = TracedViewController("F", trace)
    parent.addChild(from)
    parent.view.addSubview(from.view)
    from.didMove(toParent: parent)
    _ = showInWindow(parent, trace: trace)
    let to = TracedViewController("T", trace)
    from.willMove(toParent: nil)
    parent.addChild(to)
    parent.transition(from: from, to: to, duration: 0.3, animations: { trace.log("animations") }) { finished in
      trace.log("completion(\(finished))")
      from.removeFromParent()
      to.didMove(toParent: parent)
    }
    MainQueue.drain()
    #expect(
      trace.take() == [
        "F.willMove(toParent: nil)", "T.willMove(toParent: P)", "T.viewDidLoad", "F.viewWillDisappear(true)",
        "T.viewWillAppear(true)", "T.viewIsAppearing(true)", "animations", "T.viewDidAppear(true)",
        "F.viewDidDisappear(true)", "completion(true)", "F.didMove(toParent: nil)", "T.didMove(toParent: P)",
      ])
    #expect(from.viewIfLoaded?.superview == nil)
  }

  // §6.5 / Appendix A: transition(from:to:) with controllers that are not both children raises.
  @Test(.tags(.spec6_5)) func transitionWithoutCommonParentRaises() {
    freshRuntime()
    let parent = UIViewController()
    let child = UIViewController()
    let stranger = UIViewController()
    parent.addChild(child)
    let exceptions = UIKitException.capture {
      parent.transition(from: child, to: stranger, duration: 0, animations: nil)
    }
    #expect(exceptions.map(\.name.rawValue) == ["NSInvalidArgumentException"])
    #expect(
      exceptions.first?.reason
        == "Children view controllers \(child) and \(stranger) must have a common parent view controller when "
        + "calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:"
        + "completion:]")
    #expect(MainQueue.isEmpty)
  }

  // §6.1: memory warnings reach every controller; the view is never unloaded.
  @Test(.tags(.spec6_1)) func memoryWarningKeepsViews() {
    final class Counting: UIViewController {
      var warnings = 0
      override func didReceiveMemoryWarning() { warnings += 1 }
    }
    let root = Counting()
    let child = Counting()
    root.addChild(child)
    let window = showInWindow(root)
    UIApplication.shared.simulateMemoryWarning()
    #expect(root.warnings == 1 && child.warnings == 1)
    #expect(root.isViewLoaded)
    _ = window
  }
}

extension LifeCycleTests {
  private func bundle(withNibs names: [String]) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    for name in names {
      try Data("<document/>".utf8).write(to: folder.appendingPathComponent("Base.lproj/\(name)"))
    }
    return try #require(Bundle(path: folder.path))
  }

  // §6.1 / Appendix A: a nib named in init(nibName:bundle:) that the bundle lacks raises UIKit's exception when the
  // view loads; after a captured exception the controller has an empty view.
  @Test(.tags(.spec6_1)) func missingNibRaises() throws {
    freshRuntime()
    let bundle = try bundle(withNibs: [])
    let controller = UIViewController(nibName: "Profile", bundle: bundle)
    let exceptions = UIKitException.capture { controller.loadViewIfNeeded() }
    #expect(
      exceptions == [
        UIKitException(
          name: .internalInconsistency, reason: "Could not load NIB in bundle: '\(bundle)' with name 'Profile'")
      ])
    #expect(controller.isViewLoaded)
  }
}
