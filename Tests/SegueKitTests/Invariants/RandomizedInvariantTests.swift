import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Checks that each controller's appearance callbacks follow the §6.2 state machine.
@MainActor
final class AppearanceChecker {
  var last: [String: String] = [:]
  /// Every event in order, for failure messages.
  var history: [String] = []
  var violations: [String] = []
  /// Whether cancels (a begin in the opposite direction before the end) are allowed.
  var allowsCancels = false

  /// A controller must not be released while it is on screen (appearing or appeared).
  func noteRelease(_ title: String) {
    if let state = last[title], ["wA", "isA", "dA"].contains(state) {
      violations.append("\(title) released while visible (\(state))")
    }
  }

  func note(_ controller: UIViewController, _ event: String) {
    let id = controller.title ?? "?"
    history.append("\(controller.title ?? "?").\(event)")
    let previous = last[id] ?? "dD"
    var allowed: Set<String> =
      switch previous {
      case "dD": ["wA"]
      case "wA": ["isA"]
      case "isA": ["dA"]
      case "dA": ["wD"]
      default: ["dD"]  // after wD
      }
    if allowsCancels {
      if previous == "isA" { allowed.insert("wD") }
      if previous == "wD" { allowed.insert("wA") }
    }
    if !allowed.contains(event) {
      violations.append("\(controller.title ?? "?"): \(previous) → \(event)")
    }
    last[id] = event
  }
}

/// A controller that reports its appearance callbacks to a checker.
@MainActor
final class CheckedViewController: UIViewController {
  let checker: AppearanceChecker

  init(_ name: String, _ checker: AppearanceChecker) {
    self.checker = checker
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    checker = AppearanceChecker()
    super.init(coder: coder)
  }

  isolated deinit {
    checker.noteRelease(title ?? "?")
  }

  override func viewWillAppear(_ animated: Bool) { checker.note(self, "wA") }
  override func viewIsAppearing(_ animated: Bool) { checker.note(self, "isA") }
  override func viewDidAppear(_ animated: Bool) { checker.note(self, "dA") }
  override func viewWillDisappear(_ animated: Bool) { checker.note(self, "wD") }
  override func viewDidDisappear(_ animated: Bool) { checker.note(self, "dD") }
}

/// A random walk over a tab > navigation hierarchy with presentations and trait changes.
@MainActor
final class RandomWalk {
  var rng: SplitMix64
  let checker = AppearanceChecker()
  var created: [WeakBox] = []
  var counter = 0
  let window: UIWindow
  let tabs: UITabBarController
  var navs: [UINavigationController] = []

