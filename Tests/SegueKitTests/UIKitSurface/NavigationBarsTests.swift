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

/// `UINavigationItem`'s title, search and back-button settings, written as iOS code writes them.
///
/// Source: Apple's documentation of `UINavigationItem` (`largeTitleDisplayMode` defaults to `.automatic`,
/// `hidesSearchBarWhenScrolling` to `true`) and the raw values in UIKit's `UINavigationItem.h`.
@MainActor
@Suite struct NavigationItemTests {
  final class Stations: UITableViewController, UISearchResultsUpdating {
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.largeTitleDisplayMode = .never
      searchController.searchResultsUpdater = self
      navigationItem.searchController = searchController
      navigationItem.hidesSearchBarWhenScrolling = false
      navigationItem.setHidesBackButton(true, animated: false)
      navigationItem.setRightBarButton(
        UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
        animated: true)
    }

    func updateSearchResults(for searchController: UISearchController) {}
  }

  @Test func itemSettingsAreKept() {
    let stations = Stations(style: .plain)
    stations.loadViewIfNeeded()
    let item = stations.navigationItem
    #expect(item.largeTitleDisplayMode == .never)
    #expect(item.searchController === stations.searchController)
    #expect(!item.hidesSearchBarWhenScrolling && item.hidesBackButton)
    #expect(item.rightBarButtonItems?.map(\.title) == ["Edit"])
    #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
    let old = NSIndexPath(row: 3, section: 1)
    #expect(old.section == 1 && old.row == 3)
  }
}
