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
  ///
  /// The last part that is not empty, found on the UTF-8 bytes from the end (every fragment a navigation shows is
  /// made by name, so this runs on each one); the whole name when every part is empty.
  nonisolated static func simpleName(of className: String) -> String {
    let bytes = className.utf8
    func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$") }
    var end = bytes.endIndex
    while end > bytes.startIndex, isSeparator(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
    guard end > bytes.startIndex else { return className }
    var start = end
    while start > bytes.startIndex, !isSeparator(bytes[bytes.index(before: start)]) {
      start = bytes.index(before: start)
    }
    if start == bytes.startIndex, end == bytes.endIndex { return className }
    return String(className[start..<end])
  }

  static func simpleName(of type: Activity.Type) -> String {
    String(describing: type).split(separator: ".").last.map(String.init) ?? String(describing: type)
  }
}
