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

  /// The appearance proxy of views inside `containerTypes` (innermost first, each further out than the last):
  /// `UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = …` styles the labels in
  /// table cells only.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIView` rather than `Self`;
  /// its defaulted last parameter has the reason ``appearance(_:)`` gives.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type], _ placeholder: Void = ()
  ) -> UIView {
    AppearanceProxies.proxy(self, in: containerTypes) { UIView(frame: .zero) }
  }

  /// The appearance proxy of views whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIView` rather than `Self`; its defaulted last
  /// parameter has the reason ``appearance(_:)`` gives.
  public static func appearance(for trait: UITraitCollection, _ placeholder: Void = ()) -> UIView {
    AppearanceProxies.proxy(self, for: trait) { UIView(frame: .zero) }
  }

  /// The appearance proxy of views inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIView` rather than
  /// `Self`; its defaulted last parameter has the reason ``appearance(_:)`` gives.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type],
    _ placeholder: Void = ()
  ) -> UIView {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIView(frame: .zero) }
  }
}
