internal import AndroidFormat

/// The package and class of an application component: an explicit intent's target.
///
/// Mirrors `android.content.ComponentName`.
public struct ComponentName: Hashable, Sendable, CustomStringConvertible {
  /// Android's `getPackageName()`.
  public let packageName: String
  /// Android's `getClassName()`: fully qualified.
  public let className: String

  /// Android's `ComponentName(String pkg, String cls)`; a class starting with `.` is taken under the package.
  public init(_ pkg: String, _ cls: String) {
    packageName = pkg
    className = cls.hasPrefix(".") ? pkg + cls : cls
  }

  /// Android's `getShortClassName()`: `.Main` when the class is under the package.
  public var shortClassName: String { ManifestClassName.shortName(className, package: packageName) }

  /// Android's `flattenToShortString()`: `com.example/.MainActivity`.
  public func flattenToShortString() -> String { "\(packageName)/\(shortClassName)" }

  /// Android's `toShortString()`: `{com.example/com.example.MainActivity}`, the class in full (AOSP's
  /// `ComponentName.java`: `"{" + mPackage + "/" + mClass + "}"`), as exception messages print it.
  public func toShortString() -> String { "{\(packageName)/\(className)}" }

  /// Android's `toString()`: `ComponentInfo{com.example/com.example.MainActivity}`.
  public var description: String { "ComponentInfo{\(packageName)/\(className)}" }
}
