import Foundation
import SegueKit
import Testing

/// The navigation controller's bars and toolbar state, kept as set.
///
/// Source: Apple's documentation of `UINavigationController.isToolbarHidden` (default `true`),
/// `UIViewController.toolbarItems` ("the toolbar items … displayed when the view controller is the top item") and
/// `UINavigationBar.prefersLargeTitles`.
@MainActor
@Suite struct NavigationBarsTests {
  @Test func theToolbarShowsTheTopControllersItems() {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    _ = showInWindow(navigation)
    let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    first.setToolbarItems([share], animated: false)
    #expect(navigation.isToolbarHidden)
    navigation.setToolbarHidden(false, animated: true)
    #expect(!navigation.isToolbarHidden)
    #expect(navigation.toolbar.items?.map(\.title) == ["Share"])
    navigation.pushViewController(second, animated: false)
    MainQueue.drain()
    #expect(navigation.toolbar.items == nil)
    navigation.setNavigationBarHidden(true, animated: true)
    navigation.hidesBarsOnTap = true
    navigation.navigationBar.prefersLargeTitles = true
    #expect(
      navigation.isNavigationBarHidden && navigation.hidesBarsOnTap && navigation.navigationBar.prefersLargeTitles)
    #expect(navigation.interactivePopGestureRecognizer != nil)
    second.hidesBottomBarWhenPushed = true
    #expect(second.hidesBottomBarWhenPushed && !first.hidesBottomBarWhenPushed)
  }
}