  struct WeakBox {
    weak var controller: UIViewController?
  }

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
    window = UIWindow(device: .iPhoneProMax)
    tabs = UITabBarController()
    tabs.title = "Tabs"
    for index in 0..<3 {
      let nav = UINavigationController(rootViewController: make())
      nav.title = "Nav\(index)"
      navs.append(nav)
    }
    // Six tabs: in portrait (compact width) the last two are behind More, one of them a navigation controller.
    tabs.viewControllers = [navs[0], navs[1], make(), make(), navs[2], make()]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    MainQueue.drain()
  }

  func make() -> CheckedViewController {
    counter += 1
    let controller = CheckedViewController("V\(counter)", checker)
    created.append(WeakBox(controller: controller))
    return controller
  }

  /// Every controller currently in the window's hierarchy (children and presentations).
  var hierarchy: [UIViewController] {
    var result: [UIViewController] = []
    func walk(_ controller: UIViewController) {
      result.append(controller)
      controller.children.forEach(walk)
      if let presented = controller.presentedViewController, presented.presentingViewController === controller {
        walk(presented)
      }
    }
    walk(tabs)
    return result
  }

  func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int(rng.next() % UInt64(items.count))]
  }

  /// Applies one random operation; returns its description.
  @discardableResult
  func step() -> String {
    let animated = rng.next() % 2 == 0
    let allNavs = hierarchy.compactMap { $0 as? UINavigationController }
    switch rng.next() % 13 {
    case 0, 1:
      guard let nav = pick(allNavs) else { return "none" }
      nav.pushViewController(make(), animated: animated)
      return "push on \(nav.title ?? "?")"
    case 2:
      guard let nav = pick(allNavs) else { return "none" }
      nav.popViewController(animated: animated)
      return "pop \(nav.title ?? "?")"
    case 3:
      guard let nav = pick(allNavs), let target = pick(nav.viewControllers) else { return "none" }
      nav.popToViewController(target, animated: animated)
      return "popTo in \(nav.title ?? "?")"
    case 4:
      // More's own list is not the app's to replace.
      guard let nav = pick(allNavs.filter { $0 !== tabs.moreNavigationController }) else { return "none" }
      var stack = nav.viewControllers.filter { _ in rng.next() % 2 == 0 }
      stack.append(make())
      nav.setViewControllers(stack, animated: animated)
      return "setViewControllers \(stack.count) on \(nav.title ?? "?")"
    case 5:
      guard let caller = pick(hierarchy) else { return "none" }
      let styles: [UIModalPresentationStyle] = [
        .fullScreen, .formSheet, .overFullScreen, .currentContext, .automatic, .popover, .pageSheet,
        .overCurrentContext,
      ]
      let presented: UIViewController =
        rng.next() % 3 == 0 ? UINavigationController(rootViewController: make()) : make()
      if presented is UINavigationController {
        presented.title = "PNav\(counter)"
        created.append(WeakBox(controller: presented))
      }
      presented.modalPresentationStyle = pick(styles)!
      caller.present(presented, animated: animated)
      return "present from \(caller.title ?? "?")"
    case 6:
      guard let caller = pick(hierarchy) else { return "none" }
      caller.dismiss(animated: animated)
      return "dismiss from \(caller.title ?? "?")"
    case 7:
      tabs.selectedIndex = Int(rng.next() % 6)
      return "select tab \(tabs.selectedIndex)"
    case 8:
      window.orientation = window.orientation.isPortrait ? .landscapeLeft : .portrait
      return "rotate to \(window.orientation)"
    case 9:
      let list = tabs.moreNavigationController.viewControllers.first?.viewIfLoaded as? UITableView
      guard let list, list.window != nil else { return "none" }
      list.simulateUserSelection(at: IndexPath(row: Int(rng.next() % 2), section: 0))
      return "choose in More"
    case 10:
      // A cancelled gesture is a cancel (§4.8, §6.3): only where the checker allows cancels.
      let completing = rng.next() % 2 == 0 || !checker.allowsCancels
      guard let nav = pick(allNavs), nav.simulateInteractivePop(completing: completing) else { return "none" }
      MainQueue.drain()  // a gesture is one user interaction: nothing else happens until the finger lifts
      return "swipe back on \(nav.title ?? "?") (completing: \(completing))"
    case 11:
      let presented = hierarchy.filter { $0.presentingViewController != nil && $0.parent == nil }
      let completing = rng.next() % 2 == 0 || !checker.allowsCancels
      guard let sheet = pick(presented),
        sheet.presentationController?.simulateInteractiveDismissal(completing: completing) == true
      else { return "none" }
      MainQueue.drain()
      return "swipe down \(sheet.title ?? "?") (completing: \(completing))"
    default:
      tabs.tabBar.simulateTap(at: Int(rng.next() % UInt64(tabs.tabBar.items?.count ?? 1)))
      return "tap tab"
    }
  }

  /// Structural problems of the hierarchy after draining.
  func structuralViolations() -> [String] {
    var problems = tabs.hierarchyInvariantViolations()
    for controller in hierarchy {
      if let nav = controller as? UINavigationController, nav.viewControllers != nav.children {
        problems.append("\(nav.title ?? "?"): stack != children")
      }
      for child in controller.children where child.parent !== controller {
        problems.append("\(child.title ?? "?") parent mismatch")
      }
      if let presented = controller.presentedViewController, presented.presentingViewController == nil {
        problems.append("\(presented.title ?? "?") presented without presenter")
      }
    }
    // What is visible has appeared: the top of each visible navigation controller, the selected tab.
    for controller in hierarchy where controller.viewIfLoaded?.window != nil {
      if let nav = controller as? UINavigationController, let top = nav.topViewController,
        top.viewIfLoaded?.window == nil
      {
        problems.append("\(nav.title ?? "?") shows \(top.title ?? "?") whose view is not in the window")
      }
    }
    return problems
  }

  func tearDown() {
    if tabs.presentedViewController != nil {
      tabs.dismiss(animated: false)
    }
    MainQueue.drain()
    window.rootViewController = nil
    window.isHidden = true
    MainQueue.drain()
  }
}

@MainActor
@Suite struct RandomizedInvariantTests {
  // §4, §6, §7: long random sequences keep parent ↔ children, presented ↔ presenting, stack == children and a
  // strictly alternating will/did appearance sequence per controller; nothing leaks.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func drainedAfterEachStep(seed: UInt64) {
    freshRuntime()
    var weakBoxes: [RandomWalk.WeakBox] = []
    do {
      let walk = RandomWalk(seed: seed)
      var log: [String] = []
      for _ in 0..<600 {
        log.append(walk.step())
        MainQueue.drain()
        let problems = walk.structuralViolations() + walk.checker.violations
        if !problems.isEmpty {
          Issue.record("seed \(seed) after \(log.suffix(5)): \(problems)\n\(walk.tabs.hierarchyDump())")
          return
        }
      }
      #expect(walk.created.count > 50)
      walk.tearDown()
      weakBoxes = walk.created
    }
    MainQueue.drain()
    let leaked = weakBoxes.compactMap(\.controller).map { $0.title ?? "?" }
    #expect(leaked.isEmpty, "seed \(seed) leaked \(leaked)")
  }

  // Same walk without draining between most steps: transitions fold and may be cancelled, the structure stays
  // consistent and each controller's callbacks follow the §6.2 state machine (cancels allowed).
  @Test(
    arguments: [
      (11, 4), (12, 4), (13, 4), (14, 4), (15, 4), (16, 4), (17, 4), (18, 4), (21, 8), (22, 8), (23, 8), (24, 8),
    ] as [(UInt64, Int)])
  func drainedOccasionally(seed: UInt64, every: Int) {
    freshRuntime()
    let walk = RandomWalk(seed: seed)
    walk.checker.allowsCancels = true
    for index in 0..<600 {
      walk.step()
      if index % every == every - 1 {
        MainQueue.drain()
        let problems = walk.structuralViolations() + walk.checker.violations
        if !problems.isEmpty {
          Issue.record("seed \(seed) at step \(index): \(problems)")
          return
        }
      }
    }
    walk.tearDown()
  }
}
