import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// The app's moves between active, inactive and background (§8.3 Launch, then leaving and coming back). [I]
/// Sources: Apple's "Managing your app's life cycle" ("UIKit always uses scene delegate objects when they are
/// available": an app with scenes gets no app delegate life-cycle calls, the `UIApplication` notifications are
/// posted either way), the documentation of each notification (its object is the application, or the scene) and of
/// `UIScene.ActivationState`. Each notification follows its delegate call.
@MainActor
@Suite struct AppRunStateTests {
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func sceneWillEnterForeground(_ scene: UIScene) { log("scene.willEnterForeground", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { log("scene.didBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { log("scene.willResignActive", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { log("scene.didEnterBackground", scene) }

    private func log(_ event: String, _ scene: UIScene) {
      Trace.shared.log("\(event) [app \(UIApplication.shared.applicationState.rawValue)]")
    }
  }

  final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    func applicationDidBecomeActive(_ application: UIApplication) { log("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log("app.willEnterForeground") }

    private func log(_ event: String) {
      Trace.shared.log("\(event) [app \(UIApplication.shared.applicationState.rawValue)]")
    }
  }

  /// The notifications, as "name(object)" with the scene's activation state.
  static func observe(_ body: () throws -> Void) rethrows -> [String] {
    let names: [Notification.Name] = [
      UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification, UIScene.willConnectNotification,
      UIScene.willEnterForegroundNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
      UIScene.didEnterBackgroundNotification,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
        nonisolated(unsafe) let notification = notification  // Posted on the main actor.
        MainActor.assumeIsolated {
          let object =
            switch notification.object {
            case let scene as UIScene: "scene \(scene.activationState.rawValue)"
            case is UIApplication: "application"
            default: "other"
            }
          Trace.shared.log("\(notification.name.rawValue)(\(object))")
        }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    _ = Trace.shared.take()
    try body()
    return Trace.shared.take().filter { !$0.hasPrefix("A.") }
  }

  @Test(.tags(.spec8_3)) func anAppWithScenesMovesThroughItsScene() throws {
    Runtime.fresh()
    let bundle = try LaunchTests.app(plist: LaunchTests.sceneManifest)
    let delegate = SceneDelegate()
    let launch = try Self.observe { _ = try #require(UIApplication.launch(bundle: bundle, sceneDelegate: delegate)) }
    #expect(
      launch == [
        "UIApplicationDidFinishLaunchingNotification(application)", "UISceneWillConnectNotification(scene 1)",
        "scene.willEnterForeground [app 1]", "UISceneWillEnterForegroundNotification(scene 1)",
        "scene.didBecomeActive [app 1]", "UISceneDidActivateNotification(scene 0)",
        "UIApplicationDidBecomeActiveNotification(application)",
      ])
    #expect(UIApplication.shared.applicationState == .active)
    let away = Self.observe {
      UIApplication.shared.simulateMovingToBackground()
      UIApplication.shared.simulateMovingToBackground()  // Not active any more: nothing.
    }
    #expect(
      away == [
        "scene.willResignActive [app 0]", "UISceneWillDeactivateNotification(scene 1)",
        "UIApplicationWillResignActiveNotification(application)", "scene.didEnterBackground [app 1]",
        "UISceneDidEnterBackgroundNotification(scene 2)", "UIApplicationDidEnterBackgroundNotification(application)",
      ])
    let back = Self.observe { UIApplication.shared.simulateReturningToForeground() }
    #expect(
      back == [
        "scene.willEnterForeground [app 2]", "UISceneWillEnterForegroundNotification(scene 1)",
        "UIApplicationWillEnterForegroundNotification(application)", "scene.didBecomeActive [app 1]",
        "UISceneDidActivateNotification(scene 0)", "UIApplicationDidBecomeActiveNotification(application)",
      ])
    MainQueue.drain()
    _ = Trace.shared.take()
  }

  @Test(.tags(.spec8_3)) func anAppWithoutScenesMovesThroughItsAppDelegate() throws {
    Runtime.fresh()
    let bundle = try LaunchTests.app(plist: "<key>UIMainStoryboardFile</key><string>Main</string>")
    let delegate = AppDelegate()
    let launch = try Self.observe { _ = try #require(UIApplication.launch(bundle: bundle, appDelegate: delegate)) }
    #expect(
      launch == [
        "UIApplicationDidFinishLaunchingNotification(application)", "app.didBecomeActive [app 1]",
        "UIApplicationDidBecomeActiveNotification(application)",
      ])
    let away = Self.observe { UIApplication.shared.simulateMovingToBackground() }
    let back = Self.observe { UIApplication.shared.simulateReturningToForeground() }
    #expect(
      away + back == [
        "app.willResignActive [app 0]", "UIApplicationWillResignActiveNotification(application)",
        "app.didEnterBackground [app 1]", "UIApplicationDidEnterBackgroundNotification(application)",
        "app.willEnterForeground [app 2]", "UIApplicationWillEnterForegroundNotification(application)",
        "app.didBecomeActive [app 1]", "UIApplicationDidBecomeActiveNotification(application)",
      ])
    MainQueue.drain()
    _ = Trace.shared.take()
  }
}
