public import AndroidFormat
import Foundation

/// Which command-line paths are Navigation graphs (`res/navigation/*.xml`), finding them beside a manifest, and
/// reading them, for `segue inspect`, `lint` and `graph`.
///
/// A `.xml` file is a navigation graph when it is in a `navigation` folder (`res/navigation/`,
/// `res/navigation-sw600dp/`) or its root element is `<navigation>`.
public enum NavigationFiles {
  /// Whether `path` is a navigation graph.
  public static func isNavigation(_ path: String) -> Bool {
    guard path.hasSuffix(".xml") else { return false }
    if isNavigationFolder(URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent) { return true }
    return AndroidLayoutFiles.rootElement(of: path) == "navigation"
  }

  static func isNavigationFolder(_ name: String) -> Bool { name == "navigation" || name.hasPrefix("navigation-") }

  /// The `.xml` files of the `navigation` folders of a `res/` folder (or of a `navigation` folder given), sorted.
  public static func find(inResOrNavigationFolder folder: String) -> [String] {
    let manager = FileManager.default
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let folders =
      isNavigationFolder(URL(fileURLWithPath: trimmed).lastPathComponent)
      ? [trimmed]
      : ((try? manager.contentsOfDirectory(atPath: trimmed)) ?? []).filter(isNavigationFolder).sorted().map {
        trimmed + "/" + $0
      }
    return folders.flatMap { navigationFolder in
      ((try? manager.contentsOfDirectory(atPath: navigationFolder)) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
        .map { navigationFolder + "/" + $0 }
    }
  }

  /// The graph at `path`, named in diagnostics as given; one that cannot be read is an empty document with an
  /// `unreadable-file` error.
  public static func load(_ path: String) -> NavigationDocument {
    switch ManifestPaths.contents(path) {
    case .success(let data): NavigationDecoder.decode(data, path: path)
    case .failure(let problem): NavigationDocument(path: path, diagnostics: [problem.diagnostic])
    }
  }

  /// The graphs with their `<include>`s resolved against each other.
  public static func resources(_ documents: [NavigationDocument]) -> NavigationResources {
    NavigationResources(documents)
  }
}
