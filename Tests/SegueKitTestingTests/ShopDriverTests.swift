import Foundation
import SegueKitTesting
import SegueTestSupport
import Shop
import Testing

/// The driver on the bundled example app, launched from its Info.plist: whole snapshots and traces after each step.
/// Each test launches its own app inside its body (suites run in parallel; a test body runs uninterrupted).
@MainActor
@Suite struct ShopDriverTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Shop")

  static let launchState = ShopSnapshots.launch
  static let detailState = ShopSnapshots.grinderDetail

  /// The scene manifest's storyboard in a key window; the launch's life cycle is the first trace (Storyboards §8.3).
  @Test(.tags(.spec8_3)) func launchesFromTheInfoPlist() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    #expect(app.snapshot.description == Self.launchState)
    #expect(
      app.takeTrace().map(\.description) == [
        "RootTabBarController.viewDidLoad",
        "RootTabBarController.viewWillAppear(false)",
        "RootTabBarController.viewIsAppearing(false)",
        "UINavigationController(Products).viewDidLoad",
        "UINavigationController(Products).viewWillAppear(false)",
        "UINavigationController(Products).viewIsAppearing(false)",
        "Products.viewDidLoad",
        "Products.viewWillAppear(false)",
        "Products.viewIsAppearing(false)",
        "RootTabBarController.viewDidAppear(false)",
        "UINavigationController(Products).viewDidAppear(false)",
        "Products.viewDidAppear(false)",
      ])
    #expect(app.consoleMessages == [])
    #expect(app.exceptions == [])
  }

  /// The snapshot is a value: the same state built by hand compares equal.
  @Test func snapshotIsAnEquatableValue() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    let products = ControllerSnapshot(className: "ProductListViewController", title: "Products")
    let shop = ControllerSnapshot(className: "UINavigationController", content: .navigation(stack: [products]))
    let root = ControllerSnapshot(
      className: "RootTabBarController",
      content: .tabs(titles: ["Shop", "Library", "Settings"], selectedIndex: 0, selected: shop))
    #expect(app.snapshot == NavigationSnapshot(device: "iPhone 16", orientation: .portrait, root: root))
  }

  /// Tapping a row's title selects it: the prototype cell's show segue pushes the product, whose container view
  /// embeds the reviews (Segues §2.5, §2.6).
  @Test(.tags(.spec2_5)) func tappingARowPushesItsDetail() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    _ = app.takeTrace()
    try app.tap("Grinder")
    #expect(app.snapshot.description == Self.detailState)
    #expect(
      app.takeTrace().map(\.description) == [
        "ReviewsViewController.viewDidLoad",
        "Grinder.viewDidLoad",
        "Products.viewWillDisappear(true)",
        "Grinder.viewWillAppear(true)",
        "Grinder.viewIsAppearing(true)",
        "ReviewsViewController.viewWillAppear(true)",
        "ReviewsViewController.viewIsAppearing(true)",
        "Products.viewDidDisappear(true)",
        "Grinder.viewDidAppear(true)",
        "ReviewsViewController.viewDidAppear(true)",
      ])
    #expect(
      app.elements.map(\.description) == [
        "back button 'Products'", "bar button 'Share'", "label 'Grinder' #product.name", "button 'Buy' #product.buy",
        "label 'No reviews yet'", "tab 'Shop'", "tab 'Library'", "tab 'Settings'",
      ])
  }

  /// Buy → form sheet → Continue → Done unwinds two levels up and out of the sheet; the sheet's controllers go
  /// away (Segues §5.5).
  @Test(.tags(.spec5_5)) func checkoutAndUnwindToTheList() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    try app.tap("Grinder")
    try app.tap(identifier: "product.buy")
    try app.tap("Continue")
    #expect(
      app.snapshot.description == Self.detailState + """

          presents(formSheet) UINavigationController
            [0] Checkout (CheckoutViewController)
            [1] Confirm (ConfirmViewController)
        """)
    _ = app.takeTrace()
    try app.tap("Done")
    #expect(app.snapshot.description == Self.launchState)
    #expect(
      app.takeTrace().map(\.description) == [
        "UINavigationController(Checkout).viewWillDisappear(true)",
        "Confirm.viewWillDisappear(true)",
        "Grinder.viewWillDisappear(true)",
        "ReviewsViewController.viewWillDisappear(true)",
        "Products.viewWillAppear(true)",
        "Products.viewIsAppearing(true)",
        "Grinder.viewDidDisappear(true)",
        "ReviewsViewController.viewDidDisappear(true)",
        "Products.viewDidAppear(true)",
        "UINavigationController(Checkout).viewDidDisappear(true)",
        "Confirm.viewDidDisappear(true)",
        "ReviewsViewController.deinit",
        "Grinder.deinit",
        "UINavigationController(Checkout).deinit",
        "Checkout.deinit",
        "Confirm.deinit",
      ])
  }

  /// Swiping the sheet down dismisses it interactively (Presentation §4.8); rotating an iPhone makes a form sheet full
  /// screen (Presentation §4.5, Adaptivity §9).
  @Test(.tags(.spec4_8)) func sheetAdaptsToLandscapeAndSwipesDown() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    try app.tap("Grinder")
    try app.tap("Buy")
    try app.rotate()
    #expect(
      app.snapshot.description == Self.detailState.replacingOccurrences(of: "portrait", with: "landscapeLeft") + """

          presents(formSheet→fullScreen) UINavigationController
            [0] Checkout (CheckoutViewController)
        """)
    try app.rotate(to: .portrait)
    _ = app.takeTrace()
    try app.swipeDown()
    #expect(app.snapshot.description == Self.detailState)
    #expect(
      app.takeTrace().map(\.description) == [
        "UINavigationController(Checkout).viewWillDisappear(true)",
        "Checkout.viewWillDisappear(true)",
        "UINavigationController(Checkout).viewDidDisappear(true)",
        "Checkout.viewDidDisappear(true)",
        "UINavigationController(Checkout).deinit",
        "Checkout.deinit",
      ])
  }

  /// `performSegue` from the innermost controller that has the identifier; the popover adapts to a sheet on an
  /// iPhone (Segues §2.1, Presentation §4.5).
  @Test(.tags(.spec2_1)) func performsASegueByIdentifier() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    try app.tap("Grinder")
    try app.performSegue("Share")
    #expect(
      app.snapshot.presentationChain.map(\.styleName) == ["popover→formSheet"]
        && app.snapshot.presentationChain.map(\.controller.name) == ["Share"])
    #expect(throws: SegueAppError.self) { try app.performSegue("Nowhere") }
  }

  /// On an iPad the split view is expanded; a static cell shows its category in the detail column (Containers §3.3).
  @Test(.tags(.spec3_3)) func splitViewOnAnIPad() throws {
    let app = try SegueApp.launch(appFolder: Self.folder, device: .iPad)
    try app.tap("Library")
    try app.select(row: 1)
    #expect(
      app.snapshot.description == """
        iPad Pro 13-inch, portrait
        RootTabBarController tabs=[Shop, *Library, Settings]
          UISplitViewController expanded
            column 0 UINavigationController
              [0] Categories (CategoriesViewController)
            column 1 UINavigationController
              [0] Music (CategoryViewController)
        """)
    try app.setDevice(.iPadSlideOver)
    #expect(
      app.snapshot.description == """
        iPad (Slide Over), portrait
        RootTabBarController tabs=[Shop, *Library, Settings]
          UISplitViewController collapsed
            column UINavigationController
              [0] Categories (CategoriesViewController)
              [1] UINavigationController
                [0] Music (CategoryViewController)
        """)
  }

  /// The app's own controllers are reachable to check what segues passed along (Segues §2.2 prepare).
  @Test(.tags(.spec2_2)) func visibleControllersByClass() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    try app.tap("Pour-over kettle")
    #expect(try app.visible(ProductDetailViewController.self).product == Product.catalogue[1])
    try app.tap("Buy")
    #expect(try app.visible(CheckoutViewController.self).product == Product.catalogue[1])
    let error = try #require(throws: SegueAppError.self) { try app.visible(ConfirmViewController.self) }
    #expect(
      error.message
        == "no ConfirmViewController on screen; visible: 'UINavigationController(Checkout)', 'Checkout'")
  }

  /// A scene delegate given to the launch connects as on iOS, and keeps the storyboard's window (Storyboards §8.3).
  @Test(.tags(.spec8_3)) func launchesWithTheAppsSceneDelegate() throws {
    final class SceneDelegate: UIWindowSceneDelegate {
      var window: UIWindow?
      var connections = 0
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        connections += 1
      }
    }
    let delegate = SceneDelegate()
    let app = try SegueApp.launch(appFolder: Self.folder, sceneDelegate: delegate)
    #expect(delegate.connections == 1)
    #expect(delegate.window === app.window)
    #expect(app.snapshot.description == Self.launchState)
  }

  /// Failures say what was asked for and what is there instead.
  @Test func failuresExplainThemselves() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    var messages: [String] = []
    func attempt(_ step: () throws -> Void) {
      do { try step() } catch { messages.append("\(error)") }
    }
    attempt { try app.tap("Buy") }
    attempt { try app.back() }
    attempt { try app.swipeDown() }
    attempt { try app.select(row: 7) }
    attempt { try app.performSegue("Checkout") }
    try app.tap("Grinder")
    attempt { try app.tap("Grinder") }
    attempt { try app.tap("product.name") }
    #expect(
      messages == [
        "no element titled 'Buy' on screen; visible: 'Espresso cup', 'Pour-over kettle', 'Grinder', 'Shop', 'Library', "
          + "'Settings'",
        "no back button on screen: 'Products' is at the root of its navigation stack",
        "nothing is presented: there is no sheet to swipe down",
        "no row 7 in section 0: it has 3 rows",
        "no controller on screen has a segue 'Checkout'; on screen: 'Products', 'UINavigationController', "
          + "'RootTabBarController'",
        "the label titled 'Grinder' does not respond to taps",
        "the label titled 'product.name' does not respond to taps",
      ])
  }

  /// A UIKit exception raised by a step is captured and thrown with UIKit's name and reason (design decision 3).
  @Test func uikitExceptionsAreCapturedAndThrown() throws {
    let app = try SegueApp.launch(appFolder: Self.folder)
    let navigation = try #require(
      app.visibleViewControllers.first { $0 is UINavigationController } as? UINavigationController)
    let products = try #require(navigation.topViewController)
    let error = try #require(throws: SegueAppError.self) {
      try app.step { navigation.pushViewController(products, animated: false) }
    }
    #expect(error.exceptions.map(\.name) == [.invalidArgument])
    #expect(app.exceptions == error.exceptions)
    #expect(app.snapshot.description == Self.launchState)
  }

  /// A scene launched by Storyboard ID from a storyboard file; the custom segue presents without animation.
  @Test func launchesASceneOfAStoryboard() throws {
    let storyboard = Self.folder.appendingPathComponent("Base.lproj/Settings.storyboard")
    let app = try SegueApp.launch(storyboard: storyboard, scene: "Settings")
    try app.tap("About")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        Settings (SettingsViewController)
          presents(formSheet) About (AboutViewController)
        """)
  }

  @Test func launchErrorsNameThePath() throws {
    let missing = Self.folder.appendingPathComponent("Nowhere")
    let error = try #require(throws: SegueAppError.self) { try SegueApp.launch(appFolder: missing) }
    #expect(error.message == "no Info.plist in '\(missing.path)'; pass a storyboard file instead")
  }
}
