import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A navigation controller that records the sender `show` receives.
@MainActor
private final class SenderRecordingNavigationController: UINavigationController {
  var senders: [String] = []
  var refusesShow = false

  override func show(_ vc: UIViewController, sender: Any?) {
    senders.append((sender as? UIViewController)?.title ?? (sender as? String) ?? "nil")
    super.show(vc, sender: sender)
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    refusesShow ? false : super.canPerformAction(action, withSender: sender)
  }
}

/// A custom container that overrides only `show` and records what it is asked to show.
@MainActor
private class ShowingContainer: UIViewController {
  var shown: [String] = []

  override func show(_ vc: UIViewController, sender: Any?) {
    shown.append("show \(vc.title ?? "?") from \((sender as? UIViewController)?.title ?? "nil")")
  }
}

/// Inherits the override; UIKit's check is relative to UIViewController, so it still counts.
@MainActor
private final class ShowingContainerSubclass: ShowingContainer {}

/// A custom container that overrides only `showDetailViewController`.
@MainActor
private final class DetailShowingContainer: UIViewController {
  var shown: [String] = []

  override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    shown.append(
      "showDetail \(vc.title ?? "?") from \((sender as? UIViewController)?.title ?? (sender as? String) ?? "nil")")
  }
}

/// Overrides something else: not a show target.
@MainActor
private final class UnrelatedOverride: UIViewController {
  override func viewDidLoad() { super.viewDidLoad() }
}

@MainActor
@Suite struct ShowTests {
  // §3.1 / §3.3: show from a child of a navigation controller pushes; a nil sender becomes the receiver.
  @Test(.tags(.spec3_2)) func showPushesInNavigation() {
    let a = UIViewController()
    a.title = "A"
    let nav = SenderRecordingNavigationController(rootViewController: a)
    _ = showInWindow(nav)
    let b = UIViewController()
    #expect(a.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === nav)
    a.show(b, sender: nil)
    #expect(nav.viewControllers == [a, b])
    let c = UIViewController()
    b.show(c, sender: "button")
    #expect(nav.senders == ["A", "button"])
  }

  // §3.2 step 3: without a target the top of the window's presentation stack presents.
  @Test(.tags(.spec3_2)) func showFallsBackToPresentationFromTopOfWindow() {
    let root = UIViewController()
    _ = showInWindow(root)
    let child = UIViewController()
    root.addChild(child)
    let first = UIViewController()
    child.show(first, sender: nil)
    #expect(first.presentingViewController === root)
    MainQueue.drain()
    let second = UIViewController()
    child.show(second, sender: nil)
    #expect(second.presentingViewController === first, "the anchor follows presentedViewController to the top")
  }

  // §3.3: UINavigationController does not override showDetail: with no split the detail is presented.
  @Test(.tags(.spec3_3)) func showDetailInNavigationWithoutSplitPresents() {
    let a = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    _ = showInWindow(nav)
    let detail = UIViewController()
    #expect(a.targetViewController(forAction: Selector("showDetailViewController:sender:"), sender: nil) == nil)
    a.showDetailViewController(detail, sender: nil)
    #expect(nav.viewControllers == [a])
    #expect(detail.presentingViewController === nav)
  }

  // §3.1 [I]: the search continues from a presented controller to its presenter, so show pushes behind the modal.
  @Test(.tags(.spec3_1, .inferred)) func showFromPresentedPushesBehindModal() {
    let a = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    _ = showInWindow(nav)
    let modal = UIViewController()
    a.present(modal, animated: false)
    MainQueue.drain()
    let b = UIViewController()
    modal.show(b, sender: nil)
    #expect(nav.viewControllers == [a, b])
    #expect(nav.presentedViewController === modal)
  }

  // §3.1: a controller opts out with canPerformAction(false) and the search goes on (here: to presentation).
  @Test(.tags(.spec3_1)) func canPerformActionOptOut() {
    let a = UIViewController()
    let nav = SenderRecordingNavigationController(rootViewController: a)
    nav.refusesShow = true
    _ = showInWindow(nav)
    let b = UIViewController()
    a.show(b, sender: nil)
    #expect(nav.viewControllers == [a])
    #expect(b.presentingViewController === nav)
  }

