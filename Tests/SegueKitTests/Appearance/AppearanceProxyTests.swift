import Foundation
import SegueKit
import SegueTestSupport
import Testing

@testable import SegueKitCore
@testable import SegueKitViews

// UIKit's appearance proxies, as Apple's `UIAppearance` documentation describes them: "iOS applies appearance
// changes when a view enters a window, but it doesn't change the appearance of a view that's already in a window";
// `appearance(whenContainedInInstancesOf:)` takes containers "in ascending hierarchical order". Precedence (superclass
// proxies, then subclass ones; fewer containers, then more) follows Chameleon's reimplementation
// (`UIAppearanceInstance.m`, https://github.com/BigZaphod/Chameleon). Proxies are global, as in UIKit: each test is
// synchronous (nothing else runs on the main actor meanwhile) and starts and ends with none.

/// A navigation bar that records the appearance properties set on it, in order.
@MainActor
private final class TracingBar: UINavigationBar {
  var trace: [String] = []

  override var barStyle: UIBarStyle {
    didSet { trace.append("barStyle=\(barStyle.rawValue)") }
  }

  override var tintColor: UIColor! {
    didSet { trace.append("tintColor=\(tintColor == .white ? "white" : "other")") }
  }

  override var prefersLargeTitles: Bool {
    didSet { trace.append("prefersLargeTitles=\(prefersLargeTitles)") }
  }
}

@MainActor
private final class BrandSwitch: UISwitch {}

@MainActor
private final class SettingsController: UIViewController {}

@MainActor
private func withoutProxies(_ body: () throws -> Void) rethrows {
  AppearanceProxies.removeAll()
  defer { AppearanceProxies.removeAll() }
  try body()
}

/// The bar's appearance state that SwiftRadio and CWA set through proxies, as one comparable value.
private struct BarState: Equatable {
  var barStyle: UIBarStyle
  var tintColor: UIColor?
  var prefersLargeTitles: Bool
  var titleColor: UIColor?

  @MainActor init(_ bar: UINavigationBar) {
    barStyle = bar.barStyle
    tintColor = bar.tintColor
    prefersLargeTitles = bar.prefersLargeTitles
    titleColor = bar.titleTextAttributes?[.foregroundColor] as? UIColor
  }

  init(barStyle: UIBarStyle, tintColor: UIColor?, prefersLargeTitles: Bool, titleColor: UIColor? = nil) {
    self.barStyle = barStyle
    self.tintColor = tintColor
    self.prefersLargeTitles = prefersLargeTitles
    self.titleColor = titleColor
  }
}

@MainActor @Suite struct AppearanceProxyTests {
  @Test func proxyReadsBackWhatWasSet() {
    withoutProxies {
      UINavigationBar.appearance().prefersLargeTitles = true
      UINavigationBar.appearance().barTintColor = .red
      UINavigationBar.appearance().barTintColor = .blue
      let proxy = UINavigationBar.appearance()
      #expect(proxy === UINavigationBar.appearance())
      #expect(BarState(proxy) == BarState(barStyle: .default, tintColor: .systemBlue, prefersLargeTitles: true))
      #expect(proxy.barTintColor == .blue)
    }
  }

  @Test func setsReplayInTheOrderSetWhenTheBarEntersAWindow() {
    withoutProxies {
      UINavigationBar.appearance().barStyle = .black
      UINavigationBar.appearance().tintColor = .white
      UINavigationBar.appearance().prefersLargeTitles = true
      let bar = TracingBar(frame: .zero)
      #expect(bar.trace == [], "nothing applies before the bar enters a window")
      UIWindow().addSubview(bar)
      #expect(bar.trace == ["barStyle=1", "tintColor=white", "prefersLargeTitles=true"])
    }
  }

  @Test func aLaterSetOfTheSamePropertyReplacesTheEarlierOne() {
    withoutProxies {
      UINavigationBar.appearance().prefersLargeTitles = false
      UINavigationBar.appearance().barStyle = .black
      UINavigationBar.appearance().prefersLargeTitles = true
      let bar = TracingBar(frame: .zero)
      UIWindow().addSubview(bar)
      #expect(bar.trace == ["barStyle=1", "prefersLargeTitles=true"])
    }
  }

  @Test func aValueSetOnTheInstanceWins() {
    withoutProxies {
      UINavigationBar.appearance().barStyle = .black
      UINavigationBar.appearance().tintColor = .white
      let bar = UINavigationBar(frame: .zero)
      bar.tintColor = .red
      UIWindow().addSubview(bar)
      #expect(BarState(bar) == BarState(barStyle: .black, tintColor: .red, prefersLargeTitles: false))
    }
  }

