import Foundation

/// Finds `.storyboard` files below a path, in a stable order.
enum StoryboardFiles {
  static func find(at path: String, diagnostics: inout [Diagnostic]) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      diagnostics.append(
        Diagnostic(
          severity: .error, code: "unreadable-file", message: "No such file or folder '\(path)'",
          location: SourceLocation(file: path, line: 1, column: 1)))
      return []
    }
    guard isDirectory.boolValue else { return [path] }
    let entries = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
    return entries.filter { entry in
      entry.hasSuffix(".storyboard")
        && !entry.split(separator: "/").dropLast().contains { $0.hasPrefix(".") || $0.hasSuffix(".storyboardc") }
    }
    .sorted()
    .map { (path as NSString).appendingPathComponent($0) }
  }
}
