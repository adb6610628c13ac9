public import Foundation

extension UIApplication {
  /// Delivers `url` to the app as iOS does when another app or the system opens a URL of the app's scheme: to the
  /// connected scene's delegate as `scene(_:openURLContexts:)` with one ``UIOpenURLContext``, or, in an app without
  /// scenes, to the app delegate's `application(_:open:options:)`. Returns whether a delegate was given the URL
  /// (for the app delegate, what it returned).
  ///
  /// Not in UIKit (the system opens URLs). `options` are those UIKit passes: ``OpenURLOptionsKey/sourceApplication``
  /// (a bundle identifier), ``OpenURLOptionsKey/annotation`` and ``OpenURLOptionsKey/openInPlace`` (a `Bool`);
  /// for a scene they become the context's ``UIScene/OpenURLOptions``. Drain the main queue afterwards to run what
  /// the delegate queued.
  @discardableResult
  public func simulateOpeningURL(_ url: URL, options: [OpenURLOptionsKey: Any] = [:]) -> Bool {
    if let scene = LaunchState.scene {
      guard let delegate = scene.delegate else { return false }
      let sceneOptions = UIScene.OpenURLOptions(
        sourceApplication: options[.sourceApplication] as? String, annotation: options[.annotation],
        openInPlace: options[.openInPlace] as? Bool ?? false)
      delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: url, options: sceneOptions)])
      return true
    }
    return delegate?.application(self, open: url, options: options) ?? false
  }
}