  @Test func aProxyChangeReachesOnlyViewsThatEnterAWindowAfterIt() {
    withoutProxies {
      let window = UIWindow()
      let bar = UINavigationBar(frame: .zero)
      window.addSubview(bar)
      UINavigationBar.appearance().prefersLargeTitles = true
      #expect(bar.prefersLargeTitles == false, "already in a window")
      bar.removeFromSuperview()
      window.addSubview(bar)
      #expect(bar.prefersLargeTitles == true, "re-entered the window")
    }
  }

  @Test func subviewsOfAViewEnteringAWindowGetTheirProxies() {
    withoutProxies {
      UISwitch.appearance().onTintColor = .green
      let container = UIView(frame: .zero)
      let toggle = UISwitch(frame: .zero)
      container.addSubview(toggle)
      #expect(toggle.onTintColor == nil)
      UIWindow().addSubview(container)
      #expect(toggle.onTintColor == .green)
    }
  }

  /// Ladybug's `UIView.appearance().tintColor = .tintColor`: Apple's `UIAppearance` applies a class's proxy to its
  /// subclasses' instances too, the subclass's own proxy winning.
  @Test func theViewProxyReachesEveryViewAndASubclassProxyWins() {
    withoutProxies {
      UIView.appearance().tintColor = .red
      UISwitch.appearance().tintColor = .blue
      UILabel.appearance().backgroundColor = .green
      let container = UIView(frame: .zero)
      let label = UILabel(frame: .zero)
      let toggle = UISwitch(frame: .zero)
      let tinted = UIView(frame: .zero)
      tinted.tintColor = .white
      for view in [label, toggle, tinted] { container.addSubview(view) }
      UIWindow().addSubview(container)
      #expect(UIView.appearance() === UIView.appearance())
      #expect(UILabel.appearance() !== UIView.appearance())
      #expect(
        [container.tintColor, label.tintColor, toggle.tintColor, tinted.tintColor, label.backgroundColor]
          == [.red, .red, .blue, .white, .green])
      #expect(container.backgroundColor == nil)
    }
  }

  @Test func aSubclassProxyAppliesToTheSubclassAndWinsOverTheSuperclassOne() {
    withoutProxies {
      // Set first, the subclass's proxy still wins.
      BrandSwitch.appearance().onTintColor = .blue
      UISwitch.appearance().onTintColor = .red
      UISwitch.appearance().thumbTintColor = .white
      #expect(BrandSwitch.appearance() !== UISwitch.appearance())
      let plain = UISwitch(frame: .zero)
      let brand = BrandSwitch(frame: .zero)
      let window = UIWindow()
      window.addSubview(plain)
      window.addSubview(brand)
      #expect(
        [plain.onTintColor, plain.thumbTintColor, brand.onTintColor, brand.thumbTintColor] == [
          .red, .white, .blue, .white,
        ])
    }
  }

  @Test func containedProxiesApplyOnlyInsideTheirContainersAndWin() {
    withoutProxies {
      // Set first, the contained proxy still wins: it is the more specific.
      UISwitch.appearance(whenContainedInInstancesOf: [SettingsController.self]).onTintColor = .green
      UISwitch.appearance().onTintColor = .red
      let settings = SettingsController()
      let inside = UISwitch(frame: .zero)
      settings.view.addSubview(inside)
      let outside = UISwitch(frame: .zero)
      let window = UIWindow()
      window.rootViewController = settings
      window.makeKeyAndVisible()
      window.addSubview(outside)
      #expect([inside.onTintColor, outside.onTintColor] == [.green, .red])
    }
  }

  @Test func containersMatchInAscendingHierarchicalOrder() {
    withoutProxies {
      // Apple's example: a navigation bar in a navigation controller inside a tab bar controller.
      UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self])
        .barTintColor = .green
      UINavigationBar.appearance(whenContainedInInstancesOf: [UITabBarController.self, UINavigationController.self])
        .barTintColor = .red
      let inTabs = UINavigationController(rootViewController: UIViewController())
      let tabs = UITabBarController()
      tabs.viewControllers = [inTabs]
      let tabsWindow = UIWindow()
      tabsWindow.rootViewController = tabs
      tabsWindow.makeKeyAndVisible()
      let alone = UINavigationController(rootViewController: UIViewController())
      let aloneWindow = UIWindow()
      aloneWindow.rootViewController = alone
      aloneWindow.makeKeyAndVisible()
      #expect([inTabs.navigationBar.barTintColor, alone.navigationBar.barTintColor] == [.green, nil])
    }
  }

  @Test func barButtonItemsGetTheProxyOfTheBarTheyAreIn() {
    withoutProxies {
      UIBarButtonItem.appearance().tintColor = .blue
      UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .red
      UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
      let root = UIViewController()
      let navigationButton = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      let toolbarButton = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
      let ownTint = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
      ownTint.tintColor = .black
      root.navigationItem.rightBarButtonItems = [navigationButton, ownTint]
      root.toolbarItems = [toolbarButton]
      let window = UIWindow()
      window.rootViewController = UINavigationController(rootViewController: root)
      window.makeKeyAndVisible()
      #expect([navigationButton.tintColor, toolbarButton.tintColor, ownTint.tintColor] == [.red, .blue, .black])
      #expect(toolbarButton.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .white)
    }
  }

  @Test func aPushedControllersBarButtonItemsGetTheirProxy() {
    withoutProxies {
      UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .red
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let detail = UIViewController()
      let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
      detail.navigationItem.rightBarButtonItem = share
      #expect(share.tintColor == nil)
      navigation.pushViewController(detail, animated: false)
      MainQueue.drain()
      #expect(share.tintColor == .red)
    }
  }

  @Test func tabBarAndToolbarProxiesApply() {
    withoutProxies {
      let tabAppearance = UITabBarAppearance()
      tabAppearance.backgroundColor = .black
      UITabBar.appearance().standardAppearance = tabAppearance
      UITabBar.appearance().unselectedItemTintColor = .gray
      UIToolbar.appearance().barTintColor = .yellow
      let tabs = UITabBarController()
      let navigation = UINavigationController(rootViewController: UIViewController())
      tabs.viewControllers = [navigation]
      let window = UIWindow()
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      #expect(tabs.tabBar.standardAppearance === tabAppearance)
      #expect([tabs.tabBar.unselectedItemTintColor, navigation.toolbar.barTintColor] == [.gray, .yellow])
    }
  }

  @Test func controlProxiesApply() {
    withoutProxies {
      UIButton.appearance().setTitleColor(.orange, for: .normal)
      UISlider.appearance().minimumTrackTintColor = .green
      UIProgressView.appearance().trackTintColor = .gray
      UIPageControl.appearance().currentPageIndicatorTintColor = .black
      UIActivityIndicatorView.appearance().color = .white
      UISegmentedControl.appearance().selectedSegmentTintColor = .red
      let button = UIButton(type: .system)
      let slider = UISlider(frame: .zero)
      let progress = UIProgressView(frame: .zero)
      let pages = UIPageControl(frame: .zero)
      let spinner = UIActivityIndicatorView(frame: .zero)
      let segments = UISegmentedControl(frame: .zero)
      let window = UIWindow()
      for view in [button, slider, progress, pages, spinner, segments] as [UIView] { window.addSubview(view) }
      let colors: [UIColor?] = [
        button.titleColor(for: .normal), slider.minimumTrackTintColor, progress.trackTintColor,
        pages.currentPageIndicatorTintColor, spinner.color, segments.selectedSegmentTintColor,
      ]
      #expect(colors == [.orange, .green, .gray, .black, .white, .red])
    }
  }

  @Test func nothingIsRecordedOrAppliedWithoutProxies() {
    withoutProxies {
      let bar = UINavigationBar(frame: .zero)
      UIWindow().addSubview(bar)
      #expect(BarState(bar) == BarState(barStyle: .default, tintColor: .systemBlue, prefersLargeTitles: false))
      #expect(AppearanceProxies.isInUse == false)
    }
  }

  // SwiftRadio's SceneDelegate (`setupUIAppearance()` and `setupCoordinator(windowScene:)`), its lines verbatim but
  // the window's scene and the coordinator (which pushes the stations list).
  @Test func swiftRadioLaunchShowsLargeTitles() throws {
    try withoutProxies {
      if Corpus.appsAreAvailable {
        let source = try String(
          contentsOf: Corpus.apps.appendingPathComponent("SwiftRadio/SwiftRadio/SceneDelegate.swift"), encoding: .utf8)
        #expect(source.contains("UINavigationBar.appearance().prefersLargeTitles = true"))
      }
      UINavigationBar.appearance().barStyle = .black
      UINavigationBar.appearance().tintColor = .white
      UINavigationBar.appearance().prefersLargeTitles = true

      let navigationController = UINavigationController()
      let window = UIWindow()
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
      navigationController.pushViewController(UIViewController(), animated: false)

      #expect(
        BarState(navigationController.navigationBar)
          == BarState(barStyle: .black, tintColor: .white, prefersLargeTitles: true))
    }
  }

  // CWA's SceneDelegate `setupNavigationBarAppearance()`, its lines but the app's own colours and font.
  @Test func cwaTitleAttributesReachTheBar() {
    withoutProxies {
      let appearance = UINavigationBar.appearance()
      appearance.tintColor = .systemBlue
      appearance.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.label]
      appearance.largeTitleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.label]
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let bar = navigation.navigationBar
      #expect(
        BarState(bar)
          == BarState(barStyle: .default, tintColor: .systemBlue, prefersLargeTitles: false, titleColor: .label))
      #expect(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor == .label)
    }
  }
}
