// Android's `putExtra` overloads and typed `getXExtra` getters, on the intent's extras bundle.
extension Intent {
  /// A Swift integer literal or `Int` is Java's `int` (Kotlin's `Int`), or `long` when it does not fit.
  @discardableResult
  public func putExtra(_ name: String, _ value: Int) -> Intent {
    if let int = Int32(exactly: value) {
      writableExtras.putInt(name, int)
    } else {
      writableExtras.putLong(name, Int64(value))
    }
    return self
  }
  @discardableResult
  public func putExtra(_ name: String, _ value: Int32) -> Intent { with { $0.putInt(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: Int64) -> Intent { with { $0.putLong(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: Bool) -> Intent { with { $0.putBoolean(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: Double) -> Intent { with { $0.putDouble(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: Float) -> Intent { with { $0.putFloat(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: String?) -> Intent { with { $0.putString(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: [String]?) -> Intent { with { $0.putStringArray(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: [Int32]?) -> Intent { with { $0.putIntArray(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: [UInt8]?) -> Intent { with { $0.putByteArray(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: Bundle?) -> Intent { with { $0.putBundle(name, value) } }
  @discardableResult
  public func putExtra(_ name: String, _ value: (any Parcelable)?) -> Intent {
    with { $0.putParcelable(name, value) }
  }
  /// Android's `putStringArrayListExtra`.
  @discardableResult
  public func putStringArrayListExtra(_ name: String, _ value: [String]?) -> Intent {
    with { $0.putStringArrayList(name, value) }
  }

  public func getIntExtra(_ name: String, _ defaultValue: Int32) -> Int32 {
    extrasIfAny?.getInt(name, defaultValue) ?? defaultValue
  }
  public func getLongExtra(_ name: String, _ defaultValue: Int64) -> Int64 {
    extrasIfAny?.getLong(name, defaultValue) ?? defaultValue
  }
  public func getBooleanExtra(_ name: String, _ defaultValue: Bool) -> Bool {
    extrasIfAny?.getBoolean(name, defaultValue) ?? defaultValue
  }
  public func getDoubleExtra(_ name: String, _ defaultValue: Double) -> Double {
    extrasIfAny?.getDouble(name, defaultValue) ?? defaultValue
  }
  public func getFloatExtra(_ name: String, _ defaultValue: Float) -> Float {
    extrasIfAny?.getFloat(name, defaultValue) ?? defaultValue
  }
  public func getStringExtra(_ name: String) -> String? { extrasIfAny?.getString(name) }
  public func getStringArrayExtra(_ name: String) -> [String]? { extrasIfAny?.getStringArray(name) }
  public func getStringArrayListExtra(_ name: String) -> [String]? { extrasIfAny?.getStringArrayList(name) }
  public func getIntArrayExtra(_ name: String) -> [Int32]? { extrasIfAny?.getIntArray(name) }
  public func getByteArrayExtra(_ name: String) -> [UInt8]? { extrasIfAny?.getByteArray(name) }
  public func getBundleExtra(_ name: String) -> Bundle? { extrasIfAny?.getBundle(name) }
  /// Android's typed `getParcelableExtra(String, Class<T>)` (API 33).
  public func getParcelableExtra<T: Parcelable>(_ name: String, _ clazz: T.Type) -> T? {
    extrasIfAny?.getParcelable(name, clazz)
  }
  /// Android's typed `getParcelableArrayListExtra(String, Class<T>)` (API 33).
  public func getParcelableArrayListExtra<T: Parcelable>(_ name: String, _ clazz: T.Type) -> [T]? {
    extrasIfAny?.getParcelableArrayList(name, clazz)
  }
  /// Android's `putParcelableArrayListExtra(String, ArrayList<? extends Parcelable>)`.
  @discardableResult
  public func putParcelableArrayListExtra(_ name: String, _ value: [any Parcelable]?) -> Intent {
    with { $0.putParcelableArrayList(name, value) }
  }

  private func with(_ write: (Bundle) -> Void) -> Intent {
    write(writableExtras)
    return self
  }
}
