/// Android's class-name resolution for manifest components.
///
/// Not in Android as a type (the platform's `android.content.ComponentName` is AndroidControllers' `ComponentName`,
/// which holds a package and a class resolved this way): the rule is the platform's `PackageParser.buildClassName` (frameworks/base,
/// core/java/android/content/pm/PackageParser.java): a name starting with `.` is appended to the package, a name
/// without any dot is the package, a dot and the name, and any other name is already fully qualified.
public enum ManifestClassName {
  /// The fully qualified class name for `name` as a manifest writes it; `name` itself when there is no package.
  ///
  /// ```swift
  /// ManifestClassName.resolve(".MainActivity", package: "com.example")      // "com.example.MainActivity"
  /// ManifestClassName.resolve("ApiDemos", package: "com.example.android")   // "com.example.android.ApiDemos"
  /// ManifestClassName.resolve("org.other.Screen", package: "com.example")   // "org.other.Screen"
  /// ```
  public static func resolve(_ name: String, package: String?) -> String {
    guard let package, !package.isEmpty else { return name }
    if name.hasPrefix(".") { return package + name }
    if !name.utf8.contains(UInt8(ascii: ".")) { return package + "." + name }
    return name
  }

  /// The name as `ComponentName.getShortClassName()` gives it: `.MainActivity` when the class lies under `package`.
  public static func shortName(_ className: String, package: String?) -> String {
    guard let package, !package.isEmpty, className.hasPrefix(package + ".") else { return className }
    return String(className.dropFirst(package.count))
  }
}
