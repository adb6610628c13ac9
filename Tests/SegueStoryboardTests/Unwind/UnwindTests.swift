import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Unwind segues: destination search, prepare, action, then the unwind chain (Segues §5.2–§5.5).
@MainActor
@Suite struct UnwindTests {
  static let unwindBack = """
    <navigationItem key="navigationItem" id="ni-%ID%">
      <barButtonItem key="leftBarButtonItem" title="Back" id="back-%ID%">
        <connections><segue destination="exit-%ID%" kind="unwind" identifier="back" unwindAction="unwindHere:" id="u-%ID%"/></connections>
      </barButtonItem>
    </navigationItem>
    """

  static func unwindingScene(_ id: String, segues: String = "") -> String {
    StoryboardFixture.scene(
      id, title: id, attributes: "storyboardIdentifier=\"\(id)\"",
      body: unwindBack.replacingOccurrences(of: "%ID%", with: id) + segues,
      objects: "<exit id=\"exit-\(id)\" sceneMemberID=\"exit\"/>")
  }

  static func present(_ destination: String) -> String {
    "<connections><segue destination=\"\(destination)\" kind=\"presentation\" identifier=\"present\" modalPresentationStyle=\"fullScreen\" id=\"p-\(destination)\"/></connections>"
  }

  static let storyboardText =
    StoryboardFixture.navigation("nav", root: "A")
    + ["A", "B", "C", "P", "First", "Pushed", "Second"].map { unwindingScene($0) }.joined()
    + unwindingScene("VC1", segues: present("VC2")) + unwindingScene("VC2", segues: present("VC3"))
    + unwindingScene("VC3", segues: present("VC4")) + unwindingScene("VC4")

  let storyboard = StoryboardFixture.storyboard(initial: "nav", Self.storyboardText)

  func make(_ id: String) -> TracedSceneViewController {
    storyboard.instantiateViewController(withIdentifier: id) as! TracedSceneViewController
  }

  func tapBack(on controller: UIViewController) throws {
    _ = Trace.shared.take()
    try #require(controller.navigationItem.leftBarButtonItem).simulateTap()
  }

