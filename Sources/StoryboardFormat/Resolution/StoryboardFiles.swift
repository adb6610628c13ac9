import Foundation

/// Finds `.storyboard` and `.xib` files below a path, in a stable order.
///
/// Hidden folders and compiled `.storyboardc` bundles are skipped. Symbolic links to folders are followed once
/// (a link back to a folder already walked is not entered again, so link loops end). A path or folder that
/// cannot be read is an `unreadable-file` error, never skipped silently.
package enum StoryboardFiles {
  static func find(at path: String, diagnostics: inout [Diagnostic]) -> [String] {
    find(at: path, diagnostics: &diagnostics, matching: isInterfaceBuilderFile) {
      $0.hasPrefix(".") || $0.hasSuffix(".storyboardc")
    }
  }

  /// The files below `path` whose names `matches` accepts (or `path` itself when it is a file), by the same walk:
  /// folders whose names `skipsFolder` accepts are not entered, links are followed once, unreadable folders are
  /// `unreadable-file` errors. For the package's other file kinds (Android manifests).
  package static func find(
    at path: String, diagnostics: inout [Diagnostic], matching matches: (String) -> Bool,
    skippingFolders skipsFolder: (String) -> Bool
  ) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      diagnostics.append(unreadable(path, "No such file or folder '\(path)'"))
      return []
    }
    guard isDirectory.boolValue else { return [path] }
    var found: [String] = []
    var visited: Set<String> = [FilePaths.canonical(path)]
    var pending: [String] = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? path : FilePaths.join(path, relative)
      let entries: [String]
      do {
        entries = try FileManager.default.contentsOfDirectory(atPath: folder)
      } catch {
        diagnostics.append(unreadable(folder, "Cannot read the folder '\(folder)'"))
        continue
      }
      for entry in entries {
        let entryRelative = relative.isEmpty ? entry : relative + "/" + entry
        let entryPath = FilePaths.join(path, entryRelative)
        var entryIsDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: entryPath, isDirectory: &entryIsDirectory) else {
          // A dangling link named like a storyboard is reported when it fails to load.
          if matches(entry) { found.append(entryRelative) }
          continue
        }
        if entryIsDirectory.boolValue {
          if skipsFolder(entry) { continue }
          if visited.insert(FilePaths.canonical(entryPath)).inserted { pending.append(entryRelative) }
        } else if matches(entry) {
          found.append(entryRelative)
        }
      }
    }
    return found.sorted().map { FilePaths.join(path, $0) }
  }

  /// Whether a file name is a storyboard's or a xib's.
  static func isInterfaceBuilderFile(_ name: String) -> Bool {
    name.hasSuffix(".storyboard") || isNib(name)
  }

  /// Whether a file name is a xib's, decoded as a nib rather than a storyboard.
  static func isNib(_ name: String) -> Bool { name.hasSuffix(".xib") }

  static func unreadable(_ path: String, _ message: String) -> Diagnostic {
    Diagnostic(
      severity: .error, code: .unreadableFile, message: message,
      location: SourceLocation(file: path, line: 1, column: 1))
  }
}
