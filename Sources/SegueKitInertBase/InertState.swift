import Foundation

/// The values of the generated (inert) UIKit properties SegueKit declares in extensions, where a stored property
/// cannot be: per object, by property name.
///
/// An entry keeps its owner weakly, so a new object at a dead one's address starts empty; dead entries are swept when
/// the table has doubled since the last sweep, so the table stays proportional to the live objects that set a value.
/// Nonisolated (behind a lock): UIKit's extensions of Foundation's classes, such as `NSObject`'s accessibility
/// properties, are too.
package enum InertState {
  private struct Entry {
    weak var owner: AnyObject?
    var values: [String: Any] = [:]
  }

  /// A value UIKit holds weakly (a `weak var delegate`), kept weakly here too.
  private struct Weak {
    weak var object: AnyObject?
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  nonisolated(unsafe) private static var typeValues: [String: Any] = [:]
  nonisolated(unsafe) private static var sweepAt = 64

  /// The value last set for the type property `key` (`Type.name`), or nil.
  package static func typeValue<Value>(_ key: String) -> Value? {
    lock.withLock { typeValues[key] as? Value }
  }

  /// Keeps `value` for the type property `key`.
  package static func setTypeValue<Value>(_ key: String, _ value: Value) {
    lock.withLock { typeValues[key] = value }
  }

  /// The value last set for `key` on `owner`, or nil.
  package static func value<Value>(of owner: AnyObject, _ key: String) -> Value? {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
      return entry.values[key] as? Value
    }
  }

  /// The value kept for `key` on `owner`; on the first read, the one `make` makes, kept until set.
  ///
  /// The generated getters of properties UIKit answers with one object per owner (a web view's scroll view, a
  /// navigation bar appearance's button appearance) read through this, so that `owner.x.y = v` changes what the next
  /// read of `owner.x` answers. `make` runs outside the lock, on the caller's actor.
  package static func value<Value>(of owner: AnyObject, _ key: String, madeBy make: () -> Value) -> Value {
    if let kept: Value = value(of: owner, key) { return kept }
    let made = make()
    set(owner, key, made)
    return made
  }

  /// The object last set for the weak property `key` on `owner`, while it lives.
  package static func weakValue<Value>(of owner: AnyObject, _ key: String) -> Value? {
    (value(of: owner, key) as Weak?)?.object as? Value
  }

  /// Keeps `value` weakly for the weak property `key` on `owner`.
  package static func setWeak(_ owner: AnyObject, _ key: String, _ value: AnyObject?) {
    set(owner, key, Weak(object: value))
  }

  /// Keeps `value` for `key` on `owner`.
  package static func set<Value>(_ owner: AnyObject, _ key: String, _ value: Value) {
    lock.withLock {
      let id = ObjectIdentifier(owner)
      var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner)
      entry.values[key] = value
      entries[id] = entry
      if entries.count >= sweepAt {
        entries = entries.filter { $0.value.owner != nil }
        sweepAt = max(64, entries.count * 2)
      }
    }
  }
}
