public import Foundation

/// A URL another app (or the system) asked this app's scene to open, with the options it came with.
///
/// Mirrors UIKit's `UIOpenURLContext`, which UIKit passes to `UISceneDelegate.scene(_:openURLContexts:)` and in
/// `UIScene.ConnectionOptions.urlContexts`. In SegueKit, `UIApplication.simulateOpeningURL(_:options:)` delivers
/// one.
open class UIOpenURLContext: NSObject {
  private let storedURL: URL
  private let storedOptions: UIScene.OpenURLOptions

  init(url: URL, options: UIScene.OpenURLOptions) {
    storedURL = url
    storedOptions = options
    super.init()
  }

  /// The URL to open. Mirrors UIKit's `url`.
  open var url: URL { storedURL }

  /// Where the URL came from and how to open it. Mirrors UIKit's `options`.
  open var options: UIScene.OpenURLOptions { storedOptions }
}
