import Foundation
import SegueKitTesting
import Testing

/// What a tab shows when its controller is a navigation controller and the title comes from the controller inside it.
/// Apple's documentation of `UIViewController.title`: "If the view controller has a valid navigation item or tab-bar
/// item, assigning a value to this property updates the title text of those objects"; UIKit's `-[UIViewController
/// setTitle:]` sets the existing navigation item's and tab bar item's titles, then calls the parent's
/// `updateTitleForViewController:`. As apps report on iOS, the root controller's title (set in `viewDidLoad`) becomes
/// the tab's title and the last title set wins; a `tabBarItem` the child assigned before it was in a navigation
/// controller that has an item of its own is not shown.
@MainActor
@Suite struct TabTitleDriverTests {
  /// A tab's first screen that names itself when its view loads.
  final class Titled: UIViewController {
    let name: String
    init(name: String, childItem: String? = nil) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
      // Set before the child is in a navigation controller: the tab shows it only while that has no item of its own.
      if let childItem { tabBarItem = UITabBarItem(title: childItem, image: nil, tag: 0) }
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = name
    }
  }

  @Test func theRootControllersTitleBecomesItsNavigationControllersTab() throws {
    let feed = UINavigationController(rootViewController: Titled(name: "Feed"))
    let inbox = UINavigationController(rootViewController: Titled(name: "Inbox", childItem: "Mail"))
    inbox.tabBarItem = UITabBarItem(title: "Messages", image: nil, tag: 1)
    let settings = UINavigationController(rootViewController: UIViewController())
    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)
    let favorites = UINavigationController(rootViewController: Titled(name: "Starred"))
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    let tabs = UITabBarController()
    tabs.viewControllers = [feed, inbox, settings, favorites]
    let app = SegueApp(rootViewController: tabs)
    // Only the selected tab's root has loaded its view and set its title; the others keep their items' titles.
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[*Feed, Messages, Settings, Favorites]
          UINavigationController
            [0] Feed (Titled)
        """)
    #expect(
      app.elements.map(\.description) == ["tab 'Feed'", "tab 'Messages'", "tab 'Settings'", "tab 'Favorites'"])

    // Inbox names itself when its tab is first shown: its title replaces the item's, its own item ("Mail") stays
    // unseen. A system item keeps its system title.
    try app.tap("Messages")
    try app.tap("Favorites")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[Feed, Inbox, Settings, *Favorites]
          UINavigationController
            [0] Starred (Titled)
        """)
    #expect(app.elements.map(\.description) == ["tab 'Feed'", "tab 'Inbox'", "tab 'Settings'", "tab 'Favorites'"])

    // A pushed controller's title is the navigation bar's, not the tab's.
    try app.tap("Feed")
    let story = UIViewController()
    try app.step { feed.pushViewController(story, animated: false) }
    try app.step { story.title = "Story" }
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[*Feed, Inbox, Settings, Favorites]
          UINavigationController
            [0] Feed (Titled)
            [1] Story (UIViewController)
        """)
    #expect(
      app.elements.map(\.description) == [
        "back button 'Feed'", "tab 'Feed'", "tab 'Inbox'", "tab 'Settings'", "tab 'Favorites'",
      ])
  }

  /// The root controller that gives itself a new tab bar item once it is in its navigation controller (in
  /// `viewDidLoad`) shows that item in the tab; a root that only changes the item `tabBarItem` made for it does not.
  final class Itemized: UIViewController {
    let item: UITabBarItem
    init(item: UITabBarItem) {
      self.item = item
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      tabBarItem = item
    }
  }

  @Test func aTabBarItemTheRootControllerAssignsIsTheTabs() throws {
    let history = UINavigationController(
      rootViewController: Itemized(item: UITabBarItem(tabBarSystemItem: .history, tag: 0)))
    let saved = UINavigationController(
      rootViewController: Itemized(item: UITabBarItem(title: "Saved", image: nil, tag: 1)))
    let tabs = UITabBarController()
    let plain = UINavigationController(rootViewController: UIViewController())
    plain.tabBarItem = UITabBarItem(title: "Plain", image: nil, tag: 2)
    tabs.viewControllers = [history, saved, plain]
    // Load both roots' views, as apps do to set their tabs up front.
    for case let navigation as UINavigationController in tabs.viewControllers ?? [] {
      _ = navigation.viewControllers.first?.view
    }
    let app = SegueApp(rootViewController: tabs)
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[*History, Saved, Plain]
          UINavigationController
            [0] Itemized
        """)
    #expect(app.elements.map(\.description) == ["tab 'History'", "tab 'Saved'", "tab 'Plain'"])
    try app.step { plain.viewControllers.first?.tabBarItem.title = "Ignored" }
    #expect(app.elements.map(\.description) == ["tab 'History'", "tab 'Saved'", "tab 'Plain'"])
  }

  @Test func aNavigationControllerWithoutAnItemShowsTheItemItsRootGaveItself() throws {
    // The root sets its item in `init`, before it is in the navigation controller, which has none of its own.
    let cities = UINavigationController(rootViewController: Titled(name: "Cities", childItem: "Second"))
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, cities]
    let app = SegueApp(rootViewController: tabs)
    #expect(app.elements.map(\.description) == ["tab 'First'", "tab 'Second'"])
    // Shown, the root names itself: its title goes to its own item, the tab's.
    try app.tap("Second")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[First, *Cities]
          UINavigationController
            [0] Cities (Titled)
        """)
  }

  /// The existing navigation item takes the new title whatever title it had, as Apple's sentence says (before, only an
  /// item still showing the old title did); an item made later starts with the controller's title.
  @Test func aNewTitleReplacesTheNavigationItemsTitle() throws {
    let story = UIViewController()
    story.navigationItem.title = "Custom"
    story.title = "Story"
    #expect(story.navigationItem.title == "Story")
    let later = UIViewController()
    later.title = "Later"
    #expect(later.navigationItem.title == "Later")
  }

  @Test func aTitleSetLaterRenamesTheControllersOwnTab() throws {
    let profile = UIViewController()
    profile.tabBarItem = UITabBarItem(title: "Me", image: nil, tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [profile, UINavigationController(rootViewController: Titled(name: "Feed"))]
    let app = SegueApp(rootViewController: tabs)
    #expect(app.elements.map(\.description) == ["tab 'Me'", "tab"])
    try app.step { profile.title = "Ada" }
    #expect(app.elements.map(\.description) == ["tab 'Ada'", "tab"])
  }
}
