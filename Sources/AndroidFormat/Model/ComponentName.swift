/// Android's class-name resolution for manifest components.
///
/// Not in Android as a type: the rule is the platform's `PackageParser.buildClassName` (frameworks/base,
/// core/java/android/content/pm/PackageParser.java): a name starting with `.` is appended to the package, a name
/// without any dot is the package, a dot and the name, and any other name is already fully qualified.
public enum ComponentName {
  /// The fully qualified class name for `name` as a manifest writes it; `name` itself when there is no package.
  ///
  /// ```swift
  /// ComponentName.resolve(".MainActivity", package: "com.example")      // "com.example.MainActivity"
  /// ComponentName.resolve("ApiDemos", package: "com.example.android")   // "com.example.android.ApiDemos"
  /// ComponentName.resolve("org.other.Screen", package: "com.example")   // "org.other.Screen"
  /// ```
  public static func resolve(_ name: String, package: String?) -> String {
    guard let package, !package.isEmpty else { return name }
    if name.hasPrefix(".") { return package + name }
    if !name.utf8.contains(UInt8(ascii: ".")) { return package + "." + name }
    return name
  }

  /// The name as `ComponentName.toShortString()` shows it: `.MainActivity` when the class lies under `package`.
  public static func shortName(_ className: String, package: String?) -> String {
    guard let package, !package.isEmpty, className.hasPrefix(package + ".") else { return className }
    return String(className.dropFirst(package.count))
  }
}
