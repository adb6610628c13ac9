import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// An app delegate that UIKit's launch makes from its class name, as `main()` of a class marked `@main` does.
final class LaunchedAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  override init() {
    super.init()
    Trace.shared.log("AppDelegate.init")
  }

  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Trace.shared.log("app.willFinishLaunching(window root: \(window?.rootViewController?.title ?? "none"))")
    return true
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Trace.shared.log("app.didFinishLaunching")
    return true
  }

  /// Xcode's scene template: the configuration of the manifest's name.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    Trace.shared.log("app.configurationForConnecting")
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func applicationDidBecomeActive(_ application: UIApplication) { Trace.shared.log("app.didBecomeActive") }
}

/// The scene delegate the Info.plist names as `$(PRODUCT_MODULE_NAME).LaunchedSceneDelegate`.
final class LaunchedSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  override init() {
    super.init()
    Trace.shared.log("SceneDelegate.init")
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    Trace.shared.log("scene.willConnect(window root: \(window?.rootViewController?.title ?? "none"))")
  }

  func sceneWillEnterForeground(_ scene: UIScene) { Trace.shared.log("scene.willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { Trace.shared.log("scene.didBecomeActive") }
}

/// Launching through the app's own delegates, made from their class names as `UIApplicationMain` makes them
/// (Apple's "About the app launch sequence": "UIKit creates the app delegate from the class name you specify", and
/// the scene delegate from the scene configuration's `delegateClass`; Storyboards §8.3).
@MainActor
@Suite(.serialized) struct DelegateLaunchTests {
  static let sceneManifest = """
    <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
      <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).LaunchedSceneDelegate</string>
        <key>UISceneStoryboardFile</key><string>Main</string>
      </dict></array>
    </dict></dict>
    """

  static func register() {
    DelegateClassRegistry.register(main: true) { LaunchedAppDelegate() }
    DelegateClassRegistry.register { LaunchedSceneDelegate() }
  }

  /// §8.3 scene-based, the delegates made by the launch: the app delegate first (`UIApplicationMain`), the scene
  /// delegate after the app delegate chose the configuration that names it, `$(PRODUCT_MODULE_NAME)` being the app's
  /// module.
  @Test(.tags(.spec8_3)) func sceneAppLaunchesThroughDelegatesMadeFromTheirClassNames() throws {
    Runtime.fresh()
    Self.register()
    defer { DelegateClassRegistry.removeAll() }
    #expect(DelegateClassRegistry.mainDelegateClassName == "SegueStoryboardTests.LaunchedAppDelegate")
    let bundle = try LaunchTests.app(plist: Self.sceneManifest)
    let window = try #require(
      UIApplication.launch(bundle: bundle, delegateClassName: DelegateClassRegistry.mainDelegateClassName))
    #expect(
      Trace.shared.take() == [
        "AppDelegate.init", "app.willFinishLaunching(window root: none)", "app.didFinishLaunching",
        "app.configurationForConnecting", "SceneDelegate.init",
        "A.init(coder:)", "A.awakeFromNib", "scene.willConnect(window root: A)",
        "A.viewDidLoad", "A.viewWillAppear(false)", "scene.willEnterForeground", "scene.didBecomeActive",
      ])
    #expect(UIApplication.shared.delegate is LaunchedAppDelegate)
    #expect((window.windowScene?.delegate as? LaunchedSceneDelegate)?.window === window)
    MainQueue.drain()
    #expect(Trace.shared.take() == ["A.viewDidAppear(false)"])
    #expect(Console.messages == [])
  }

  /// §8.3 non-scene (`UIMainStoryboardFile`): the app delegate made from its class, then the storyboard's window
  /// before `willFinishLaunching`, as with a delegate passed in.
  @Test(.tags(.spec8_3)) func mainStoryboardAppLaunchesThroughItsDelegateMadeFromItsClassName() throws {
    Runtime.fresh()
    Self.register()
    defer { DelegateClassRegistry.removeAll() }
    let bundle = try LaunchTests.app(plist: "<key>UIMainStoryboardFile</key><string>Main</string>")
    let window = try #require(
      UIApplication.launch(bundle: bundle, delegateClassName: "SegueStoryboardTests.LaunchedAppDelegate"))
    #expect(
      Trace.shared.take() == [
        "AppDelegate.init", "A.init(coder:)", "A.awakeFromNib", "app.willFinishLaunching(window root: A)",
        "app.didFinishLaunching", "A.viewDidLoad", "A.viewWillAppear(false)", "app.didBecomeActive",
      ])
    #expect((UIApplication.shared.delegate as? LaunchedAppDelegate)?.window === window)
  }

  /// A scene delegate class nobody registered cannot be made on Linux: the launch goes on without one and UIKit's
  /// message says so, as on iOS when the class does not exist.
  @Test(.tags(.spec8_3)) func anUnregisteredSceneDelegateClassLeavesTheSceneWithoutADelegate() throws {
    Runtime.fresh()
    DelegateClassRegistry.register(main: true) { LaunchedAppDelegate() }
    defer { DelegateClassRegistry.removeAll() }
    let bundle = try LaunchTests.app(plist: Self.sceneManifest)
    #expect(UIApplication.launch(bundle: bundle, delegateClassName: DelegateClassRegistry.mainDelegateClassName) == nil)
    #expect(
      Console.messages == [
        "There is no scene delegate set. A scene delegate class must be specified to use a main storyboard file."
      ])
    _ = Trace.shared.take()
  }

  /// The Info.plist's name without a module, or with `${PRODUCT_MODULE_NAME}`, finds the registered class.
  @Test func classNamesAreFoundAsInfoPlistsWriteThem() {
    Self.register()
    defer { DelegateClassRegistry.removeAll() }
    let names = [
      "$(PRODUCT_MODULE_NAME).LaunchedSceneDelegate", "${PRODUCT_MODULE_NAME}.LaunchedSceneDelegate",
      "LaunchedSceneDelegate", "SegueStoryboardTests.LaunchedSceneDelegate", "Other.LaunchedSceneDelegate",
      "SceneDelegate",
    ]
    #expect(
      names.map { DelegateClassRegistry.canMake(named: $0, module: "SegueStoryboardTests") } == [
        true, true, true, true, false, false,
      ])
    #expect(DelegateClassRegistry.make(named: "LaunchedSceneDelegate", module: nil) is LaunchedSceneDelegate)
    _ = Trace.shared.take()
  }
}
