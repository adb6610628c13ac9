import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// The Shop example's app delegate, as its `@main` class would be.
final class ShopAppDelegate: UIResponder, UIApplicationDelegate {
  static var events: [String] = []

  override init() {
    super.init()
    Self.events.append("AppDelegate.init")
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Self.events.append("app.didFinishLaunching")
    return true
  }

  func applicationWillTerminate(_ application: UIApplication) { Self.events.append("app.willTerminate") }
}

/// The scene delegate Shop's Info.plist names: `$(PRODUCT_MODULE_NAME).SceneDelegate`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  override init() {
    super.init()
    ShopAppDelegate.events.append("SceneDelegate.init")
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    let root = window?.rootViewController.map { String(describing: type(of: $0)) } ?? "none"
    ShopAppDelegate.events.append("scene.willConnect(window root: \(root))")
  }

  func sceneDidBecomeActive(_ scene: UIScene) { ShopAppDelegate.events.append("scene.didBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { ShopAppDelegate.events.append("scene.willResignActive") }
  func sceneDidEnterBackground(_ scene: UIScene) { ShopAppDelegate.events.append("scene.didEnterBackground") }
  func sceneDidDisconnect(_ scene: UIScene) { ShopAppDelegate.events.append("scene.didDisconnect") }
}

/// What `segue port` generates in a ported package, here for this test module: `SegueApp.launch(appFolder:)` finds
/// it from the resource bundle's name (`Package_Target.resources`) and calls it.
enum PortedApp: PortedAppRegistration {
  static func registerClasses() {
    DelegateClassRegistry.register(main: true) { ShopAppDelegate() }
    DelegateClassRegistry.register { SceneDelegate() }
  }
}

/// `SegueApp.launch(appFolder:)` with no delegate launches through the app's own delegates, made from their class
/// names as iOS makes them (Apple's "About the app launch sequence"; <doc:UIKitRules#§8.3-Launch>).
@MainActor
@Suite(.serialized) struct DelegateLaunchDriverTests {
  static let launchSequence = [
    "AppDelegate.init", "app.didFinishLaunching", "SceneDelegate.init",
    "scene.willConnect(window root: RootTabBarController)", "scene.didBecomeActive",
  ]

  /// Registered by hand, one call per class.
  @Test(.tags(.spec8_3)) func registeredDelegatesLaunchTheApp() throws {
    PortedApp.registerClasses()
    defer { DelegateClassRegistry.removeAll() }
    ShopAppDelegate.events = []
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    #expect(ShopAppDelegate.events == Self.launchSequence)
    #expect(UIApplication.shared.delegate is ShopAppDelegate)
    #expect((app.window.windowScene?.delegate as? SceneDelegate)?.window === app.window)
    #expect(app.snapshot.description == ShopDriverTests.launchState)
    #expect(app.exceptions == [] && app.consoleMessages == [])
  }

  /// A ported package's app folder lies in its target's resource bundle: the launch registers the package's classes
  /// through its generated `PortedApp` by itself.
  @Test(.tags(.spec8_3)) func aPortedPackagesLaunchRegistersItsClasses() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = folder.url.appendingPathComponent("My_Package_SegueKitTestingTests.resources/App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    for file in ["Info.plist", "Base.lproj"] {
      try FileManager.default.copyItem(
        at: ShopDriverTests.folder.appendingPathComponent(file), to: app.appendingPathComponent(file))
    }
    DelegateClassRegistry.removeAll()
    defer { DelegateClassRegistry.removeAll() }
    ShopAppDelegate.events = []
    let launched = try SegueApp.launch(appFolder: app)
    #expect(ShopAppDelegate.events == Self.launchSequence)
    #expect(DelegateClassRegistry.mainDelegateClassName == "SegueKitTestingTests.ShopAppDelegate")
    #expect(launched.snapshot.description == ShopDriverTests.launchState)
  }

  /// Terminating runs UIKit's calls for an app the system ends while it runs (Apple's `applicationWillTerminate(_:)`:
  /// "called in situations where the app is running in the background (not suspended) and the system needs to
  /// terminate it"); relaunching makes new delegates and keeps the app's container: its files and its defaults.
  @Test(.tags(.spec8_3)) func terminatingAndRelaunchingKeepsTheSandbox() throws {
    PortedApp.registerClasses()
    defer { DelegateClassRegistry.removeAll() }
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    let caches = try #require(FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
    try Data("3 items".utf8).write(to: caches.appendingPathComponent("cart.txt"))
    UserDefaults.standard.set("Grinder", forKey: "lastViewed")
    let firstDelegate = UIApplication.shared.delegate
    ShopAppDelegate.events = []
    try app.terminate()
    #expect(
      ShopAppDelegate.events == [
        "scene.willResignActive", "scene.didEnterBackground", "scene.didDisconnect", "app.willTerminate",
      ])
    #expect(throws: SegueAppError.self) { try app.terminate() }
    ShopAppDelegate.events = []
    let again = try app.relaunch()
    #expect(ShopAppDelegate.events == Self.launchSequence)
    #expect(UIApplication.shared.delegate !== firstDelegate)
    #expect(again.sandbox === app.sandbox)
    let cart = app.sandbox.cachesDirectory.appendingPathComponent("cart.txt")
    #expect(String(decoding: try Data(contentsOf: cart), as: UTF8.self) == "3 items")
    #expect(UserDefaults.standard.string(forKey: "lastViewed") == "Grinder")
  }

  /// Without registered delegates the app gets a scene delegate like Xcode's template, as before.
  @Test(.tags(.spec8_3)) func withoutRegisteredDelegatesTheTemplateSceneDelegateKeepsTheWindow() throws {
    DelegateClassRegistry.removeAll()
    ShopAppDelegate.events = []
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    #expect(ShopAppDelegate.events == [])
    #expect(UIApplication.shared.delegate == nil)
    #expect(app.window.windowScene?.delegate != nil)
    #expect(app.snapshot.description == ShopDriverTests.launchState)
  }
}
