/// An object whose appearance properties appearance proxies can set: views and bar items.
///
/// Not in UIKit, where `UIAppearance` records any message sent to a proxy through the Objective-C runtime. Here each
/// appearance property's setter calls `noteAppearanceSet`: on a proxy it records the value, on any other instance it
/// marks the property as set explicitly, so that a recorded value never replaces it.
@MainActor
package protocol AppearanceCustomizable: AnyObject {
  /// The keys of the appearance properties set on this instance itself (not by a proxy's replay).
  var explicitAppearanceKeys: Set<AnyHashable> { get set }
}

extension AppearanceCustomizable {
  /// Called by an appearance property's `didSet`: `property` names it and sets it on another instance.
  package func noteAppearanceSet<Value>(_ property: ReferenceWritableKeyPath<Self, Value>) {
    AppearanceProxies.propertyDidSet(self, property, { self[keyPath: property] }, { { $0[keyPath: property] = $1 } })
  }

  /// Called by an appearance setter with an argument (`setTitleColor(_:for:)`) after it stored `value`: `name` and
  /// `argument` make the key, `apply` sets it on another instance.
  package func noteAppearanceSet<Value>(
    _ name: String, _ argument: some BinaryInteger, _ value: Value, _ apply: @escaping @MainActor (Self, Value) -> Void
  ) {
    AppearanceProxies.propertyDidSet(self, "\(name).\(argument)", { value }, { apply })
  }
}

extension UIView: AppearanceCustomizable {
  package var explicitAppearanceKeys: Set<AnyHashable> {
    get { visualStorage?.explicitAppearanceKeys ?? [] }
    set { visual.explicitAppearanceKeys = newValue }
  }
}

/// A bar item (`UIBarItem`, declared in the controls layer above), whose proxies a pushed controller's items replay.
package protocol AppearanceBarItem: AppearanceCustomizable {}
