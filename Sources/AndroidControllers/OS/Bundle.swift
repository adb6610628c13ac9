/// A mapping from string keys to typed values: intent extras, saved instance state, fragment arguments.
///
/// Mirrors `android.os.Bundle` (Java method names, Java types: `int` is `Int32`, `long` is `Int64`). A getter of the
/// wrong type logs Android's warning (`Key n expected String but value was a java.lang.Integer.  The default value
/// null was returned.`) and returns the default, as the platform does. Whatever crosses the system (an intent's
/// extras, saved state) is copied as a parcel would copy it: the receiver never holds the sender's objects.
///
/// `AndroidControllers` does not re-export Foundation, so in a file that imports only it, `Bundle` is this type. A
/// file that imports Foundation too sees two `Bundle`s: write `AndroidControllers.Bundle` there, or declare
/// `typealias Bundle = AndroidControllers.Bundle` once in the app's module (its own declarations come first).
@preconcurrency @MainActor
public final class Bundle: @MainActor CustomStringConvertible {
  private var keys: [String] = []
  private var values: [String: BundleValue] = [:]

  /// An empty bundle.
  public init() {}

  /// A copy of `other`'s mappings (nested bundles shared, as Android's shallow copy does).
  public init(_ other: Bundle) {
    keys = other.keys
    values = other.values
  }

  /// Android's `size()`.
  public func size() -> Int { keys.count }
  /// Android's `isEmpty()`.
  public var isEmpty: Bool { keys.isEmpty }
  /// Android's `keySet()`, in insertion order (Android's `ArrayMap` orders by hash).
  public func keySet() -> [String] { keys }
  /// Android's `containsKey(String)`.
  public func containsKey(_ key: String) -> Bool { values[key] != nil }

  /// Android's `remove(String)`.
  public func remove(_ key: String) {
    guard values.removeValue(forKey: key) != nil else { return }
    keys.removeAll { $0 == key }
  }

  /// Android's `clear()`.
  public func clear() {
    keys.removeAll()
    values.removeAll()
  }

  /// Android's `putAll(Bundle)`.
  public func putAll(_ bundle: Bundle) {
    // Into an empty bundle: the other's storage, shared until either changes (a copy of every navigation's
    // arguments).
    guard !keys.isEmpty else {
      keys = bundle.keys
      values = bundle.values
      return
    }
    for key in bundle.keys { put(key, bundle.values[key]!) }
  }

  /// Android's deprecated untyped `get(String)`: the value under `key` whatever its type (`Int32` for an `int`,
  /// `String`, `[Int32]` for an `int[]`, a nested `Bundle` …), `nil` when there is none or it is `null`.
  ///
  /// Deprecated in API 33 in favour of the typed getters, and still widely used to read extras whose type the reader
  /// does not know; like Android, it logs no type warning.
  @available(*, deprecated, message: "Android deprecates get(String) since API 33; use a typed getter")
  public func get(_ key: String) -> Any? { values[key]?.untyped }

  /// The value under `key` whatever its type, as ``get(_:)`` gives it, for the runtime's own readers.
  func untypedValue(_ key: String) -> Any? { values[key]?.untyped }

  /// Android's `deepCopy()`: nested bundles copied too.
  public func deepCopy() -> Bundle {
    let copy = Bundle()
    for key in keys {
      if case .bundle(let nested?) = values[key]! {
        copy.put(key, .bundle(nested.deepCopy()))
      } else {
        copy.put(key, values[key]!)
      }
    }
    return copy
  }

  /// `Bundle[{key=value, …}]`, as Android's `toString()` prints an unparcelled bundle.
  public var description: String {
    "Bundle[{" + keys.map { "\($0)=\(values[$0]!.text)" }.joined(separator: ", ") + "}]"
  }

  // MARK: Storage

  func put(_ key: String, _ value: BundleValue) {
    if values.updateValue(value, forKey: key) == nil { keys.append(key) }
  }

  /// The value under `key` when `read` accepts it; otherwise Android's type warning when a value of another type
  /// is there, and `nil`.
  func get<T>(_ key: String, as javaType: String, default defaultValue: String, _ read: (BundleValue) -> T?) -> T? {
    guard let value = values[key] else { return nil }
    if let typed = read(value) { return typed }
    Console.log(
      "W/Bundle: Key \(key) expected \(javaType) but value was a \(value.javaClassName).  "
        + "The default value \(defaultValue) was returned.")
    return nil
  }

  /// The Java class of the value under `key` (`java.lang.Integer`), or `nil` when there is none.
  func kind(of key: String) -> String? { values[key]?.javaClassName }

  /// The value under `key` as `toString()` prints it, or `nil` when there is none.
  func text(of key: String) -> String? { values[key]?.text }

  /// The copy a receiver of the bundle gets through a parcel.
  func copied() -> Bundle {
    let copy = Bundle()
    for key in keys { copy.put(key, values[key]!.parcelled()) }
    return copy
  }

  /// The bytes `Parcel.writeBundle` takes: a length, a magic number, the entry count, then each key and value.
  func parcelSize() -> Int {
    keys.reduce(12) { $0 + Parcel.stringSize($1) + values[$1]!.parcelSize }
  }
}
