/// One property set recorded on an appearance proxy, replayed on the instances the proxy matches.
///
/// Not in UIKit, whose proxies keep `NSInvocation`s (Chameleon's reimplementation, `UIAppearanceProxy.m` in
/// https://github.com/BigZaphod/Chameleon, does the same).
@MainActor
struct AppearanceInvocation {
  /// The class the proxy was asked for (`MyBar.appearance()` records `MyBar`).
  let type: any AppearanceCustomizable.Type
  /// The containers of `appearance(whenContainedInInstancesOf:)`, innermost first (UIKit's "ascending
  /// hierarchical order").
  let containers: [any UIAppearanceContainer.Type]
  /// The traits of `appearance(for:)`: the set applies only to instances whose traits contain them.
  let trait: UITraitCollection?
  /// The proxy the set was made on.
  let proxy: ObjectIdentifier
  /// The property: its key path, or for a setter with an argument (`setTitleColor(_:for:)`) a name and the argument.
  let key: AnyHashable
  /// When the set was made, counting every set on every proxy.
  let sequence: Int
  /// Sets the recorded value on an instance.
  let apply: @MainActor (AnyObject) -> Void
}
