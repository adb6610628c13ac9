// Android's typed `putX`/`getX` pairs. Getters of a missing key return the default (`0`, `false`, `null`); of a key
// holding another type, the default with Android's logged warning.
extension Bundle {
  public func putBoolean(_ key: String, _ value: Bool) { put(key, .boolean(value)) }
  public func putByte(_ key: String, _ value: Int8) { put(key, .byte(value)) }
  public func putChar(_ key: String, _ value: UInt16) { put(key, .char(value)) }
  public func putShort(_ key: String, _ value: Int16) { put(key, .short(value)) }
  public func putInt(_ key: String, _ value: Int32) { put(key, .int(value)) }
  public func putLong(_ key: String, _ value: Int64) { put(key, .long(value)) }
  public func putFloat(_ key: String, _ value: Float) { put(key, .float(value)) }
  public func putDouble(_ key: String, _ value: Double) { put(key, .double(value)) }
  public func putString(_ key: String, _ value: String?) { put(key, .string(value)) }
  public func putBooleanArray(_ key: String, _ value: [Bool]?) { put(key, .booleanArray(value)) }
  public func putIntArray(_ key: String, _ value: [Int32]?) { put(key, .intArray(value)) }
  public func putLongArray(_ key: String, _ value: [Int64]?) { put(key, .longArray(value)) }
  public func putDoubleArray(_ key: String, _ value: [Double]?) { put(key, .doubleArray(value)) }
  public func putByteArray(_ key: String, _ value: [UInt8]?) { put(key, .byteArray(value)) }
  public func putStringArray(_ key: String, _ value: [String]?) { put(key, .stringArray(value)) }
  public func putStringArrayList(_ key: String, _ value: [String]?) { put(key, .stringArrayList(value)) }
  public func putIntegerArrayList(_ key: String, _ value: [Int32]?) { put(key, .integerArrayList(value)) }
  public func putBundle(_ key: String, _ value: Bundle?) { put(key, .bundle(value)) }
  public func putParcelable(_ key: String, _ value: (any Parcelable)?) { put(key, .parcelable(value)) }
  public func putParcelableArrayList(_ key: String, _ value: [any Parcelable]?) {
    put(key, .parcelableArrayList(value))
  }

  public func getBoolean(_ key: String, _ defaultValue: Bool = false) -> Bool {
    get(key, as: "Boolean", default: "\(defaultValue)") { if case .boolean(let v) = $0 { v } else { nil } }
      ?? defaultValue
  }
  public func getByte(_ key: String, _ defaultValue: Int8 = 0) -> Int8 {
    get(key, as: "Byte", default: "\(defaultValue)") { if case .byte(let v) = $0 { v } else { nil } } ?? defaultValue
  }
  public func getChar(_ key: String, _ defaultValue: UInt16 = 0) -> UInt16 {
    get(key, as: "Character", default: "\(defaultValue)") { if case .char(let v) = $0 { v } else { nil } }
      ?? defaultValue
  }
  public func getShort(_ key: String, _ defaultValue: Int16 = 0) -> Int16 {
    get(key, as: "Short", default: "\(defaultValue)") { if case .short(let v) = $0 { v } else { nil } }
      ?? defaultValue
  }
  public func getInt(_ key: String, _ defaultValue: Int32 = 0) -> Int32 {
    get(key, as: "Integer", default: "\(defaultValue)") { if case .int(let v) = $0 { v } else { nil } }
      ?? defaultValue
  }
  public func getLong(_ key: String, _ defaultValue: Int64 = 0) -> Int64 {
    get(key, as: "Long", default: "\(defaultValue)") { if case .long(let v) = $0 { v } else { nil } } ?? defaultValue
  }
  public func getFloat(_ key: String, _ defaultValue: Float = 0) -> Float {
    get(key, as: "Float", default: "\(defaultValue)") { if case .float(let v) = $0 { v } else { nil } }
      ?? defaultValue
  }
  public func getDouble(_ key: String, _ defaultValue: Double = 0) -> Double {
    get(key, as: "Double", default: "\(defaultValue)") { if case .double(let v) = $0 { v } else { nil } }
      ?? defaultValue
  }
  public func getString(_ key: String) -> String? {
    get(key, as: "String", default: "null") { if case .string(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  /// Android's `getString(String, String)`: the default also when the value is `null`.
  public func getString(_ key: String, _ defaultValue: String) -> String { getString(key) ?? defaultValue }
  public func getBooleanArray(_ key: String) -> [Bool]? {
    get(key, as: "boolean[]", default: "null") { if case .booleanArray(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  public func getIntArray(_ key: String) -> [Int32]? {
    get(key, as: "int[]", default: "null") { if case .intArray(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  public func getLongArray(_ key: String) -> [Int64]? {
    get(key, as: "long[]", default: "null") { if case .longArray(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  public func getDoubleArray(_ key: String) -> [Double]? {
    get(key, as: "double[]", default: "null") { if case .doubleArray(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  public func getByteArray(_ key: String) -> [UInt8]? {
    get(key, as: "byte[]", default: "null") { if case .byteArray(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  public func getStringArray(_ key: String) -> [String]? {
    get(key, as: "String[]", default: "null") { if case .stringArray(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  public func getStringArrayList(_ key: String) -> [String]? {
    get(key, as: "ArrayList<String>", default: "null") {
      if case .stringArrayList(let v) = $0 { .some(v) } else { nil }
    } ?? nil
  }
  public func getIntegerArrayList(_ key: String) -> [Int32]? {
    get(key, as: "ArrayList<Integer>", default: "null") {
      if case .integerArrayList(let v) = $0 { .some(v) } else { nil }
    } ?? nil
  }
  public func getBundle(_ key: String) -> Bundle? {
    get(key, as: "Bundle", default: "null") { if case .bundle(let v) = $0 { .some(v) } else { nil } } ?? nil
  }
  /// Android's typed `getParcelable(String, Class<T>)` (API 33).
  public func getParcelable<T: Parcelable>(_ key: String, _ clazz: T.Type) -> T? {
    get(key, as: "Parcelable", default: "null") { if case .parcelable(let v) = $0 { .some(v) } else { nil } }?
      .flatMap { $0 as? T }
  }
  /// Android's typed `getParcelableArrayList(String, Class<T>)` (API 33).
  public func getParcelableArrayList<T: Parcelable>(_ key: String, _ clazz: T.Type) -> [T]? {
    get(key, as: "ArrayList", default: "null") {
      if case .parcelableArrayList(let v) = $0 { .some(v) } else { nil }
    }?.flatMap { $0?.compactMap { $0 as? T } }
  }
}
