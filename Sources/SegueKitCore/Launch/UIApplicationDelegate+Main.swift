import Foundation

extension UIApplicationDelegate {
  /// The entry point of an app delegate class marked `@main`: in SegueKit it says how a headless app runs, on
  /// standard error, and exits with status 1.
  ///
  /// Mirrors the `main()` UIKit gives app delegates, so that `@main final class AppDelegate: UIResponder,
  /// UIApplicationDelegate` compiles unchanged. UIKit's `main()` creates the delegate from its class through the
  /// Objective-C runtime and starts the run loop; Swift can create an instance from a metatype only through a
  /// `required` initializer, which app delegates do not declare, and a headless app has no run loop to start. An
  /// app runs through `UIApplication.launch(bundle:appDelegate:sceneDelegate:device:)` or SegueKitTesting's
  /// `SegueApp`, given a delegate instance.
  public static func main() {
    FileHandle.standardError.write(
      Data(
        """
        \(Self.self) is marked @main. SegueKit runs an app headlessly from a test or a tool: \
        UIApplication.launch(bundle:appDelegate:sceneDelegate:device:) or SegueApp.launch(appFolder:).

        """.utf8))
    exit(1)
  }
}