  /// §5.5 first worked example: Nav [A, B, C], unwind C → A pops to A.
  @Test(.tags(.spec5_5)) func unwindPopsToTheDestination() throws {
    Runtime.fresh()
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let (b, c) = (make("B"), make("C"))
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    (navigation.viewControllers.first as? TracedSceneViewController)?.acceptsUnwinds = true
    Runtime.show(navigation)
    try tapBack(on: c)
    #expect(
      Trace.shared.take() == [
        "C.shouldPerformSegue(back, sender: Back)",
        "B.canPerform(unwindHere:) = false",
        "A.canPerform(unwindHere:) = true",
        "C.prepare(for: back → A, sender: Back, destination view loaded: false)",
        "A.unwindHere(from: C)",
        "Nav.popToViewController(A, animated: true)",
      ])
    MainQueue.drain()
    #expect(navigation.viewControllers.map(\.title) == ["A"])
  }

  /// §5.5 second worked example: Nav [A, B], B presents C; unwind C → A dismisses and pops in one turn.
  @Test(.tags(.spec5_5)) func unwindDismissesThenPops() throws {
    Runtime.fresh()
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let b = make("B")
    navigation.pushViewController(b, animated: false)
    (navigation.viewControllers.first as? TracedSceneViewController)?.acceptsUnwinds = true
    Runtime.show(navigation)
    let c = make("C")
    c.modalPresentationStyle = .fullScreen
    b.present(c, animated: false)
    MainQueue.drain()
    try tapBack(on: c)
    #expect(
      Trace.shared.take() == [
        "C.shouldPerformSegue(back, sender: Back)",
        "B.canPerform(unwindHere:) = false",
        "C.canPerform(unwindHere:) = false",
        "A.canPerform(unwindHere:) = true",
        "C.prepare(for: back → A, sender: Back, destination view loaded: false)",
        "A.unwindHere(from: C)",
        "Nav.dismiss(animated: true)",
        "Nav.popToViewController(A, animated: true)",
      ])
    MainQueue.drain()
    #expect(navigation.presentedViewController == nil)
    #expect(navigation.viewControllers.map(\.title) == ["A"])
  }

  /// §5.5 third worked example: a presented cascade VC1→VC2→VC3→VC4 unwinds to VC1 with one dismiss.
  @Test(.tags(.spec5_5)) func unwindOutOfAPresentedCascade() throws {
    Runtime.fresh()
    let vc1 = make("VC1")
    vc1.acceptsUnwinds = true
    Runtime.show(vc1)
    vc1.performSegue(withIdentifier: "present", sender: nil)
    MainQueue.drain()
    let vc2 = try #require(vc1.presentedViewController)
    vc2.performSegue(withIdentifier: "present", sender: nil)
    MainQueue.drain()
    let vc3 = try #require(vc2.presentedViewController)
    vc3.performSegue(withIdentifier: "present", sender: nil)
    MainQueue.drain()
    let vc4 = try #require(vc3.presentedViewController)
    try tapBack(on: vc4)
    #expect(
      Array(Trace.shared.take().prefix(7)) == [
        "VC4.shouldPerformSegue(back, sender: Back)",
        "VC4.canPerform(unwindHere:) = false",
        "VC3.canPerform(unwindHere:) = false",
        "VC2.canPerform(unwindHere:) = false",
        "VC1.canPerform(unwindHere:) = true",
        "VC4.prepare(for: back → VC1, sender: Back, destination view loaded: true)",
        "VC1.unwindHere(from: VC4)",
      ])
    MainQueue.drain()
    #expect(vc1.presentedViewController == nil)
    #expect(vc4.presentingViewController == nil)
  }

  /// §5.2 step 2: no destination → nothing happens, silently: no prepare, no action, no log.
  @Test(.tags(.spec5_2)) func unwindWithoutDestinationDoesNothing() throws {
    Runtime.fresh()
    let lone = make("P")
    Runtime.show(lone)
    try tapBack(on: lone)
    #expect(Trace.shared.take() == ["P.shouldPerformSegue(back, sender: Back)"])
    #expect(Console.messages == [])
  }

  /// §5.3 tab example: the search starts at the modal source and walks the tab bar controller's other tab.
  @Test(.tags(.spec5_3)) func unwindAcrossTabsAndAPresentation() throws {
    Runtime.fresh()
    let (first, pushed, second) = (make("First"), make("Pushed"), make("Second"))
    first.acceptsUnwinds = true
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(pushed, animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, second]
    tabs.selectedIndex = 1
    Runtime.show(tabs)
    let p = make("P")
    p.modalPresentationStyle = .fullScreen
    second.present(p, animated: false)
    MainQueue.drain()
    #expect(p.presentingViewController === tabs)
    try tapBack(on: p)
    #expect(
      Trace.shared.take() == [
        "P.shouldPerformSegue(back, sender: Back)",
        "Second.canPerform(unwindHere:) = false",
        "P.canPerform(unwindHere:) = false",
        "Pushed.canPerform(unwindHere:) = false",
        "First.canPerform(unwindHere:) = true",
        "P.prepare(for: back → First, sender: Back, destination view loaded: false)",
        "First.unwindHere(from: P)",
      ])
    MainQueue.drain()
    #expect(tabs.presentedViewController == nil)
    #expect(tabs.selectedViewController === navigation)
    #expect(navigation.viewControllers.map(\.title) == ["First"])
  }

  /// §5.5 / §7.2: the destination is an overflow tab shown inside More; the search goes through More (a child of
  /// the tab bar controller) and the chain selects More again, which still shows the tab.
  @Test(.tags(.spec5_5)) func unwindIntoATabShownInsideMore() throws {
    Runtime.fresh()
    let first = make("First")
    first.acceptsUnwinds = true
    let others = (1...5).map { index in
      let controller = UIViewController()
      controller.title = "T\(index)"
      return controller
    }
    let tabs = UITabBarController()
    tabs.viewControllers = others + [first]
    tabs.selectedViewController = first
    Runtime.show(tabs)
    tabs.selectedIndex = 0
    let p = make("P")
    p.modalPresentationStyle = .fullScreen
    others[0].present(p, animated: false)
    MainQueue.drain()
    try tapBack(on: p)
    #expect(
      Trace.shared.take() == [
        "P.shouldPerformSegue(back, sender: Back)",
        "P.canPerform(unwindHere:) = false",
        "First.canPerform(unwindHere:) = true",
        "P.prepare(for: back → First, sender: Back, destination view loaded: true)",
        "First.unwindHere(from: P)",
      ])
    MainQueue.drain()
    #expect(tabs.presentedViewController == nil)
    #expect(tabs.selectedViewController === first && tabs.selectedIndex == 5)
    #expect(first.navigationController === tabs.moreNavigationController)
    #expect(tabs.hierarchyInvariantViolations().isEmpty)
  }
}

