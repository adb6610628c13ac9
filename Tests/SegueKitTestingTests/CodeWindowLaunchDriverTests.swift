import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// An app delegate that makes its window in code, as apps without a main storyboard or scenes do.
final class CodeWindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow()
    window?.makeKeyAndVisible()
    let list = UIViewController()
    list.title = "Reminders"
    window?.rootViewController = UINavigationController(rootViewController: list)
    return true
  }
}

/// An app whose `Info.plist` names neither a main storyboard nor a scene manifest shows the window its delegate
/// makes in `application(_:didFinishLaunchingWithOptions:)` and keeps in `window`. Source: Apple's
/// `UIApplicationDelegate.window` ("the window used to present the app's visual content"), and Xcode's templates
/// before storyboards, which make the window there.
@MainActor
@Suite struct CodeWindowLaunchDriverTests {
  @Test func theDelegatesOwnWindowIsTheApps() throws {
    let folder = try TemporaryFolder(files: [
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>

      """
    ])
    defer { folder.remove() }
    let delegate = CodeWindowAppDelegate()
    let app = try SegueApp.launch(appFolder: folder.url.appendingPathComponent("App"), appDelegate: delegate)
    #expect(app.window === delegate.window)
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Reminders (UIViewController)
        """)
    #expect(app.exceptions == [] && app.consoleMessages == [])
  }
}
