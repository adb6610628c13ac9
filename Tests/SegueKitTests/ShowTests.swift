import Foundation
import SegueKit
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

@MainActor
@Suite struct ShowTests {
  // §3.1 / §3.3: show from a child of a navigation controller pushes; a nil sender becomes the receiver.
  @Test func showPushesInNavigation_spec3_2() {
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
  @Test func showFallsBackToPresentationFromTopOfWindow_spec3_2() {
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
  @Test func showDetailInNavigationWithoutSplitPresents_spec3_3() {
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
  @Test func showFromPresentedPushesBehindModal_spec3_1_inferred() {
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
  @Test func canPerformActionOptOut_spec3_1() {
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
  @Test func tabBarControllerIsNotAShowTarget_spec3_3() {
    let tabContent = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [tabContent]
    _ = showInWindow(tabs)
    let b = UIViewController()
    tabContent.show(b, sender: nil)
    #expect(b.presentingViewController === tabs)
  }

  // §3.2: a hierarchy that is in no window cannot fall back to presenting: the attempt is logged [I for text].
  @Test func showWithoutWindowLogs_spec3_2_inferred() {
    freshRuntime()
    let loose = UIViewController()
    let b = UIViewController()
    loose.show(b, sender: nil)
    #expect(b.presentingViewController == nil)
    #expect(Console.messages == ["Attempt to present \(b) on \(loose) (from \(loose)) whose view is not in the window hierarchy."])
  }
}
