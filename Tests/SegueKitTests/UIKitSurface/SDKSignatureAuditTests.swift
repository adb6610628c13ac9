import Foundation
import SegueKit
import SegueTestSupport
import Testing

// Issue 11, point 2: the mismatches `Scripts/uikit-audit.py` found against UIKit's Swift interface (iOS 14.2 SDK as
// printed in github.com/DougGregor/swift-concurrency-objc, iOS/UIKit) and that SegueKit now spells as UIKit does.
// This file is written as for iOS: that it compiles is the first check; the tests read the results back.

@MainActor
private final class BadgeItem: UIBarButtonItem {
  // UIKit's init(title:style:target:action:) and friends are convenience initializers, inherited by a subclass that
  // overrides the designated init().
  override init() {
    super.init()
    tintColor = .red
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
private final class StyledTabItem: UITabBarItem {
  override init() {
    super.init()
    badgeValue = "new"
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
private final class ThinProgress: UIProgressView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    progress = 0.25
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
private final class RotatingController: UIViewController {
  var steps: [String] = []

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    // UIKit's completion defaults to nil.
    coordinator.animate(alongsideTransition: { _ in self.steps.append("alongside") })
  }
}

@MainActor @Suite struct SDKSignatureAuditTests {
  @Test func barButtonItemsInheritUIKitsConvenienceInitializers() {
    let item = BadgeItem(title: "Inbox", style: .plain, target: nil, action: nil)
    let system = BadgeItem(barButtonSystemItem: .add, target: nil, action: nil)
    #expect([item.title, system.title] == ["Inbox", nil])
    #expect([item.tintColor, system.tintColor] == [.red, .red])
    #expect(StyledTabItem(title: "Home", image: nil, tag: 1).badgeValue == "new")
    #expect(UITabBarItem().title == nil)
    #expect(ThinProgress(progressViewStyle: .bar).progress == 0.25)
  }

  @Test func barButtonItemTakesUIKitsPrimaryActionAndMenuInitializers() {
    let action = UIAction(title: "Share") { _ in }
    let menu = UIMenu(title: "More", children: [action])
    let byAction = UIBarButtonItem(primaryAction: action)
    let withImage = UIBarButtonItem(image: UIImage(systemName: "star"), primaryAction: action)
    let withMenu = UIBarButtonItem(title: "Options", menu: menu)
    let system = UIBarButtonItem(systemItem: .done, menu: menu)
    #expect([byAction.title, withImage.title, withMenu.title] == ["Share", "Share", "Options"])
    #expect(withImage.image == UIImage(systemName: "star"))
    #expect([withMenu.menu, system.menu] == [menu, menu])
    #expect(system.systemItem == .done)
  }

  // UIKit imports UIView's init(frame:) (and so init()) as convenience initializers of these classes.
  @Test func cellsAndHeadersHaveUIViewsInitializers() {
    final class Cell: UITableViewCell {
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
      }

      required init?(coder: NSCoder) { nil }
    }
    let fallback = UITableViewCell()
    let framed = Cell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect([fallback.cellStyle, framed.cellStyle] == [.default, .subtitle])
    #expect([fallback.reuseIdentifier, framed.reuseIdentifier] == [nil, nil])
    #expect(framed.frame.size == CGSize(width: 320, height: 44))
    #expect(UITableViewHeaderFooterView().reuseIdentifier == nil)
  }

  @Test func selectionStyleDefaultIsItsOwnCase() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let described: String
    switch cell.selectionStyle {
    case .none: described = "none"
    case .blue: described = "blue"
    case .gray: described = "gray"
    case .default: described = "default"
    }
    #expect(described == "default")
    #expect(UITableViewCell.SelectionStyle.default.rawValue == 3)
  }

  @Test func standaloneBarsTakeTheirItems() {
    let navigationBar = UINavigationBar(frame: .zero)
    let first = UINavigationItem(title: "First")
    let second = UINavigationItem(title: "Second")
    navigationBar.items = [first]
    navigationBar.setItems([first, second], animated: true)
    #expect(navigationBar.items == [first, second])
    #expect(navigationBar.topItem === second && navigationBar.backItem === first)

    let tabBar = UITabBar(frame: .zero)
    let home = UITabBarItem(title: "Home", image: nil, tag: 0)
    let search = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    tabBar.items = [home, search]
    tabBar.selectedItem = search
    #expect(tabBar.items == [home, search])
    #expect(tabBar.selectedItem === search)
  }

  // UIKit raises when a managed bar's items are set directly (see UINavigationBar.setItems(_:animated:) and
  // UITabBar.items for the sources of the texts).
  @Test func managedBarsRefuseItems() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    let exceptions = [
      UIKitException.capture { navigation.navigationBar.items = [] },
      UIKitException.capture { tabs.tabBar.items = [] },
      UIKitException.capture { tabs.tabBar.selectedItem = nil },
    ]
    #expect(
      exceptions.map { $0.map(\.description) } == [
        [
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Cannot call "
            + "setItems:animated: directly on a UINavigationBar managed by a controller.'"
        ],
        [
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Directly "
            + "modifying a tab bar managed by a tab bar controller is not allowed.'"
        ],
        [
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Directly "
            + "modifying a tab bar managed by a tab bar controller is not allowed.'"
        ],
      ])
    #expect(navigation.navigationBar.items?.count == 1 && tabs.tabBar.items?.count == 1)
  }

  @Test func accessibilityCustomActionUsesUIKitsHandlerType() {
    let handler: UIAccessibilityCustomAction.Handler = { _ in false }
    let action = UIAccessibilityCustomAction(name: "Archive", actionHandler: handler)
    let selector: Selector = action.selector
    #expect(selector == Selector(""))
    #expect(action.perform() == false)
  }

  @Test func smallerSpellingsMatchUIKit() {
    let guide = UILayoutGuide()
    let owner = UIView()
    guide.owningView = owner
    #expect(guide.owningView === owner)

    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    #expect(pages.transitionStyle == .scroll)
    #expect(UIPageViewController.OptionsKey.spineLocation.rawValue == "UIPageViewControllerOptionSpineLocationKey")

    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    let spacing = NSCollectionLayoutSpacing.fixed(4)
    #expect([spacing.isFixed, spacing.isFlexible] == [true, false])

    var content = UITableViewCell().defaultContentConfiguration()
    content.textProperties.alignment = .justified
    let alignment: UIListContentConfiguration.TextProperties.TextAlignment = content.textProperties.alignment
    #expect(alignment.rawValue == 2)

    let other: UIImage.Configuration? = UIImage.SymbolConfiguration(weight: .bold)
    let merged = UIImage.SymbolConfiguration(pointSize: 17).applying(other)
    #expect(merged == UIImage.SymbolConfiguration(pointSize: 17, weight: .bold))
  }

  @Test func transitionCoordinatorCompletionDefaultsToNil() {
    let controller = RotatingController()
    let window = showInWindow(controller)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(controller.steps == ["alongside"])
  }
}
