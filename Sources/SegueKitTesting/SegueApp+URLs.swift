public import Foundation
public import SegueKit

/// Opening a URL in the app, as another app or the system does.
extension SegueApp {
  /// Opens `url` in the app as one step: the scene delegate's `scene(_:openURLContexts:)` (or, without scenes, the
  /// app delegate's `application(_:open:options:)`) gets it, through
  /// `UIApplication.simulateOpeningURL(_:options:)`; then the main queue is drained and the life cycle recorded.
  ///
  /// Throws when no delegate took the URL: "no delegate opened 'shop://item/7'".
  public func openURL(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) throws {
    var opened = false
    try step { opened = UIApplication.shared.simulateOpeningURL(url, options: options) }
    guard opened else { throw SegueAppError.navigation("no delegate opened '\(url.absoluteString)'") }
  }
}
