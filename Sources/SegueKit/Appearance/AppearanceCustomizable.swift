/// An object whose appearance properties appearance proxies can set: views and bar items.
///
/// Not in UIKit, where `UIAppearance` records any message sent to a proxy through the Objective-C runtime. Here each
/// appearance property's setter calls ``noteAppearanceSet(_:_:_:)``: on a proxy it records the value, on any other
/// instance it marks the property as set explicitly, so that a recorded value never replaces it.
@MainActor
protocol AppearanceCustomizable: AnyObject {
  /// The keys of the appearance properties set on this instance itself (not by a proxy's replay).
  var explicitAppearanceKeys: Set<String> { get set }
}

extension AppearanceCustomizable {
  /// Called by an appearance property's setter after it stored `value` under `key`.
  ///
  /// `apply` sets the property on another instance; it captures nothing, so a set costs no allocation unless the
  /// receiver is a proxy.
  func noteAppearanceSet<Value>(_ key: String, _ value: Value, _ apply: @escaping @MainActor (Self, Value) -> Void) {
    AppearanceProxies.propertyDidSet(self, key, value, apply)
  }
}

extension UIView: AppearanceCustomizable {
  var explicitAppearanceKeys: Set<String> {
    get { visualStorage?.explicitAppearanceKeys ?? [] }
    set { visual.explicitAppearanceKeys = newValue }
  }
}

extension UIBarItem: AppearanceCustomizable {}
