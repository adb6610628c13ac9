import Foundation
import SegueKit
import SegueTestSupport
import Shop
import Testing

/// The bundled example app, driven as a user would: real storyboards, real view-controller classes
/// (Segues §2.5 triggers, §2.6 embed, Containers §3 show/showDetail, Segues §5 unwind, Storyboards §8.2 references).
@MainActor
@Suite struct ShopExampleTests {
  static let bundle = Bundle(
    path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Shop").path)!

  /// The app's initial controller in a visible window. Set up inside each test: suites run in parallel, and a
  /// test body is the unit that runs without interruption on the main actor.
  func launch(on device: DevicePreset = .iPhone) throws -> (tabs: UITabBarController, shop: UINavigationController) {
    Runtime.fresh()
    let storyboard = UIStoryboard(name: "Main", bundle: Self.bundle)
    let tabs = try #require(storyboard.instantiateInitialViewController() as? RootTabBarController)
    Runtime.show(tabs, device: device)
    return (tabs, try #require(tabs.viewControllers?.first as? UINavigationController))
  }

  @Test(.tags(.spec8_1)) func launchShowsTheTabsWithTheirStoryboardContent() throws {
    let (tabs, _) = try launch()
    #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Shop", "Library", "Settings"])
    #expect(Console.messages == [])
    #expect(
      tabs.hierarchyDump() == """
        RootTabBarController appeared selected=0
          | child UINavigationController appeared stack=1 displayed=Products
          |   | child Products appeared
          | child UISplitViewController disappeared classic expanded
          |   | child UINavigationController disappeared stack=1
          |   |   | child Categories disappeared
          |   | child UINavigationController disappeared stack=1
          |   |   | child Category disappeared
          | child UINavigationController disappeared stack=1
          |   | child Settings disappeared
        """)
  }

  /// Selecting a prototype cell fires its show segue; prepare passes the product; the detail's outlet is
  /// connected and its container view embeds the reviews while the view loads.
  @Test(.tags(.spec2_5)) func selectingAProductShowsItsDetail() throws {
    let (_, shop) = try launch()
    let list = try #require(shop.topViewController as? ProductListViewController)
    list.tableView.simulateUserSelection(at: IndexPath(row: 1, section: 0))
    MainQueue.drain()
    let detail = try #require(shop.topViewController as? ProductDetailViewController)
    #expect(detail.product?.name == "Pour-over kettle")
    #expect(detail.nameLabel.text == "Pour-over kettle")
    #expect(detail.view.descendant(withAccessibilityIdentifier: "product.name") === detail.nameLabel)
    let reviews = try #require(detail.children.first as? ReviewsViewController)
    #expect(reviews.product?.name == "Pour-over kettle")
    #expect(reviews.view.superview?.superview === detail.view)
  }

  /// Buy → checkout sheet → Continue → Confirm → Done unwinds two levels up, out of the sheet.
  @Test(.tags(.spec5_5)) func checkoutAndUnwindBackToTheList() throws {
    let (tabs, shop) = try launch()
    let list = try #require(shop.topViewController as? ProductListViewController)
    list.tableView.simulateUserSelection(at: IndexPath(row: 2, section: 0))
    MainQueue.drain()
    let detail = try #require(shop.topViewController as? ProductDetailViewController)
    try #require(detail.view.descendant(withAccessibilityIdentifier: "product.buy") as? UIButton).simulateTap()
    MainQueue.drain()
    let sheet = try #require(tabs.presentedViewController as? UINavigationController)
    #expect(sheet.modalPresentationStyle == .formSheet)
    let checkout = try #require(sheet.topViewController as? CheckoutViewController)
    #expect(checkout.product?.name == "Grinder")
    let continueButton = try #require(checkout.view.subviews.first as? UIButton)
    continueButton.simulateTap()
    MainQueue.drain()
    let confirm = try #require(sheet.topViewController as? ConfirmViewController)
    #expect(confirm.order?.name == "Grinder")
    try #require(confirm.navigationItem.rightBarButtonItem).simulateTap()
    MainQueue.drain()
    #expect(tabs.presentedViewController == nil)
    #expect(shop.viewControllers.map(\.title) == ["Products"])
    #expect(list.lastOrder?.name == "Grinder")
  }

  /// Share is a popover anchored to its bar button item.
  @Test(.tags(.spec1_2)) func shareIsAnAnchoredPopover() throws {
    let (tabs, shop) = try launch()
    let list = try #require(shop.topViewController as? ProductListViewController)
    list.tableView.simulateUserSelection(at: IndexPath(row: 0, section: 0))
    MainQueue.drain()
    let detail = try #require(shop.topViewController as? ProductDetailViewController)
    let share = try #require(detail.navigationItem.rightBarButtonItem)
    share.simulateTap()
    let popover = try #require(tabs.presentedViewController as? ShareViewController)
    #expect(popover.modalPresentationStyle == .popover)
    #expect(popover.popoverPresentationController?.barButtonItem === share)
  }

  /// On an iPad (regular width) a static cell of the split view's primary column shows its category in the
  /// detail column [Containers §3.3, §7.3].
  @Test(.tags(.spec3_2)) func staticCellShowsDetailInTheSplitView() throws {
    let (tabs, _) = try launch(on: .iPad)
    tabs.selectedIndex = 1
    MainQueue.drain()
    let split = try #require(tabs.selectedViewController as? UISplitViewController)
    let primary = try #require(split.viewControllers.first as? UINavigationController)
    let categories = try #require(primary.topViewController as? CategoriesViewController)
    categories.tableView.simulateUserSelection(at: IndexPath(row: 1, section: 0))
    MainQueue.drain()
    let detail = try #require(split.viewControllers.last as? UINavigationController)
    #expect((detail.topViewController as? CategoryViewController)?.category == "Music")
  }

  /// The Settings tab comes from a second storyboard; About is a custom segue presenting without animation.
  @Test(.tags(.spec8_2)) func settingsFromAReferencedStoryboardAndACustomSegue() throws {
    let (tabs, _) = try launch()
    tabs.selectedIndex = 2
    MainQueue.drain()
    let settingsNavigation = try #require(tabs.selectedViewController as? UINavigationController)
    let settings = try #require(settingsNavigation.topViewController as? SettingsViewController)
    #expect(settings.storyboard !== tabs.storyboard)
    try #require(settings.view.subviews.first as? UIButton).simulateTap()
    let about = try #require(tabs.presentedViewController as? AboutViewController)
    #expect(about.modalTransitionStyle == .crossDissolve)
  }
}
