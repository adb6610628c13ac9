extension UIView {
  /// The appearance proxy of views: `UIView.appearance().tintColor = …` gives every view that enters a window
  /// afterwards that tint, unless set on the view itself or by a more specific proxy (a subclass's, or one inside
  /// containers).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIView` rather than `Self`. Its one parameter has a
  /// default so that the call reads `UIView.appearance()`: a static method declared in an extension cannot be
  /// redeclared in a subclass's extension, and `UINavigationBar.appearance()`, `UISwitch.appearance()` … keep their
  /// own (Swift prefers the one without a defaulted parameter). A subclass without its own, such as `UILabel`, gets
  /// this one: a `UIView` proxy that records for that subclass.
  public static func appearance(_ placeholder: Void = ()) -> UIView {
    AppearanceProxies.proxy(self) { UIView(frame: .zero) }
  }
}
