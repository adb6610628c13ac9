import Foundation
import SegueKitTesting
import Testing

/// What a tab shows when its controller is a navigation controller and the title comes from the controller inside it.
/// Apple's documentation of `UIViewController.title`: "If the view controller has a valid navigation item or tab-bar
/// item, assigning a value to this property updates the title text of those objects"; UIKit's `-[UIViewController
/// setTitle:]` sets the existing navigation item's and tab bar item's titles, then calls the parent's
/// `updateTitleForViewController:`. As apps report on iOS, the root controller's title (set in `viewDidLoad`) becomes
/// the tab's title, the last title set wins, and a `tabBarItem` set on that child is never shown.
@MainActor
@Suite struct TabTitleDriverTests {
  /// A tab's first screen that names itself when its view loads.
  final class Titled: UIViewController {
    let name: String
    init(name: String, childItem: String? = nil) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
      // Set on the child: UIKit shows the navigation controller's item instead.
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
