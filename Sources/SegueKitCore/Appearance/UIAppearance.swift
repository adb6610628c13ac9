// The `appearance()` functions of the classes with appearance properties (UIKit's `UIAppearance` protocol).
//
// UIKit returns `Self`; SegueKit returns the class that declares the function, because Swift can make an instance of
// `Self` only through a `required` initializer, which `init(frame:)` is not. The proxy still belongs to the class the
// function is called on: `MyBar.appearance()` records for `MyBar` instances only, as in UIKit. `UIView`'s takes a
// defaulted parameter (UIView+Appearance.swift): a static method declared in an extension cannot be redeclared by its
// subclasses' extensions.

extension UINavigationBar {
  /// The appearance proxy of navigation bars: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UINavigationBar` rather than `Self`.
  public static func appearance() -> UINavigationBar {
    AppearanceProxies.proxy(self) { UINavigationBar(frame: .zero) }
  }

  /// The appearance proxy of navigation bars inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UINavigationBar` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UINavigationBar
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UINavigationBar(frame: .zero) }
  }

  /// The appearance proxy of instances of `UINavigationBar` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UINavigationBar` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UINavigationBar {
    AppearanceProxies.proxy(self, for: trait) { UINavigationBar(frame: .zero) }
  }

  /// The appearance proxy of instances of `UINavigationBar` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UINavigationBar` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UINavigationBar {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UINavigationBar(frame: .zero) }
  }
}

extension UIToolbar {
  /// The appearance proxy of toolbars: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIToolbar` rather than `Self`.
  public static func appearance() -> UIToolbar {
    AppearanceProxies.proxy(self) { UIToolbar(frame: .zero) }
  }

  /// The appearance proxy of toolbars inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIToolbar` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIToolbar
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UIToolbar(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIToolbar` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIToolbar` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UIToolbar {
    AppearanceProxies.proxy(self, for: trait) { UIToolbar(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIToolbar` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIToolbar` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIToolbar {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIToolbar(frame: .zero) }
  }
}

extension UITabBar {
  /// The appearance proxy of tab bars: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UITabBar` rather than `Self`.
  public static func appearance() -> UITabBar {
    AppearanceProxies.proxy(self) { UITabBar(frame: .zero) }
  }

  /// The appearance proxy of tab bars inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UITabBar` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UITabBar
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UITabBar(frame: .zero) }
  }

  /// The appearance proxy of instances of `UITabBar` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UITabBar` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UITabBar {
    AppearanceProxies.proxy(self, for: trait) { UITabBar(frame: .zero) }
  }

  /// The appearance proxy of instances of `UITabBar` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UITabBar` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITabBar {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UITabBar(frame: .zero) }
  }
}

extension UIBarButtonItem {
  /// The appearance proxy of bar button items: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIBarButtonItem` rather than `Self`.
  public static func appearance() -> UIBarButtonItem {
    AppearanceProxies.proxy(self) { UIBarButtonItem() }
  }

  /// The appearance proxy of bar button items inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIBarButtonItem` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIBarButtonItem
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UIBarButtonItem() }
  }

  /// The appearance proxy of instances of `UIBarButtonItem` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIBarButtonItem` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UIBarButtonItem {
    AppearanceProxies.proxy(self, for: trait) { UIBarButtonItem() }
  }

  /// The appearance proxy of instances of `UIBarButtonItem` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIBarButtonItem` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIBarButtonItem {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIBarButtonItem() }
  }
}

extension UITabBarItem {
  /// The appearance proxy of tab bar items: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UITabBarItem` rather than `Self`.
  public static func appearance() -> UITabBarItem {
    AppearanceProxies.proxy(self) { UITabBarItem() }
  }

  /// The appearance proxy of tab bar items inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UITabBarItem` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UITabBarItem
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UITabBarItem() }
  }

  /// The appearance proxy of instances of `UITabBarItem` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UITabBarItem` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UITabBarItem {
    AppearanceProxies.proxy(self, for: trait) { UITabBarItem() }
  }

  /// The appearance proxy of instances of `UITabBarItem` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UITabBarItem` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITabBarItem {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UITabBarItem() }
  }
}

extension UISwitch {
  /// The appearance proxy of switches: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UISwitch` rather than `Self`.
  public static func appearance() -> UISwitch {
    AppearanceProxies.proxy(self) { UISwitch(frame: .zero) }
  }

  /// The appearance proxy of switches inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UISwitch` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UISwitch
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UISwitch(frame: .zero) }
  }

  /// The appearance proxy of instances of `UISwitch` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UISwitch` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UISwitch {
    AppearanceProxies.proxy(self, for: trait) { UISwitch(frame: .zero) }
  }

  /// The appearance proxy of instances of `UISwitch` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UISwitch` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISwitch {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UISwitch(frame: .zero) }
  }
}

extension UISegmentedControl {
  /// The appearance proxy of segmented controls: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UISegmentedControl` rather than `Self`.
  public static func appearance() -> UISegmentedControl {
    AppearanceProxies.proxy(self) { UISegmentedControl(frame: .zero) }
  }

