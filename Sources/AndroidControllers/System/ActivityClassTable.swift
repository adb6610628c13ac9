/// The app's activity classes, found by the names a manifest gives them.
///
/// Android finds a class by its fully qualified Java name; Swift classes have module-qualified names that the
/// manifest does not know, so the device is given the classes and finds them by simple name (`MainActivity` for
/// `com.example.MainActivity` and `.MainActivity`; Java's `Outer$Inner` by `Inner`).
@preconcurrency @MainActor
struct ActivityClassTable {
  private var bySimpleName: [String: Activity.Type] = [:]

  init(_ classes: [Activity.Type]) {
    add(classes)
  }

  mutating func add(_ classes: [Activity.Type]) {
    for type in classes { bySimpleName[Self.simpleName(of: type)] = type }
  }

  /// The class for a manifest class name, or `nil`.
  func lookup(_ className: String) -> Activity.Type? {
    bySimpleName[Self.simpleName(of: className)]
  }

  /// `MainActivity` for `com.example.MainActivity` and `.MainActivity`, `Inner` for `Outer$Inner`.
  nonisolated static func simpleName(of className: String) -> String {
    className.split(whereSeparator: { $0 == "." || $0 == "$" }).last.map(String.init) ?? className
  }

  static func simpleName(of type: Activity.Type) -> String {
    String(describing: type).split(separator: ".").last.map(String.init) ?? String(describing: type)
  }
}
