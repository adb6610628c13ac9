import Foundation
import SegueKit
import SegueTestSupport
import Testing

@testable import SegueKitCore
@testable import SegueKitViews

// Written as for iOS (the patterns the corpus apps use): a dark-mode-aware view, bar appearance set up in an app
// delegate, a privacy window above alerts, table separators and a transition coordinator. That this file compiles
// is the first check; the tests read the values back (UIKit documentation for each member).

@MainActor
private final class ThemedView: UIView {
  var isDark: Bool { traitCollection.userInterfaceStyle == .dark }
  var usesLargeText: Bool { traitCollection.preferredContentSizeCategory >= .accessibilityMedium }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      backgroundColor = isDark ? .black : .white
    }
  }
}

@MainActor
private final class InsetCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@MainActor
private func configureAppearance() {
  let appearance = UINavigationBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.backgroundColor = .systemBlue
  appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
  UINavigationBar.appearance().standardAppearance = appearance
  UINavigationBar.appearance().scrollEdgeAppearance = appearance
  UINavigationBar.appearance().tintColor = .white
  UIBarButtonItem.appearance().tintColor = .white
}

@MainActor
private final class LayoutTracingController: UIViewController {
  var calls: [String] = []

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls.append("viewDidLayoutSubviews")
  }
}

@MainActor @Suite struct TraitsAndBarsAsWrittenTests {
  // UIKit documents viewWillLayoutSubviews/viewDidLayoutSubviews as bracketing the root view's layoutSubviews.
  @Test func controllerHearsItsViewsLayout() {
    let controller = LayoutTracingController()
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    controller.view.layoutIfNeeded()
    #expect(controller.calls == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
  }

  @Test func appearanceProxiesKeepWhatIsSetOnThem() {
    AppearanceProxies.removeAll()
    defer { AppearanceProxies.removeAll() }
    configureAppearance()
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    #expect(UINavigationBar.appearance().scrollEdgeAppearance?.backgroundColor == .systemBlue)
    #expect(UINavigationBar.appearance().standardAppearance.titleTextAttributes.count == 1)
    #expect(UIBarButtonItem.appearance().tintColor == .white)
    #expect(UINavigationBar(frame: .zero).scrollEdgeAppearance == nil, "applied only as a bar enters a window")
  }

  @Test func barAppearanceConfigurations() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil, "default: translucent")
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundEffect == nil && appearance.shadowColor == nil)
    let item = UINavigationItem(title: "Inbox")
    item.standardAppearance = appearance
    item.backButtonDisplayMode = .minimal
    #expect(item.standardAppearance === appearance && item.backButtonDisplayMode == .minimal)
  }

  /// Authenticator's toolbar style and PassForiOS's tab item (`RootViewController.swift`,
  /// `PasswordNavigationViewController.swift`), as written: iOS 15's scroll-edge appearances of a toolbar and a tab bar
  /// item (UIToolbar.h, UITabBarItem.h, iOS 15 SDK) are kept as set, nil until then. Authenticator's segmented control
  /// names a segment type (`UISegmentedControl.Segment`, UISegmentedControl.h); its position adjustment is inert.
  @Test func iOS15ScrollEdgeAppearancesAndSegmentTypes() {
    let toolbar = UIToolbar(frame: .zero)
    #expect(toolbar.scrollEdgeAppearance == nil && toolbar.compactScrollEdgeAppearance == nil)
    let appearance = UIToolbarAppearance()
    appearance.configureWithOpaqueBackground()
    toolbar.standardAppearance = appearance
    toolbar.compactAppearance = appearance
    if #available(iOS 15, *) {
      toolbar.scrollEdgeAppearance = appearance
      toolbar.compactScrollEdgeAppearance = appearance
    }
    #expect(toolbar.scrollEdgeAppearance === appearance && toolbar.compactScrollEdgeAppearance === appearance)

    let tabBarItem = UITabBarItem(title: "Passwords", image: nil, tag: 0)
    #expect(tabBarItem.scrollEdgeAppearance == nil)
    tabBarItem.standardAppearance = UITabBarAppearance()
    if #available(iOS 15.0, *) {
      tabBarItem.scrollEdgeAppearance = tabBarItem.standardAppearance
    }
    #expect(tabBarItem.scrollEdgeAppearance != nil && tabBarItem.scrollEdgeAppearance === tabBarItem.standardAppearance)

    let segmentedControl = UISegmentedControl(items: ["3", "4"])
    segmentedControl.setContentPositionAdjustment(
      UIOffset(horizontal: 0, vertical: -3), forSegmentType: .any, barMetrics: .default)
    let types: [UISegmentedControl.Segment] = [.any, .left, .center, .right, .alone]
    #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(segmentedControl.numberOfSegments == 2)
  }

  @Test func windowLevelsAddUp() {
    let window = UIWindow()
    #expect(window.windowLevel == .normal)
    window.windowLevel = .alert + 1
    #expect(window.windowLevel.rawValue == 2001)
    #expect(UIWindow.Level.statusBar - 1 == UIWindow.Level(rawValue: 999))
    #expect(window.windowScene == nil && window.screen === UIScreen.main)
    let bar = UINavigationBar(frame: .zero)
    bar.barStyle = .black
    #expect(bar.barStyle == .black && UIBarStyle.black.rawValue == 1)
  }

  @Test func separatorInsetsAreRecorded() {
    let cell = InsetCell(style: .default, reuseIdentifier: "Cell")
    let table = UITableView()
    table.separatorInset = .zero
    #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    #expect(
      UITableViewCell(style: .default, reuseIdentifier: nil).separatorInset.left == 16 && table.separatorInset == .zero)
  }

  @Test func themedViewsReadTheirTraits() {
    let view = ThemedView()
    #expect(!view.isDark && !view.usesLargeText)
    view.overrideUserInterfaceStyle = .dark
    #expect(view.isDark)
  }

  @Test func backgroundRefreshStatusPostsItsChange() {
    let application = UIApplication.shared
    nonisolated(unsafe) var posted = 0
    let token = NotificationCenter.default.addObserver(
      forName: UIApplication.backgroundRefreshStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in posted += 1 }
    defer {
      NotificationCenter.default.removeObserver(token)
      application.simulatedBackgroundRefreshStatus = .available
    }
    #expect(application.backgroundRefreshStatus == .available)
    application.simulatedBackgroundRefreshStatus = .denied
    #expect(application.backgroundRefreshStatus == .denied && posted == 1)
  }

  // UIKit documents `transitionCoordinator` as non-nil only while a transition is under way.
  @Test func transitionCoordinatorExistsDuringAPresentation() {
    let root = UIViewController()
    _ = showInWindow(root)
    #expect(root.transitionCoordinator == nil)
    let presented = UIViewController()
    root.present(presented, animated: true)
    MainQueue.runReady()  // the transition starts (viewWillAppear), its animation is under way
    #expect(presented.transitionCoordinator != nil && root.transitionCoordinator != nil)
    var ends: [UIViewController?] = []
    presented.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      ends = [context.viewController(forKey: .from), context.viewController(forKey: .to)]
    }
    MainQueue.drain()
    #expect(ends.count == 2 && ends[0] === root && ends[1] === presented)
    #expect(presented.transitionCoordinator == nil)
  }
}
