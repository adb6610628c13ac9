/// The appearance proxies handed out by `appearance()`: one shared instance per class and container list.
///
/// Not in UIKit, whose `UIAppearance` proxy records property sets and replays them on instances as they enter a
/// window. Here `appearance()` returns a plain, never-displayed instance of the class: values set on it are kept
/// and read back from it, and are not applied to other instances (there is no rendering for them to affect).
@MainActor
enum AppearanceProxies {
  private static var proxies: [String: AnyObject] = [:]

  /// The proxy for `type` inside `containers`, made by `make` on first use.
  static func proxy<T: AnyObject>(_ type: T.Type, in containers: [any UIAppearanceContainer.Type] = [], make: () -> T)
    -> T
  {
    let key = ([String(reflecting: type)] + containers.map { String(reflecting: $0) }).joined(separator: ">")
    if let existing = proxies[key] as? T { return existing }
    let made = make()
    proxies[key] = made
    return made
  }
}

extension UINavigationBar {
  /// The shared appearance proxy of navigation bars: values set on it are kept and read back, and applied to no
  /// other instance (UIKit replays them on instances as they appear).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning the base class rather than `Self`.
  public static func appearance() -> UINavigationBar {
    AppearanceProxies.proxy(UINavigationBar.self) { UINavigationBar(frame: .zero) }
  }

  /// The appearance proxy of navigation bars inside `containerTypes`.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning the base class.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UINavigationBar
  {
    AppearanceProxies.proxy(UINavigationBar.self, in: containerTypes) { UINavigationBar(frame: .zero) }
  }
}

extension UITabBar {
  /// The shared appearance proxy of tab bars: values set on it are kept and read back, and applied to no
  /// other instance (UIKit replays them on instances as they appear).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning the base class rather than `Self`.
  public static func appearance() -> UITabBar {
    AppearanceProxies.proxy(UITabBar.self) { UITabBar(frame: .zero) }
  }
}

extension UIBarButtonItem {
  /// The shared appearance proxy of bar button items: values set on it are kept and read back, and applied to no
  /// other instance (UIKit replays them on instances as they appear).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning the base class rather than `Self`.
  public static func appearance() -> UIBarButtonItem {
    AppearanceProxies.proxy(UIBarButtonItem.self) { UIBarButtonItem() }
  }

  /// The appearance proxy of bar button items inside `containerTypes`.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning the base class.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIBarButtonItem
  {
    AppearanceProxies.proxy(UIBarButtonItem.self, in: containerTypes) { UIBarButtonItem() }
  }
}

extension UISwitch {
  /// The shared appearance proxy of switches: values set on it are kept and read back, and applied to no
  /// other instance (UIKit replays them on instances as they appear).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning the base class rather than `Self`.
  public static func appearance() -> UISwitch {
    AppearanceProxies.proxy(UISwitch.self) { UISwitch(frame: .zero) }
  }
}

extension UIImageView {
  /// The shared appearance proxy of image views: values set on it are kept and read back, and applied to no
  /// other instance (UIKit replays them on instances as they appear).
  ///
  /// Mirrors UIKit's `UIAppearance.appearance()`, returning the base class rather than `Self`.
  public static func appearance() -> UIImageView {
    AppearanceProxies.proxy(UIImageView.self) { UIImageView(frame: .zero) }
  }

  /// The appearance proxy of image views inside `containerTypes`.
  ///
  /// Mirrors UIKit's `UIAppearance.appearance(whenContainedInInstancesOf:)`, returning the base class.
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIImageView
  {
    AppearanceProxies.proxy(UIImageView.self, in: containerTypes) { UIImageView(frame: .zero) }
  }
}
