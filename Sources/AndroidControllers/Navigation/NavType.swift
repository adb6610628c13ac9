/// The type of a navigation argument, which puts and reads it in a `Bundle`: AndroidX's `NavType`.
///
/// The built-in types are those `NavType.fromArgType` knows by name (`integer`, `long`, `float`, `boolean`, `string`,
/// `reference`, their arrays); a class name (a Parcelable, Serializable or enum) is kept by name and its values are
/// passed as strings.
@preconcurrency @MainActor
public final class NavType: @MainActor CustomStringConvertible {
  /// AndroidX's `getName()`: `integer`, `string`, `long[]`, a class name ….
  public let name: String
  /// AndroidX's `isNullableAllowed()`.
  public let isNullableAllowed: Bool

  private init(_ name: String, nullable: Bool) {
    self.name = name
    isNullableAllowed = nullable
  }

  /// `NavType.IntType`.
  public static let IntType = NavType("integer", nullable: false)
  /// `NavType.LongType`.
  public static let LongType = NavType("long", nullable: false)
  /// `NavType.FloatType`.
  public static let FloatType = NavType("float", nullable: false)
  /// `NavType.BoolType`.
  public static let BoolType = NavType("boolean", nullable: false)
  /// `NavType.StringType`.
  public static let StringType = NavType("string", nullable: true)
  /// `NavType.ReferenceType`.
  public static let ReferenceType = NavType("reference", nullable: false)

  /// AndroidX's `fromArgType(String, String)`: the type an `app:argType` names (`nil`: inferred later as string).
  public static func fromArgType(_ type: String?, _ packageName: String?) -> NavType {
    switch type {
    case nil, "string": StringType
    case "integer": IntType
    case "long": LongType
    case "float": FloatType
    case "boolean": BoolType
    case "reference": ReferenceType
    case let name?: NavType(name, nullable: true)  // arrays and classes take null
    }
  }

  /// AndroidX's `inferFromValue(String)`: the type of an untyped default value.
  static func inferFromValue(_ value: String) -> NavType {
    if Int32(value) != nil || value.hasPrefix("0x") { return IntType }
    if value.hasSuffix("L"), Int64(value.dropLast()) != nil { return LongType }
    if Float(value) != nil { return FloatType }
    if value == "true" || value == "false" { return BoolType }
    return StringType
  }

  /// AndroidX's `put(Bundle, String, T)` from the text of a value (a default value or a deep link's part).
  func put(_ bundle: Bundle, _ key: String, parsing value: String) {
    switch name {
    case "integer", "reference":
      let parsed =
        value.hasPrefix("0x") ? UInt32(value.dropFirst(2), radix: 16).map { Int32(bitPattern: $0) } : Int32(value)
      bundle.putInt(key, parsed ?? 0)
    case "long": bundle.putLong(key, Int64(value.hasSuffix("L") ? String(value.dropLast()) : value) ?? 0)
    case "float": bundle.putFloat(key, Float(value) ?? 0)
    case "boolean": bundle.putBoolean(key, value == "true")
    default: bundle.putString(key, value == "@null" ? nil : value)
    }
  }

  /// Whether the bundle's value under `key` is of this type (AndroidX `NavArgument.verify`).
  func verify(_ bundle: Bundle, _ key: String) -> Bool {
    guard bundle.containsKey(key) else { return false }
    switch name {
    case "integer", "reference": return bundle.kind(of: key) == "java.lang.Integer"
    case "long": return bundle.kind(of: key) == "java.lang.Long"
    case "float": return bundle.kind(of: key) == "java.lang.Float"
    case "boolean": return bundle.kind(of: key) == "java.lang.Boolean"
    case "string": return bundle.kind(of: key) == "java.lang.String"
    default: return true
    }
  }

  /// AndroidX's `toString()`: the name.
  public var description: String { name }
}