  /// The appearance proxy of segmented controls inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UISegmentedControl` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UISegmentedControl
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UISegmentedControl(frame: .zero) }
  }

  /// The appearance proxy of instances of `UISegmentedControl` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UISegmentedControl` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UISegmentedControl {
    AppearanceProxies.proxy(self, for: trait) { UISegmentedControl(frame: .zero) }
  }

  /// The appearance proxy of instances of `UISegmentedControl` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UISegmentedControl` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISegmentedControl {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UISegmentedControl(frame: .zero) }
  }
}

extension UIImageView {
  /// The appearance proxy of image views: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIImageView` rather than `Self`.
  public static func appearance() -> UIImageView {
    AppearanceProxies.proxy(self) { UIImageView(frame: .zero) }
  }

  /// The appearance proxy of image views inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIImageView` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIImageView
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UIImageView(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIImageView` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIImageView` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UIImageView {
    AppearanceProxies.proxy(self, for: trait) { UIImageView(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIImageView` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIImageView` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIImageView {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIImageView(frame: .zero) }
  }
}

extension UIButton {
  /// The appearance proxy of buttons: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIButton` rather than `Self`.
  public static func appearance() -> UIButton {
    AppearanceProxies.proxy(self) { UIButton(frame: .zero) }
  }

  /// The appearance proxy of buttons inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIButton` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIButton
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UIButton(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIButton` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIButton` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UIButton {
    AppearanceProxies.proxy(self, for: trait) { UIButton(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIButton` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIButton` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIButton {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIButton(frame: .zero) }
  }
}

extension UISlider {
  /// The appearance proxy of sliders: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UISlider` rather than `Self`.
  public static func appearance() -> UISlider {
    AppearanceProxies.proxy(self) { UISlider(frame: .zero) }
  }

  /// The appearance proxy of sliders inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UISlider` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UISlider
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UISlider(frame: .zero) }
  }

  /// The appearance proxy of instances of `UISlider` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UISlider` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UISlider {
    AppearanceProxies.proxy(self, for: trait) { UISlider(frame: .zero) }
  }

  /// The appearance proxy of instances of `UISlider` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UISlider` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISlider {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UISlider(frame: .zero) }
  }
}

extension UIProgressView {
  /// The appearance proxy of progress views: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIProgressView` rather than `Self`.
  public static func appearance() -> UIProgressView {
    AppearanceProxies.proxy(self) { UIProgressView(frame: .zero) }
  }

  /// The appearance proxy of progress views inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIProgressView` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIProgressView
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UIProgressView(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIProgressView` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIProgressView` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UIProgressView {
    AppearanceProxies.proxy(self, for: trait) { UIProgressView(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIProgressView` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIProgressView` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIProgressView {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIProgressView(frame: .zero) }
  }
}

extension UIPageControl {
  /// The appearance proxy of page controls: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIPageControl` rather than `Self`.
  public static func appearance() -> UIPageControl {
    AppearanceProxies.proxy(self) { UIPageControl(frame: .zero) }
  }

  /// The appearance proxy of page controls inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIPageControl` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIPageControl
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UIPageControl(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIPageControl` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIPageControl` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UIPageControl {
    AppearanceProxies.proxy(self, for: trait) { UIPageControl(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIPageControl` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIPageControl` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIPageControl {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIPageControl(frame: .zero) }
  }
}

extension UIActivityIndicatorView {
  /// The appearance proxy of activity indicators: properties set on it are applied to each instance as it enters a window,
  /// unless set on the instance itself. Reading a property back from the proxy returns the value set.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning `UIActivityIndicatorView` rather than `Self`.
  public static func appearance() -> UIActivityIndicatorView {
    AppearanceProxies.proxy(self) { UIActivityIndicatorView(frame: .zero) }
  }

  /// The appearance proxy of activity indicators inside `containerTypes` (innermost first, each further out than the last).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning `UIActivityIndicatorView` rather than `Self`.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIActivityIndicatorView
  {
    AppearanceProxies.proxy(self, in: containerTypes) { UIActivityIndicatorView(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIActivityIndicatorView` whose traits contain `trait`'s specified traits: its values apply, over
  /// those of ``appearance()``, to the instances entering a window with those traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:)`, returning `UIActivityIndicatorView` rather than `Self`.
  public static func appearance(for trait: UITraitCollection) -> UIActivityIndicatorView {
    AppearanceProxies.proxy(self, for: trait) { UIActivityIndicatorView(frame: .zero) }
  }

  /// The appearance proxy of instances of `UIActivityIndicatorView` inside `containerTypes` whose traits contain `trait`'s specified traits.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(for:whenContainedInInstancesOf:)`, returning `UIActivityIndicatorView` rather than
  /// `Self`.
  public static func appearance(
    for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIActivityIndicatorView {
    AppearanceProxies.proxy(self, in: containerTypes, for: trait) { UIActivityIndicatorView(frame: .zero) }
  }
}
