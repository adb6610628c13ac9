/// Finds the app's classes by the names the manifest gives them, for ``AppComponentFactory``.
///
/// Mirrors the part of `java.lang.ClassLoader` an `AppComponentFactory` uses, `loadClass(String)`. Swift has no class
/// path: the loader knows the classes the ``AndroidDevice`` was given (by simple name, as the device finds them) and
/// whatever the Swift runtime finds by a module-qualified name.
@preconcurrency @MainActor
public final class ClassLoader {
  private let activities: ActivityClassTable
  private let application: Application.Type

  init(activities: ActivityClassTable, application: Application.Type) {
    self.activities = activities
    self.application = application
  }

  /// Java's `loadClass(String)`: the class for a manifest class name (`com.example.MainActivity`), or
  /// ``ClassNotFoundException``.
  public func loadClass(_ name: String) throws(ClassNotFoundException) -> AnyClass {
    if let type = activities.lookup(name) { return type }
    let simple = ActivityClassTable.simpleName(of: name)
    if simple == ActivityClassTable.simpleName(of: String(describing: application)) || name == "android.app.Application"
    {
      return application
    }
    if let type = _typeByName(name) as? AnyClass { return type }
    throw ClassNotFoundException(name: name)
  }
}

/// Java's `ClassNotFoundException`: no class has that name. Not in Android as a Swift type.
public struct ClassNotFoundException: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name that was looked for.
  public let name: String

  /// `java.lang.ClassNotFoundException: Didn't find class "<name>"`, as Android's `PathClassLoader` words it.
  public var description: String { "java.lang.ClassNotFoundException: Didn't find class \"\(name)\"" }
}
