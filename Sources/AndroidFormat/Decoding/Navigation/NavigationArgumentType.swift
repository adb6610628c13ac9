import StoryboardFormat

/// The checks AndroidX makes of an argument's type and default value when inflating it (navigation-runtime
/// `NavInflater.inflateArgument`, navigation-common `NavType.fromArgType`, `NavArgument`'s initializer).
enum NavigationArgumentType {
  struct Problem {
    let severity: Diagnostic.Severity
    let code: DiagnosticCode
    let message: String
  }

  /// The types `NavType.fromArgType` knows by name; anything else is a class name (Parcelable, Serializable, enum).
  static let builtIn: Set<String> = [
    "integer", "integer[]", "long", "long[]", "float", "float[]", "boolean", "boolean[]", "string", "string[]",
    "reference", "reference[]",
  ]

  /// What AndroidX refuses about the argument's default value, or `nil`.
  static func problem(with argument: NavigationArgumentNode) -> Problem? {
    guard let value = argument.defaultValue else { return nil }
    let type = argument.argType ?? inferred(value)
    if value == "@null" {
      // Untyped `@null` defaults inflate (AndroidX's own test app declares one); a typed one must be nullable.
      guard argument.nullable == true || argument.argType == nil else {
        return Problem(
          severity: .error, code: .nullDefaultNotNullable,
          message: "Argument with type \(type) has null value but is not nullable.")
      }
      return nil
    }
    guard fits(value, type) else {
      return Problem(
        severity: .error, code: .defaultValueMismatch,
        message: "Default value '\(value)' of argument '\(argument.name ?? "")' is not a valid \(type)")
    }
    return nil
  }

  /// The type `NavType.inferFromValue` gives a default without `app:argType`.
  static func inferred(_ value: String) -> String {
    if value.hasPrefix("@") { return "reference" }
    if integer(value) != nil { return "integer" }
    if value.hasSuffix("L"), Int64(value.dropLast()) != nil { return "long" }
    if Float(value) != nil { return "float" }
    if value == "true" || value == "false" { return "boolean" }
    return "string"
  }

  private static func fits(_ value: String, _ type: String) -> Bool {
    if value.hasPrefix("@") { return true }  // a resource the app resolves (`@string/x`, `@integer/y`)
    switch type {
    case "integer": return integer(value) != nil
    case "long": return Int64(value.hasSuffix("L") ? String(value.dropLast()) : value) != nil
    case "float": return Float(value) != nil
    case "boolean": return value == "true" || value == "false"
    case "reference": return integer(value) != nil
    default: return true  // strings, arrays and classes (enums by constant name) are not checked here
    }
  }

  private static func integer(_ value: String) -> Int32? {
    if value.hasPrefix("0x") { return UInt32(value.dropFirst(2), radix: 16).map { Int32(bitPattern: $0) } }
    return Int32(value)
  }
}
