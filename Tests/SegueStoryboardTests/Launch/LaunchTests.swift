import Foundation
import SegueKit
import SegueTestSupport
import Shop
import Testing

/// Launching from an app folder's Info.plist, as iOS does (Storyboards §8.3).
@MainActor
@Suite struct LaunchTests {
  final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      Trace.shared.log("app.willFinishLaunching(window root: \(window?.rootViewController?.title ?? "none"))")
      return true
    }

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      Trace.shared.log("app.didFinishLaunching(window visible: \(window.map { !$0.isHidden } ?? false))")
      return true
    }
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      Trace.shared.log("scene.willConnect(window root: \(window?.rootViewController?.title ?? "none"))")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { Trace.shared.log("scene.willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { Trace.shared.log("scene.didBecomeActive") }
  }

  /// A scene delegate that forgot the `window` property.
  final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {}

  static func app(plist: String, initial: String? = "A") throws -> Bundle {
    let folder = StoryboardFixture.folder([
      "Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>\(plist)</dict></plist>
      """,
      "Base.lproj/Main.storyboard": StoryboardFixture.document(
        initial: initial, StoryboardFixture.scene("A", title: "A")),
    ])
    return try #require(Bundle(path: folder.path))
  }

  static let sceneManifest = """
    <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
      <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        <key>UISceneStoryboardFile</key><string>Main</string>
      </dict></array>
    </dict></dict>
    """

  /// §8.3 non-scene: window and root before willFinish; visible after didFinish; appearance when drained.
  @Test(.tags(.spec8_3)) func mainStoryboardLaunch() throws {
    Runtime.fresh()
    let bundle = try Self.app(plist: "<key>UIMainStoryboardFile</key><string>Main</string>")
    let delegate = AppDelegate()
    let window = try #require(UIApplication.launch(bundle: bundle, appDelegate: delegate))
    #expect(
      Trace.shared.take() == [
        "A.init(coder:)", "A.awakeFromNib", "app.willFinishLaunching(window root: A)",
        "app.didFinishLaunching(window visible: false)",
        // §6.3 window root: the view loads and will appear when the window becomes visible, after didFinish.
        "A.viewDidLoad", "A.viewWillAppear(false)",
      ])
    #expect(delegate.window === window)
    #expect(window.isKeyWindow)
    MainQueue.drain()
    #expect(Trace.shared.take() == ["A.viewDidAppear(false)"])
  }

  /// §8.3 scene-based: launching finishes first; the scene connects with its storyboard window set up.
  @Test(.tags(.spec8_3)) func sceneStoryboardLaunch() throws {
    Runtime.fresh()
    let bundle = try Self.app(plist: Self.sceneManifest)
    let (appDelegate, sceneDelegate) = (AppDelegate(), SceneDelegate())
    let window = try #require(
      UIApplication.launch(bundle: bundle, appDelegate: appDelegate, sceneDelegate: sceneDelegate))
    #expect(
      Trace.shared.take() == [
        "app.willFinishLaunching(window root: none)", "app.didFinishLaunching(window visible: false)",
        "A.init(coder:)", "A.awakeFromNib", "scene.willConnect(window root: A)",
        "A.viewDidLoad", "A.viewWillAppear(false)",
        // [I] foreground and active follow the window becoming visible.
        "scene.willEnterForeground", "scene.didBecomeActive",
      ])
    #expect(sceneDelegate.window === window)
    #expect(appDelegate.window == nil)
    MainQueue.drain()
    #expect(Trace.shared.take() == ["A.viewDidAppear(false)"])
  }

  /// An app delegate choosing its configuration, as Xcode's scene template does, gets the manifest's storyboard:
  /// `UISceneConfiguration(name:sessionRole:)` loads the entry of that name from the Info.plist (Apple's
  /// documentation of the initializer). An unknown name is an empty configuration.
  @Test(.tags(.spec8_3)) func aConfigurationMadeByNameReadsTheInfoPlist() throws {
    final class ChoosingDelegate: UIApplicationDelegate {
      var chosen: [UISceneConfiguration] = []
      func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
      ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(
          name: "Default Configuration", sessionRole: connectingSceneSession.role)
        chosen = [configuration, UISceneConfiguration(name: "CarPlay", sessionRole: connectingSceneSession.role)]
        return configuration
      }
    }
    Runtime.fresh()
    let bundle = try Self.app(plist: Self.sceneManifest)
    let delegate = ChoosingDelegate()
    let window = try #require(
      UIApplication.launch(bundle: bundle, appDelegate: delegate, sceneDelegate: SceneDelegate()))
    #expect(window.rootViewController?.title == "A")
    #expect(delegate.chosen.map(\.delegateClassName) == ["$(PRODUCT_MODULE_NAME).SceneDelegate", nil])
    #expect(delegate.chosen.map { $0.storyboard != nil } == [true, false])
    _ = Trace.shared.take()
  }

  /// Appendix A: a main storyboard without an entry point logs and leaves a window without a root.
  @Test(.tags(.spec8_3)) func missingEntryPointIsLogged() throws {
    Runtime.fresh()
    let bundle = try Self.app(plist: "<key>UIMainStoryboardFile</key><string>Main</string>", initial: nil)
    let window = UIApplication.launch(bundle: bundle, appDelegate: AppDelegate())
    #expect(window?.rootViewController == nil)
    #expect(
      Console.messages == [
        "Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated "
          + "entry point is not set?"
      ])
  }

  /// Appendix A: scene storyboards need a scene delegate, with a window property.
  @Test(.tags(.spec8_3)) func sceneStoryboardNeedsADelegateWithAWindow() throws {
    Runtime.fresh()
    let bundle = try Self.app(plist: Self.sceneManifest)
    #expect(UIApplication.launch(bundle: bundle) == nil)
    #expect(
      Console.messages == [
        "There is no scene delegate set. A scene delegate class must be specified to use a main storyboard file."
      ])
    Console.clear()
    #expect(UIApplication.launch(bundle: bundle, sceneDelegate: WindowlessSceneDelegate()) == nil)
    #expect(
      Console.messages == [
        "The scene delegate must implement the window property if it wants to use a main storyboard file."
      ])
  }

  /// The bundled example launches from its own Info.plist (scene manifest).
  @Test(.tags(.spec8_3)) func shopExampleLaunchesFromItsInfoPlist() throws {
    Runtime.fresh()
    let sceneDelegate = SceneDelegate()
    let window = try #require(UIApplication.launch(bundle: ShopExampleTests.bundle, sceneDelegate: sceneDelegate))
    MainQueue.drain()
    #expect(window.rootViewController is RootTabBarController)
    #expect(window.rootViewController?.children.first?.children.first is ProductListViewController)
    #expect(Console.messages == [])
  }
}