/// The iOS 6–8 hook `forUnwindSegueAction(_:from:withSender:)` (Objective-C's
/// `viewControllerForUnwindSegueAction:fromViewController:withSender:`; Segues §5.3, §5.6).
@MainActor
@Suite struct LegacyUnwindHookTests {
  /// A custom container that, the old way, names its last willing child as the destination.
  final class LegacyContainer: UIViewController {
    override func forUnwindSegueAction(
      _ action: Selector, from fromViewController: UIViewController, withSender sender: Any?
    ) -> UIViewController? {
      Trace.shared.log("Container.forUnwindSegueAction(\(action))")
      return children.last { $0.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) }
        ?? super.forUnwindSegueAction(action, from: fromViewController, withSender: sender)
    }
  }

  static let text = UnwindTests.unwindingScene("X") + UnwindTests.unwindingScene("Y") + UnwindTests.unwindingScene("S")

  func run(container: UIViewController) throws -> [String] {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(Self.text)
    let make = { (id: String) in storyboard.instantiateViewController(withIdentifier: id) as! TracedSceneViewController
    }
    let (x, y, s) = (make("X"), make("Y"), make("S"))
    x.acceptsUnwinds = true
    y.acceptsUnwinds = true
    for child in [x, y] {
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
    }
    Runtime.show(container)
    s.modalPresentationStyle = .fullScreen
    container.present(s, animated: false)
    MainQueue.drain()
    _ = Trace.shared.take()
    try #require(s.navigationItem.leftBarButtonItem).simulateTap()
    return Trace.shared.take()
  }

  /// A container without the legacy override: the first willing child in `allowedChildrenForUnwinding` order.
  @Test(.tags(.spec5_3)) func modernSearchPicksTheFirstWillingChild() throws {
    #expect(
      try run(container: UIViewController()) == [
        "S.shouldPerformSegue(back, sender: Back)", "S.canPerform(unwindHere:) = false",
        "X.canPerform(unwindHere:) = true",
        "S.prepare(for: back → X, sender: Back, destination view loaded: true)", "X.unwindHere(from: S)",
      ])
  }

  /// A container overriding only the legacy hook chooses the destination itself.
  @Test(.tags(.spec5_6)) func legacyHookOverrideChoosesTheDestination() throws {
    #expect(
      try run(container: LegacyContainer()) == [
        "S.shouldPerformSegue(back, sender: Back)", "S.canPerform(unwindHere:) = false",
        "Container.forUnwindSegueAction(unwindHere:)", "Y.canPerform(unwindHere:) = true",
        "S.prepare(for: back → Y, sender: Back, destination view loaded: true)", "Y.unwindHere(from: S)",
      ])
  }
}
