import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Leak tests: one per ownership edge. Each builds a graph in a scope, tears it down as an app would, drains,
/// and checks that weak references are gone.
@MainActor
@Suite struct LeakTests {
  // parent → child (strong), child → parent (weak).
  @Test func parentAndChildren() {
    weak var parent: UIViewController?
    weak var child: UIViewController?
    do {
      let p = UIViewController()
      let c = UIViewController()
      p.addChild(c)
      p.view.addSubview(c.view)
      c.didMove(toParent: p)
      parent = p
      child = c
    }
    #expect(parent == nil && child == nil)
  }

  // A child outlives a released parent without keeping it alive.
  @Test func childDoesNotRetainParent() {
    weak var parent: UIViewController?
    let child = UIViewController()
    do {
      let p = UIViewController()
      p.addChild(child)
      parent = p
    }
    #expect(parent == nil)
    #expect(child.parent == nil)
  }

  // window → root → navigation stack; popped controllers are released after the transition.
  @Test func navigationStackAndPoppedControllers() {
    freshRuntime()
    weak var nav: UINavigationController?
    weak var root: UIViewController?
    weak var popped: UIViewController?
    do {
      let r = UIViewController()
      let n = UINavigationController(rootViewController: r)
      let window = UIWindow()
      window.rootViewController = n
      window.makeKeyAndVisible()
      MainQueue.drain()
      let p = UIViewController()
      n.pushViewController(p, animated: true)
      MainQueue.drain()
      n.popViewController(animated: true)
      popped = p
      nav = n
      root = r
    }
    MainQueue.drain()
    #expect(popped == nil)
    #expect(nav == nil && root == nil, "the window went away with the scope and took the stack")
  }

  // Queued transitions keep their controllers until they run (as UIKit's transition machinery does), then let go.
  @Test func queuedTransitionsReleaseAfterDraining() {
    freshRuntime()
    weak var nav: UINavigationController?
    weak var pushed: UIViewController?
    do {
      let n = UINavigationController(rootViewController: UIViewController())
      let p = UIViewController()
      n.pushViewController(p, animated: true)
      nav = n
      pushed = p
    }
    #expect(MainQueue.isEmpty == false)
    MainQueue.drain()
    #expect(nav == nil && pushed == nil)
  }

  // presenter → presented (strong until dismissed), presented → presenter (weak), presentation controller.
  @Test func presentationEdges() {
    freshRuntime()
    let root = UIViewController()
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    MainQueue.drain()
    weak var presented: UIViewController?
    weak var presentationController: UIPresentationController?
    do {
      let m = UIViewController()
      root.present(m, animated: true)
      MainQueue.drain()
      presented = m
      presentationController = m.presentationController
    }
    #expect(presented != nil, "the presenter keeps what it presents")
    root.dismiss(animated: true)
    MainQueue.drain()
    #expect(presented == nil && presentationController == nil)
    withExtendedLifetime(window) {}
  }

  // A released presenter releases its presentation.
  @Test func releasedPresenterReleasesPresented() {
    freshRuntime()
    weak var presenter: UIViewController?
    weak var presented: UIViewController?
    do {
      let window = UIWindow()
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      MainQueue.drain()
      let m = UIViewController()
      m.modalPresentationStyle = .fullScreen
      root.present(m, animated: false)
      MainQueue.drain()
      presenter = root
      presented = m
    }
    MainQueue.drain()
    #expect(presenter == nil && presented == nil)
  }

  // Window → root; replacing the root releases the old one.
  @Test func windowRootReplacement() {
    freshRuntime()
    let window = UIWindow()
    weak var old: UIViewController?
    do {
      let r = UIViewController()
      window.rootViewController = r
      window.makeKeyAndVisible()
      MainQueue.drain()
      old = r
    }
    window.rootViewController = UIViewController()
    MainQueue.drain()
    #expect(old == nil)
  }

  // Tabs: removed tabs are released; the selection does not retain beyond the tabs.
  @Test func tabsReleased() {
    let tabs = UITabBarController()
    weak var first: UIViewController?
    do {
      let a = UIViewController()
      tabs.viewControllers = [a, UIViewController()]
      first = a
    }
    tabs.viewControllers = [UIViewController()]
    MainQueue.drain()
    #expect(first == nil)
  }

  // tab bar → More → overflow tabs (a borrowed navigation stack included): all released with the window.
  @Test(arguments: [false, true])
  func moreAndOverflowTabsReleased(keepingMore: Bool) {
    freshRuntime()
    weak var tabBar: UITabBarController?
    weak var overflowRoot: UIViewController?
    weak var plainOverflow: UIViewController?
    var keptMore: UINavigationController?
    do {
      let tabs = UITabBarController()
      let root = UIViewController()
      let plain = UIViewController()
      tabs.viewControllers =
        (1...4).map { _ in UIViewController() } + [plain, UINavigationController(rootViewController: root)]
      let window = UIWindow(device: .iPhone)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      tabs.selectedIndex = 5
      MainQueue.drain()
      if keepingMore { keptMore = tabs.moreNavigationController }
      window.rootViewController = nil
      MainQueue.drain()
      (tabBar, overflowRoot, plainOverflow) = (tabs, root, plain)
    }
    MainQueue.drain()
    #expect(tabBar == nil && plainOverflow == nil)
    if let keptMore {
      // More kept by app code keeps what it shows, but not the tab bar controller.
      #expect(overflowRoot != nil && keptMore.viewControllers.last === overflowRoot)
      #expect(keptMore.tabBarController == nil)
    } else {
      #expect(overflowRoot == nil)
    }
  }

  // Split: a replaced secondary is released.
  @Test func splitSecondaryReleased() {
    let split = UISplitViewController()
    weak var secondary: UIViewController?
    do {
      let s = UIViewController()
      split.viewControllers = [UINavigationController(rootViewController: UIViewController()), s]
      secondary = s
    }
    split.showDetailViewController(UIViewController(), sender: nil)
    MainQueue.drain()
    #expect(secondary == nil)
  }

  // Delegates and action targets are weak.
  @Test func delegatesAndTargetsAreWeak() {
    weak var navDelegate: DelegateRecorder?
    weak var target: UIViewController?
    let nav = UINavigationController()
    let button = UIButton()
    do {
      let d = DelegateRecorder(Trace())
      nav.delegate = d
      navDelegate = d
      let t = UIViewController()
      button.addTarget(t, action: Selector("tap:"), for: .touchUpInside)
      target = t
    }
    #expect(navDelegate == nil && target == nil)
    button.sendActions(for: .touchUpInside)
  }

  // Controller ↔ view: the view does not keep its controller.
  @Test func viewDoesNotRetainController() {
    let view: UIView
    weak var controller: UIViewController?
    do {
      let c = UIViewController()
      view = c.view
      controller = c
    }
    #expect(controller == nil)
    #expect(view.next == nil)
  }
}
