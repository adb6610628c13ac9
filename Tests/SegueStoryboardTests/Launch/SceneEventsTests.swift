import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// CWA `SceneDelegate.swift`'s URL handling, as written (`#if !RELEASE` dropped): developer builds take server
/// overrides from a URL's query.
final class DeveloperSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var overrides: [String: String] = [:]

  func scene(_: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else {
      return
    }

    guard
      let components = NSURLComponents(
        url: url,
        resolvingAgainstBaseURL: true
      ),
      let query = components.queryItems
    else {
      return
    }

    if let submissionBaseURL = query.first(where: { $0.name == "submissionBaseURL" })?.value {
      overrides["submission"] = submissionBaseURL
    }
    let options = URLContexts.first?.options
    overrides["source"] = options?.sourceApplication ?? "none"
    overrides["inPlace"] = "\(options?.openInPlace ?? false)"
  }
}

/// The scene's life-cycle notifications and URL delivery (§8.3 Launch).
@MainActor
@Suite struct SceneEventsTests {
  /// UIKit posts each scene notification with the scene as its object, beside the delegate's call (Apple's
  /// documentation of `UIScene.didActivateNotification`, `willEnterForegroundNotification`,
  /// `willConnectNotification`); SegueKit posts it right after the call.
  @Test(.tags(.spec8_3)) func sceneNotificationsFollowTheDelegateCalls() throws {
    Runtime.fresh()
    let names: [Notification.Name] = [
      UIScene.willConnectNotification, UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
      UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
        let event = "\(notification.name.rawValue)(object: \(notification.object is UIWindowScene ? "scene" : "other"))"
        MainActor.assumeIsolated { Trace.shared.log(event) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    let bundle = try LaunchTests.app(plist: LaunchTests.sceneManifest)
    _ = try #require(UIApplication.launch(bundle: bundle, sceneDelegate: LaunchTests.SceneDelegate()))
    #expect(
      Trace.shared.take() == [
        "A.init(coder:)", "A.awakeFromNib", "scene.willConnect(window root: A)",
        "UISceneWillConnectNotification(object: scene)", "A.viewDidLoad", "A.viewWillAppear(false)",
        "scene.willEnterForeground", "UISceneWillEnterForegroundNotification(object: scene)",
        "scene.didBecomeActive", "UISceneDidActivateNotification(object: scene)",
      ])
    MainQueue.drain()
    _ = Trace.shared.take()
  }

  /// CWA `Workers/Update Checker/AppUpdateCheckHelper.swift` observes activation to show its update alert.
  @Test(.tags(.spec8_3)) func anActivationObserverRunsAtLaunch() throws {
    Runtime.fresh()
    // Swift 6: the helper is main-actor isolated and the observer block (posted on the main thread) says so.
    @MainActor final class Helper {
      var applicationDidBecomeActiveObserver: (any NSObjectProtocol)?
      var activations = 0
      func setObserver() {
        guard applicationDidBecomeActiveObserver == nil else { return }
        applicationDidBecomeActiveObserver = NotificationCenter.default.addObserver(
          forName: UIScene.didActivateNotification, object: nil, queue: nil
        ) { [weak self] _ in
          MainActor.assumeIsolated {
            guard let self = self else { return }
            self.activations += 1
          }
        }
      }
    }
    let helper = Helper()
    helper.setObserver()
    defer { helper.applicationDidBecomeActiveObserver.map(NotificationCenter.default.removeObserver) }
    let bundle = try LaunchTests.app(plist: LaunchTests.sceneManifest)
    _ = try #require(UIApplication.launch(bundle: bundle, sceneDelegate: LaunchTests.SceneDelegate()))
    #expect(helper.activations == 1)
    MainQueue.drain()
    _ = Trace.shared.take()
  }

  @Test(.tags(.spec8_3)) func aURLOpenedInTheAppReachesTheSceneDelegate() throws {
    Runtime.fresh()
    let delegate = DeveloperSceneDelegate()
    let bundle = try LaunchTests.app(plist: LaunchTests.sceneManifest)
    _ = try #require(UIApplication.launch(bundle: bundle, sceneDelegate: delegate))
    let url = try #require(URL(string: "ena://dev?submissionBaseURL=https://example.org/submit"))
    let delivered = UIApplication.shared.simulateOpeningURL(
      url, options: [.sourceApplication: "com.apple.mobilesafari", .openInPlace: true])
    #expect(delivered)
    #expect(
      delegate.overrides == [
        "submission": "https://example.org/submit", "source": "com.apple.mobilesafari", "inPlace": "true",
      ])
    MainQueue.drain()
    _ = Trace.shared.take()
  }

  /// An app without scenes gets the URL in its app delegate's `application(_:open:options:)`.
  @Test(.tags(.spec8_3)) func aURLOpenedInAnAppWithoutScenesReachesTheAppDelegate() throws {
    final class Delegate: UIApplicationDelegate {
      var window: UIWindow?
      var opened: [String] = []
      func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        opened.append("\(url) from \(options[.sourceApplication] as? String ?? "nil")")
        return true
      }
    }
    Runtime.fresh()
    let delegate = Delegate()
    let bundle = try LaunchTests.app(plist: "<key>UIMainStoryboardFile</key><string>Main</string>")
    _ = try #require(UIApplication.launch(bundle: bundle, appDelegate: delegate))
    let url = try #require(URL(string: "shop://item/7"))
    #expect(UIApplication.shared.simulateOpeningURL(url, options: [.sourceApplication: "com.example.other"]))
    #expect(delegate.opened == ["shop://item/7 from com.example.other"])
    MainQueue.drain()
    _ = Trace.shared.take()
  }
}