  // §7.2 / §3.3: a tab bar controller does not override show; a plain tab presents.
  @Test(.tags(.spec3_3)) func tabBarControllerIsNotAShowTarget() {
    let tabContent = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [tabContent]
    _ = showInWindow(tabs)
    let b = UIViewController()
    tabContent.show(b, sender: nil)
    #expect(b.presentingViewController === tabs)
  }

  // §3.2: a hierarchy that is in no window cannot fall back to presenting: the attempt is logged [I for text].
  @Test(.tags(.spec3_2, .inferred)) func showWithoutWindowLogs() {
    freshRuntime()
    let loose = UIViewController()
    let b = UIViewController()
    loose.show(b, sender: nil)
    #expect(b.presentingViewController == nil)
    #expect(
      Console.messages == [
        "Attempt to present \(b) on \(loose) (from \(loose)) whose view is not in the window hierarchy."
      ])
  }

  // §3.1 / §3.3: a custom container that overrides show(_:sender:) is the target for its descendants, found as
  // UIKit's +doesOverrideViewControllerMethod: finds it; the original receiver is forwarded as the sender.
  @Test(.tags(.spec3_1)) func customContainerOverridingShowIsTheTarget() {
    let container = ShowingContainer()
    let child = UIViewController()
    child.title = "Child"
    container.addChild(child)
    _ = showInWindow(container)
    let next = UIViewController()
    next.title = "Next"
    #expect(child.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === container)
    #expect(child.targetViewController(forAction: Selector("showDetailViewController:sender:"), sender: nil) == nil)
    child.show(next, sender: nil)
    #expect(container.shown == ["show Next from Child"])
    #expect(next.presentingViewController == nil)
  }

  // §3.1: the check is against UIViewController's implementation, so an inherited override counts; other
  // overrides do not make a class a target.
  @Test(.tags(.spec3_1)) func overrideDetectionIsRelativeToUIViewController() {
    let show = Selector("showViewController:sender:")
    let detail = Selector("showDetailViewController:sender:")
    let inherited = ShowingContainerSubclass()
    let unrelated = UnrelatedOverride()
    let detailContainer = DetailShowingContainer()
    let plain = UIViewController()
    #expect(inherited.targetViewController(forAction: show, sender: nil) === inherited)
    #expect(unrelated.targetViewController(forAction: show, sender: nil) == nil)
    #expect(plain.targetViewController(forAction: show, sender: nil) == nil)
    #expect(detailContainer.targetViewController(forAction: show, sender: nil) == nil)
    #expect(detailContainer.targetViewController(forAction: detail, sender: nil) === detailContainer)
    let nav = UINavigationController()
    #expect(nav.targetViewController(forAction: show, sender: nil) === nav)
    #expect(nav.targetViewController(forAction: detail, sender: nil) == nil)
    let split = UISplitViewController()
    #expect(split.targetViewController(forAction: show, sender: nil) === split)
    #expect(split.targetViewController(forAction: detail, sender: nil) === split)
    let tabs = UITabBarController()
    #expect(tabs.targetViewController(forAction: show, sender: nil) == nil)
  }

  // §3.3: showDetail from inside a custom detail container reaches its override; show goes past it.
  @Test(.tags(.spec3_3)) func customContainerOverridingShowDetail() {
    let container = DetailShowingContainer()
    let child = UIViewController()
    child.title = "Child"
    container.addChild(child)
    _ = showInWindow(container)
    let detail = UIViewController()
    detail.title = "Detail"
    child.showDetailViewController(detail, sender: nil)
    child.showDetailViewController(detail, sender: "cell")
    // §3.2 step 2: the original sender is forwarded, or the receiver when it is nil.
    #expect(container.shown == ["showDetail Detail from Child", "showDetail Detail from cell"])
    let other = UIViewController()
    child.show(other, sender: nil)
    #expect(container.shown.count == 2)
    #expect(other.presentingViewController === container)
  }
}
