extension StoryboardClassRegistry {
  /// Makes storyboards and nibs load `<wkWebView>` as ``WKWebView`` (a plain `UIView` otherwise, since SegueKit's
  /// core cannot name WebKit's class). `segue port`'s generated `PortedApp.registerClasses()` calls it when the app
  /// imports WebKit.
  ///
  /// Not in WebKit, where Interface Builder's `<wkWebView>` is the class itself.
  public static func registerWebKitElements() {
    register(WKWebView.self, forElement: "wkWebView")
  }
}
