import Testing

@testable import SeguePort

/// The app's delegate classes get factories in the generated `PortedApp.registerClasses()`, so that
/// `SegueApp.launch(appFolder:)` makes them from their names as `UIApplicationMain` does (Apple's "About the app
/// launch sequence": UIKit creates the app delegate from `@main`'s class and the scene delegate from the Info.plist's
/// `UISceneDelegateClassName`).
@Suite struct LaunchDelegatePortTests {
  static let sources = [
    "AppDelegate.swift": """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {}
    """,
    "SceneDelegate.swift": """
    import UIKit

    class SceneDelegate: UIResponder {
      var window: UIWindow?
    }

    extension SceneDelegate: UIWindowSceneDelegate {}

    /// A delegate that `init()` cannot make: the app makes it itself.
    class ConfiguredDelegate: NSObject, UISceneDelegate {
      init(name: String) {}
    }

    private class HiddenDelegate: UIResponder, UIWindowSceneDelegate {}
    """,
  ]

  @Test func appAndSceneDelegatesAreFoundWhereverTheyConform() {
    let port = SourcePort(sources: Self.sources)
    #expect(port.launchDelegates == ["AppDelegate", "SceneDelegate"])
    #expect(port.mainDelegate == "AppDelegate")
  }

  /// `@UIApplicationMain` marks the app delegate as `@main` does.
  @Test func uiApplicationMainMarksTheAppDelegate() {
    let port = SourcePort(sources: [
      "AppDelegate.swift":
        "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
    ])
    #expect(port.mainDelegate == "AppDelegate")
    #expect(port.launchDelegates == ["AppDelegate"])
  }

  @Test func registerClassesRegistersTheDelegates() {
    let port = SourcePort(sources: Self.sources)
    let source = PortedApp.source(
      plist: "App/Info.plist", hasResources: true, classes: port.launchableClasses, delegates: port.launchDelegates,
      mainDelegate: port.mainDelegate)
    let body = source.split(separator: "\n").drop { !$0.contains("func registerClasses()") }.prefix(6)
    #expect(
      body.joined(separator: "\n") == """
          public static func registerClasses() {
            StoryboardClassRegistry.register(AppDelegate.self)
            StoryboardClassRegistry.register(ConfiguredDelegate.self)
            StoryboardClassRegistry.register(SceneDelegate.self)
            DelegateClassRegistry.register(main: true) { AppDelegate() }
            DelegateClassRegistry.register { SceneDelegate() }
        """)
    #expect(source.contains("public enum PortedApp: PortedAppRegistration {"))
  }
}
