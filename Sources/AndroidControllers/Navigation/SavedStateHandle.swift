/// Key-value state that survives its owner's re-creation, and the way navigation results travel back: AndroidX's
/// `SavedStateHandle`.
///
/// Values are kept as given (Android keeps them in a Bundle when the process dies; here they stay in memory).
/// `getLiveData(_:)`'s observation is replaced by ``observe(_:_:)``, called on every `set`.
@preconcurrency @MainActor
public final class SavedStateHandle {
  private var values: [String: Any] = [:]
  private var order: [String] = []
  private var observers: [String: [@MainActor (Any?) -> Void]] = [:]

  public init() {}

  /// AndroidX's `set(String, T)`.
  public func set(_ key: String, _ value: Any?) {
    if values[key] == nil { order.append(key) }
    values[key] = value as Any
    for observer in observers[key] ?? [] { observer(value) }
  }

  /// AndroidX's `get(String)`. An integer that crossed a saved-state `Bundle` (a Swift `Int` is kept as a Java
  /// `long`) comes back in the integer type asked for when it fits.
  public func get<T>(_ key: String) -> T? {
    let value = values[key]
    if let typed = value as? T { return typed }
    guard let number = value as? any BinaryInteger, let type = T.self as? any BinaryInteger.Type else { return nil }
    return type.init(exactly: number) as? T
  }

  /// AndroidX's `contains(String)`.
  public func contains(_ key: String) -> Bool { values[key] != nil }

  /// AndroidX's `remove(String)`: the value that was there.
  @discardableResult
  public func remove<T>(_ key: String) -> T? {
    order.removeAll { $0 == key }
    return values.removeValue(forKey: key) as? T
  }

  /// AndroidX's `keys()`, in the order they were first set.
  public func keys() -> [String] { order }

  /// What `getLiveData(key).observe(owner) { … }` does: `observer` is called with every value set under `key`
  /// from now on (and at once with the current one, as LiveData delivers it). Not in AndroidX under this name.
  public func observe(_ key: String, _ observer: @escaping @MainActor (Any?) -> Void) {
    observers[key, default: []].append(observer)
    if let value = values[key] { observer(value) }
  }
}
