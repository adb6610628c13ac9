import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// An app with neither a main storyboard nor a scene manifest makes its window itself: Apple's "About the app launch
/// sequence" — without a main storyboard, the app delegate creates the window in
/// `application(_:willFinishLaunchingWithOptions:)` or `didFinishLaunching`, sets its root view controller and makes it
/// key and visible. The launch shows that window.
@MainActor
@Suite struct CodeOnlyLaunchDriverTests {
  final class CodeOnlyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let cities = UIViewController()
      cities.title = "Cities"
      window.rootViewController = UINavigationController(rootViewController: cities)
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.cities</string>
    </dict></plist>
    """

  @Test func theWindowTheAppDelegateMakesIsTheLaunchedScreen() throws {
    let folder = try TemporaryFolder(files: ["Info.plist": Self.infoPlist])
    defer { folder.remove() }
    let delegate = CodeOnlyAppDelegate()
    // Synchronous: an awaiting launch lets other tests run on the main actor before the trace is read.
    let app = try SegueApp.launch(appFolder: folder.url, appDelegate: delegate)
    #expect(app.window === delegate.window)
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Cities (UIViewController)
        """)
    #expect(
      app.takeTrace().map(\.description) == [
        "UINavigationController(Cities).viewDidLoad", "UINavigationController(Cities).viewWillAppear(false)",
        "UINavigationController(Cities).viewIsAppearing(false)", "Cities.viewDidLoad", "Cities.viewWillAppear(false)",
        "Cities.viewIsAppearing(false)", "UINavigationController(Cities).viewDidAppear(false)",
        "Cities.viewDidAppear(false)",
      ])
  }
}
