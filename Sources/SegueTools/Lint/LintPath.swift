import Foundation

/// Path arithmetic for lint on `URL` semantics, so relative paths, `.`, `..`, trailing slashes and the
/// filesystem root all behave (`NSString`'s path methods trap on Linux for `"."`).
enum LintPath {
  /// `path` made absolute (relative paths start from the current directory), with `.` and `..`
  /// resolved and no trailing slash (except for the root itself).
  static func absolute(_ path: String) -> String {
    let standardized = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
    return standardized.isEmpty ? "/" : standardized
  }

  /// The folder holding `path`, as an absolute path; the root's parent is the root.
  static func folder(of path: String) -> String {
    let components = self.components(absolute(path))
    return "/" + components.dropLast().joined(separator: "/")
  }

  /// The absolute path's components, without the leading root.
  static func components(_ absolutePath: String) -> [String] {
    absolutePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// `folder` and every folder above it, nearest first, ending at the root.
  static func ancestry(of folder: String) -> [String] {
    var components = self.components(absolute(folder))
    var result: [String] = []
    while true {
      result.append("/" + components.joined(separator: "/"))
      guard !components.isEmpty else { return result }
      components.removeLast()
    }
  }

  /// True when `path` is `folder` or lies below it (both made absolute).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let inner = components(absolute(path))
    let outer = components(absolute(folder))
    return inner.count >= outer.count && Array(inner.prefix(outer.count)) == outer
  }

  /// `path` relative to `folder`, with `..` steps when it is not below it: `Base.lproj/Main.storyboard`,
  /// `../Other/Main.storyboard`, or `.` for the folder itself.
  static func relative(_ path: String, to folder: String) -> String {
    let target = components(absolute(path))
    let base = components(absolute(folder))
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let steps = Array(repeating: "..", count: base.count - common) + target[common...]
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }
}
