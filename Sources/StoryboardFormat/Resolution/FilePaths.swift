import Foundation

/// Path arithmetic on path strings as the user gave them, without Foundation's `NSString` path methods,
/// which trap on Linux for paths such as `"."` (`("." as NSString).deletingLastPathComponent`).
///
/// Relative paths stay relative, so diagnostics name files the way the user typed them.
package enum FilePaths {
  /// The folder that holds `path`: `"App/Main.storyboard"` → `"App"`, `"Main.storyboard"` → `"."`,
  /// `"."` → `".."`, `"../x"` → `".."`, `"/x"` → `"/"`. Trailing slashes are ignored.
  package static func folder(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    if trimmed == "/" { return "/" }
    if trimmed.isEmpty || trimmed == "." { return ".." }
    let last = lastComponent(trimmed)
    if last == ".." { return trimmed + "/.." }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let folder = String(trimmed[..<slash])
    return folder.isEmpty ? "/" : trimmingTrailingSlashes(folder)
  }

  /// `folder/name`, without doubling a slash; `"."` stays as a prefix (`"./Main.storyboard"`).
  package static func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The last component: `"App/Main.storyboard/"` → `"Main.storyboard"`.
  package static func lastComponent(_ path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
  }

  /// `name` without its extension: `"Main.storyboard"` → `"Main"`; a name without one, or a hidden file's, as it is.
  package static func deletingExtension(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The absolute path with symbolic links resolved, to tell whether two spellings name one file; the
  /// absolute, standardized path when the file does not exist.
  package static func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else {
      return URL(fileURLWithPath: path).standardizedFileURL.path
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }
}
