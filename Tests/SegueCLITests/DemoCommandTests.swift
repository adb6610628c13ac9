import Foundation
import Testing

/// `segue demo` end to end (issue 5, point 7). The whole output is compared: every step prints the navigation
/// state and the life-cycle trace, and both are deterministic (virtual clock, no addresses, no absolute paths), so
/// any change in the runtime's behaviour on the example app shows up here as a readable diff.
@Suite struct DemoCommandTests {
  @Test func demoTourOfTheExampleApp() throws {
    let result = try SegueProcess.run(["demo"])
    #expect(result.standardError == "")
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.expected)
  }

  /// The example app is found from the executable's folder too, not only from the current folder.
  @Test func demoFindsTheExampleFromTheExecutable() throws {
    let result = try SegueProcess.run(["demo"], in: FileManager.default.temporaryDirectory)
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.expected)
  }

  @Test func rootHelpListsRunAndDemo() throws {
    let result = try SegueProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains(
        """
          run                     Launch an app folder or a storyboard headlessly and
                                  drive its navigation.
          demo                    Run the bundled Shop example through a short tour,
                                  printing the navigation state and life cycle.
        """))
  }

  @Test func missingExampleFolderExitsOne() throws {
    let result = try SegueProcess.run(["demo", "--app", "Nowhere"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError == "error: cannot launch the example app in 'Nowhere': no Info.plist in '"
        + SegueProcess.packageRoot.appendingPathComponent("Nowhere").path + "'; pass a storyboard file instead\n")
  }

  static let expected = """
    SegueKit demo: the Shop example app, run headlessly from its storyboards on a simulated iPhone.

    Step 0: launch from Info.plist (scene manifest, Main.storyboard's initial view controller)
    iPhone 16, portrait
    RootTabBarController tabs=[*Shop, Library, Settings]
      UINavigationController
        [0] Products (ProductListViewController)
    life cycle:
      RootTabBarController.viewDidLoad
      RootTabBarController.viewWillAppear(false)
      RootTabBarController.viewIsAppearing(false)
      UINavigationController(Products).viewDidLoad
      UINavigationController(Products).viewWillAppear(false)
      UINavigationController(Products).viewIsAppearing(false)
      Products.viewDidLoad
      Products.viewWillAppear(false)
      Products.viewIsAppearing(false)
      RootTabBarController.viewDidAppear(false)
      UINavigationController(Products).viewDidAppear(false)
      Products.viewDidAppear(false)

    Step 1: tap "Grinder"  — a prototype cell's show segue pushes the product; its container view embeds the reviews
    iPhone 16, portrait
    RootTabBarController tabs=[*Shop, Library, Settings]
      UINavigationController
        [0] Products (ProductListViewController)
        [1] Grinder (ProductDetailViewController)
          embeds ReviewsViewController
    life cycle:
      ReviewsViewController.viewDidLoad
      Grinder.viewDidLoad
      Products.viewWillDisappear(true)
      Grinder.viewWillAppear(true)
      Grinder.viewIsAppearing(true)
      ReviewsViewController.viewWillAppear(true)
      ReviewsViewController.viewIsAppearing(true)
      Products.viewDidDisappear(true)
      Grinder.viewDidAppear(true)
      ReviewsViewController.viewDidAppear(true)

    Step 2: tap "Buy"  — a presentation segue shows the checkout as a form sheet
    iPhone 16, portrait
    RootTabBarController tabs=[*Shop, Library, Settings]
      UINavigationController
        [0] Products (ProductListViewController)
        [1] Grinder (ProductDetailViewController)
          embeds ReviewsViewController
      presents(formSheet) UINavigationController
        [0] Checkout (CheckoutViewController)
    life cycle:
      UINavigationController(Checkout).viewDidLoad
      UINavigationController(Checkout).viewWillAppear(true)
      UINavigationController(Checkout).viewIsAppearing(true)
      Checkout.viewDidLoad
      Checkout.viewWillAppear(true)
      Checkout.viewIsAppearing(true)
      UINavigationController(Checkout).viewDidAppear(true)
      Checkout.viewDidAppear(true)

    Step 3: tap "Continue"  — a show segue inside the sheet's navigation controller
    iPhone 16, portrait
    RootTabBarController tabs=[*Shop, Library, Settings]
      UINavigationController
        [0] Products (ProductListViewController)
        [1] Grinder (ProductDetailViewController)
          embeds ReviewsViewController
      presents(formSheet) UINavigationController
        [0] Checkout (CheckoutViewController)
        [1] Confirm (ConfirmViewController)
    life cycle:
      Confirm.viewDidLoad
      Checkout.viewWillDisappear(true)
      Confirm.viewWillAppear(true)
      Confirm.viewIsAppearing(true)
      Checkout.viewDidDisappear(true)
      Confirm.viewDidAppear(true)

    Step 4: tap "Done"  — an unwind segue two levels up: the sheet is dismissed and the stack pops to the list
    iPhone 16, portrait
    RootTabBarController tabs=[*Shop, Library, Settings]
      UINavigationController
        [0] Products (ProductListViewController)
    life cycle:
      UINavigationController(Checkout).viewWillDisappear(true)
      Confirm.viewWillDisappear(true)
      Grinder.viewWillDisappear(true)
      ReviewsViewController.viewWillDisappear(true)
      Products.viewWillAppear(true)
      Products.viewIsAppearing(true)
      Grinder.viewDidDisappear(true)
      ReviewsViewController.viewDidDisappear(true)
      Products.viewDidAppear(true)
      UINavigationController(Checkout).viewDidDisappear(true)
      Confirm.viewDidDisappear(true)
      ReviewsViewController.deinit
      Grinder.deinit
      UINavigationController(Checkout).deinit
      Checkout.deinit
      Confirm.deinit

    Step 5: tap "Library"  — the second tab: a split view, collapsed on an iPhone
    iPhone 16, portrait
    RootTabBarController tabs=[Shop, *Library, Settings]
      UISplitViewController collapsed
        column UINavigationController
          [0] Categories (CategoriesViewController)
          [1] UINavigationController
            [0] Category (CategoryViewController)
    life cycle:
      UISplitViewController.viewDidLoad
      UISplitViewController.viewWillAppear(false)
      UISplitViewController.viewIsAppearing(false)
      UINavigationController(Categories).viewDidLoad
      UINavigationController(Categories).viewWillAppear(false)
      UINavigationController(Categories).viewIsAppearing(false)
      UINavigationController(Category).viewDidLoad
      UINavigationController(Category).viewWillAppear(false)
      UINavigationController(Category).viewIsAppearing(false)
      Category.viewDidLoad
      Category.viewWillAppear(false)
      Category.viewIsAppearing(false)
      UINavigationController(Products).viewWillDisappear(false)
      Products.viewWillDisappear(false)
      UINavigationController(Products).viewDidDisappear(false)
      Products.viewDidDisappear(false)
      UISplitViewController.viewDidAppear(false)
      UINavigationController(Categories).viewDidAppear(false)
      UINavigationController(Category).viewDidAppear(false)
      Category.viewDidAppear(false)

    Step 6: device ipad  — an iPad is regular width: the split view expands into two columns
    iPad Pro 13-inch, portrait
    RootTabBarController tabs=[Shop, *Library, Settings]
      UISplitViewController expanded
        column 0 UINavigationController
          [0] Categories (CategoriesViewController)
        column 1 UINavigationController
          [0] Category (CategoryViewController)
    life cycle:
      Categories.viewDidLoad
      Categories.viewWillAppear(false)
      Categories.viewIsAppearing(false)
      Categories.viewDidAppear(false)

    Step 7: tap "Music"  — a static cell's showDetail segue replaces the detail column
    iPad Pro 13-inch, portrait
    RootTabBarController tabs=[Shop, *Library, Settings]
      UISplitViewController expanded
        column 0 UINavigationController
          [0] Categories (CategoriesViewController)
        column 1 UINavigationController
          [0] Music (CategoryViewController)
    life cycle:
      UINavigationController(Category).viewDidLoad
      UINavigationController(Category).viewWillDisappear(false)
      Category.viewWillDisappear(false)
      UINavigationController(Category).viewWillAppear(false)
      UINavigationController(Category).viewIsAppearing(false)
      Music.viewDidLoad
      Music.viewWillAppear(false)
      Music.viewIsAppearing(false)
      UINavigationController(Category).viewDidDisappear(false)
      Category.viewDidDisappear(false)
      UINavigationController(Music).viewDidAppear(false)
      Music.viewDidAppear(false)
      UINavigationController(Category).deinit
      Category.deinit

    Step 8: tap "Settings"  — the third tab comes from a second storyboard through a storyboard reference
    iPad Pro 13-inch, portrait
    RootTabBarController tabs=[Shop, Library, *Settings]
      UINavigationController
        [0] Settings (SettingsViewController)
    life cycle:
      UINavigationController(Settings).viewDidLoad
      UINavigationController(Settings).viewWillAppear(false)
      UINavigationController(Settings).viewIsAppearing(false)
      Settings.viewDidLoad
      Settings.viewWillAppear(false)
      Settings.viewIsAppearing(false)
      UISplitViewController.viewWillDisappear(false)
      UINavigationController(Categories).viewWillDisappear(false)
      Categories.viewWillDisappear(false)
      UINavigationController(Music).viewWillDisappear(false)
      Music.viewWillDisappear(false)
      UISplitViewController.viewDidDisappear(false)
      UINavigationController(Categories).viewDidDisappear(false)
      Categories.viewDidDisappear(false)
      UINavigationController(Music).viewDidDisappear(false)
      Music.viewDidDisappear(false)
      UINavigationController(Settings).viewDidAppear(false)
      Settings.viewDidAppear(false)

    Step 9: tap "About"  — a custom segue class presents without animation
    iPad Pro 13-inch, portrait
    RootTabBarController tabs=[Shop, Library, *Settings]
      UINavigationController
        [0] Settings (SettingsViewController)
      presents(formSheet) About (AboutViewController)
    life cycle:
      About.viewDidLoad
      About.viewWillAppear(false)
      About.viewIsAppearing(false)
      About.viewDidAppear(false)

    Next: 'swift run segue run Examples/Shop' to drive it yourself; 'swift test' runs the tests.

    """
}
