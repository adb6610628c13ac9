/// A value a ``Bundle`` holds, with the Java type Android would hold it as.
@MainActor
enum BundleValue {
  case boolean(Bool), byte(Int8), char(UInt16), short(Int16), int(Int32), long(Int64), float(Float), double(Double)
  case string(String?)
  case booleanArray([Bool]?), intArray([Int32]?), longArray([Int64]?), doubleArray([Double]?), byteArray([UInt8]?)
  case stringArray([String]?), stringArrayList([String]?), integerArrayList([Int32]?)
  case bundle(Bundle?)
  case parcelable((any Parcelable)?)
  case parcelableArrayList([any Parcelable]?)

  /// The Java class `getClass().getName()` names for the value (Bundle's type-mismatch warning prints it).
  var javaClassName: String {
    switch self {
    case .boolean: "java.lang.Boolean"
    case .byte: "java.lang.Byte"
    case .char: "java.lang.Character"
    case .short: "java.lang.Short"
    case .int: "java.lang.Integer"
    case .long: "java.lang.Long"
    case .float: "java.lang.Float"
    case .double: "java.lang.Double"
    case .string: "java.lang.String"
    case .booleanArray: "[Z"
    case .intArray: "[I"
    case .longArray: "[J"
    case .doubleArray: "[D"
    case .byteArray: "[B"
    case .stringArray: "[Ljava.lang.String;"
    case .stringArrayList, .integerArrayList, .parcelableArrayList: "java.util.ArrayList"
    case .bundle: "android.os.Bundle"
    case .parcelable(let value): value.map { String(reflecting: type(of: $0)) } ?? "null"
    }
  }

  /// The bytes `Parcel.writeValue` takes: a 4-byte type tag, then the value as `Parcel` lays it out.
  var parcelSize: Int {
    4 + payloadSize
  }

  private var payloadSize: Int {
    switch self {
    case .boolean, .byte, .char, .short, .int, .float: 4
    case .long, .double: 8
    case .string(let value): Parcel.stringSize(value)
    case .booleanArray(let value): 4 + 4 * (value?.count ?? 0)
    case .intArray(let value): 4 + 4 * (value?.count ?? 0)
    case .longArray(let value): 4 + 8 * (value?.count ?? 0)
    case .doubleArray(let value): 4 + 8 * (value?.count ?? 0)
    case .byteArray(let value): 4 + Parcel.aligned(value?.count ?? 0)
    case .stringArray(let value), .stringArrayList(let value):
      4 + (value ?? []).reduce(0) { $0 + 4 + Parcel.stringSize($1) }
    case .integerArrayList(let value): 4 + 8 * (value?.count ?? 0)
    case .bundle(let value): value?.parcelSize() ?? 4
    case .parcelable(let value): value.map(Self.parcelableSize) ?? 4
    case .parcelableArrayList(let value): 4 + (value ?? []).reduce(0) { $0 + 4 + Self.parcelableSize($1) }
    }
  }

  /// Since API 33 a parcelable is written with its length first, then its class name and fields.
  private static func parcelableSize(_ value: any Parcelable) -> Int {
    let fields = Parcel.obtain()
    value.writeToParcel(fields, 0)
    return 4 + Parcel.stringSize(String(reflecting: type(of: value))) + fields.dataSize()
  }

  /// The value as the receiver of a parcel gets it: nested bundles and parcelables are new objects.
  func parcelled() -> BundleValue {
    switch self {
    case .bundle(let value): .bundle(value?.copied())
    case .parcelable(let value): .parcelable(value?.parcelledCopy())
    case .parcelableArrayList(let value): .parcelableArrayList(value?.map { $0.parcelledCopy() })
    default: self
    }
  }

  /// The value as `Bundle.get(String)` returns it: the Swift value of the Java object, `nil` for `null`.
  var untyped: Any? {
    switch self {
    case .boolean(let value): value
    case .byte(let value): value
    case .char(let value): value
    case .short(let value): value
    case .int(let value): value
    case .long(let value): value
    case .float(let value): value
    case .double(let value): value
    case .string(let value): value
    case .booleanArray(let value): value
    case .intArray(let value): value
    case .longArray(let value): value
    case .doubleArray(let value): value
    case .byteArray(let value): value
    case .stringArray(let value), .stringArrayList(let value): value
    case .integerArrayList(let value): value
    case .bundle(let value): value
    case .parcelable(let value): value
    case .parcelableArrayList(let value): value
    }
  }

  /// How `Bundle.toString()` shows the value.
  var text: String {
    switch self {
    case .boolean(let value): "\(value)"
    case .byte(let value): "\(value)"
    case .char(let value): String(decoding: [value], as: UTF16.self)
    case .short(let value): "\(value)"
    case .int(let value): "\(value)"
    case .long(let value): "\(value)"
    case .float(let value): "\(value)"
    case .double(let value): "\(value)"
    case .string(let value): value ?? "null"
    case .stringArray(let value): value.map { "[\($0.joined(separator: ", "))]" } ?? "null"
    case .stringArrayList(let value): value.map { "[\($0.joined(separator: ", "))]" } ?? "null"
    case .integerArrayList(let value): value.map { "[\($0.map(String.init).joined(separator: ", "))]" } ?? "null"
    case .bundle(let value): value?.description ?? "null"
    case .parcelable(let value): value.map { "\($0)" } ?? "null"
    default: "[\(javaClassName)"
    }
  }
}
