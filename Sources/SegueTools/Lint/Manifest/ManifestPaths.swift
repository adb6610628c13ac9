public import AndroidFormat
import Foundation
import StoryboardFormat

/// Which command-line paths are Android manifests, and reading them for `segue inspect` and `segue lint`.
///
/// A path that names a `.xml` file (not a folder) is read as a manifest: `AndroidManifest.xml`, or any name a
/// project gives it (`AndroidManifest-test.xml`). Folders are searched for storyboards and xibs only.
public enum ManifestPaths {
  /// Whether `path` is read as an Android manifest.
  public static func isManifest(_ path: String) -> Bool {
    guard path.hasSuffix(".xml") else { return false }
    var isFolder: ObjCBool = false
    return !(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
  }

  /// `paths` split into those searched for storyboards and those read as manifests, each in the order given.
  public static func split(_ paths: [String]) -> (storyboards: [String], manifests: [String]) {
    (paths.filter { !isManifest($0) }, paths.filter(isManifest))
  }

  /// The manifest at `path`, named in diagnostics as given; one that cannot be read (or is a pipe or device, which
  /// reading could block on) is an empty manifest with an `unreadable-file` error.
  public static func load(_ path: String) -> AndroidManifest {
    func unreadable(_ message: String) -> AndroidManifest {
      let diagnostic = Diagnostic(
        severity: .error, code: DiagnosticCode.unreadableFile.rawValue, message: message,
        location: SourceLocation(file: path, line: 1, column: 1))
      return AndroidManifest(path: path, diagnostics: [diagnostic])
    }
    if isSpecialFile(path) { return unreadable("'\(path)' is not a regular file") }
    guard let data = FileManager.default.contents(atPath: path) else { return unreadable("Cannot read '\(path)'") }
    return ManifestDecoder.decode(data, path: path)
  }
}
