public import AndroidFormat
import Foundation
public import StoryboardFormat

/// Which command-line paths are Android manifests and layouts, and reading them for `segue inspect`, `lint` and
/// `graph`.
///
/// A path that names a `.xml` file (not a folder) is a layout when it is in a `layout` folder (`res/layout/`,
/// `res/layout-land/`) or its root element is one a layout has and a manifest has not (see
/// ``AndroidLayoutFiles/isLayoutRoot(_:)``); any other `.xml` file is read as a manifest: `AndroidManifest.xml`, or
/// any name a project gives it (`AndroidManifest-test.xml`). A folder is searched for storyboards and xibs and for
/// files named `AndroidManifest.xml`, skipping hidden folders and Gradle's `build` output folders, whose merged copies
/// are not sources [I]; the layouts of the `res/` folder beside each manifest found come with it, and a `res/` or
/// `layout` folder given is read for its layouts.
public enum ManifestPaths {
  /// Command-line paths sorted out: what is searched for storyboards, and the manifests named or found.
  public struct Split: Sendable, Equatable {
    /// The paths searched for storyboards and xibs: every path that does not name a `.xml` file.
    public var storyboards: [String]
    /// The manifests, named or found below a folder, each once, in the order given (found ones by path).
    public var manifests: [String]
    /// The layout files, named or found beside a manifest or in a `res/` folder given, each once.
    public var layouts: [String] = []
    /// The navigation graphs (``NavigationFiles``), named or found beside a manifest or in a `res/` folder given.
    public var navigations: [String] = []
    /// The folders of `storyboards` below which a manifest was found: a folder without storyboards is no error then.
    public var foldersWithManifests: Set<String>

    /// Whether `diagnostic` is the "no storyboards in this folder" error for a folder that holds manifests, which
    /// is not an error.
    public func excuses(_ diagnostic: Diagnostic) -> Bool {
      diagnostic.code == .noStoryboards
        && foldersWithManifests.contains(diagnostic.location.file)
    }
  }

  /// Whether `path` is read as an Android manifest: an `.xml` file that is not a layout.
  public static func isManifest(_ path: String) -> Bool {
    isXMLFile(path) && !AndroidLayoutFiles.isLayout(path) && !NavigationFiles.isNavigation(path)
  }

  /// Whether `path` is read as an Android layout.
  public static func isLayout(_ path: String) -> Bool {
    isXMLFile(path) && AndroidLayoutFiles.isLayout(path)
  }

  /// Whether `path` names an `.xml` file or nothing (not a folder).
  private static func isXMLFile(_ path: String) -> Bool {
    guard path.hasSuffix(".xml") else { return false }
    var isFolder: ObjCBool = false
    return !(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
  }

  /// `paths` sorted out into what is searched for storyboards and the manifests named or found.
  public static func split(_ paths: [String]) -> Split {
    var split = Split(storyboards: [], manifests: [], foldersWithManifests: [])
    var seen: Set<String> = []
    for path in paths {
      if isXMLFile(path), NavigationFiles.isNavigation(path) {
        if seen.insert(FilePaths.canonical(path)).inserted { split.navigations.append(path) }
        continue
      }
      if isLayout(path) {
        if seen.insert(FilePaths.canonical(path)).inserted { split.layouts.append(path) }
        continue
      }
      if isManifest(path) {
        if seen.insert(FilePaths.canonical(path)).inserted { split.manifests.append(path) }
        continue
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        split.storyboards.append(path)
        continue
      }
      let layouts = AndroidLayoutFiles.find(inResOrLayoutFolder: path)
      let navigations = NavigationFiles.find(inResOrNavigationFolder: path)
      if !layouts.isEmpty || !navigations.isEmpty {
        // A `res/`, `layout` or `navigation` folder holds no storyboards.
        for layout in layouts where seen.insert(FilePaths.canonical(layout)).inserted { split.layouts.append(layout) }
        for graph in navigations where seen.insert(FilePaths.canonical(graph)).inserted {
          split.navigations.append(graph)
        }
        continue
      }
      split.storyboards.append(path)
      var ignored: [Diagnostic] = []  // The storyboard walk of the same folder reports what cannot be read.
      let found = StoryboardFiles.find(
        at: path, diagnostics: &ignored, matching: { $0 == "AndroidManifest.xml" },
        skippingFolders: { $0.hasPrefix(".") || $0 == "build" || $0.hasSuffix(".storyboardc") })
      for manifest in found where seen.insert(FilePaths.canonical(manifest)).inserted {
        split.manifests.append(manifest)
        split.foldersWithManifests.insert(path)
        let res = (manifest as NSString).deletingLastPathComponent + "/res"
        for layout in AndroidLayoutFiles.find(inResOrLayoutFolder: res)
        where seen.insert(FilePaths.canonical(layout)).inserted {
          split.layouts.append(layout)
        }
        for graph in NavigationFiles.find(inResOrNavigationFolder: res)
        where seen.insert(FilePaths.canonical(graph)).inserted {
          split.navigations.append(graph)
        }
      }
    }
    return split
  }

  /// The manifest at `path`, named in diagnostics as given; one that cannot be read (or is a pipe or device, which
  /// reading could block on) is an empty manifest with an `unreadable-file` error.
  public static func load(_ path: String) -> AndroidManifest {
    switch contents(path) {
    case .success(let data): ManifestDecoder.decode(data, path: path)
    case .failure(let problem): AndroidManifest(path: path, diagnostics: [problem.diagnostic])
    }
  }

  /// Why a file could not be read: an `unreadable-file` error at its first line.
  struct Unreadable: Error {
    var diagnostic: Diagnostic
  }

  /// The bytes of the file at `path`; a file that cannot be read, or is a pipe or device (which reading could block
  /// on), fails with an `unreadable-file` error.
  static func contents(_ path: String) -> Result<Data, Unreadable> {
    func unreadable(_ message: String) -> Result<Data, Unreadable> {
      .failure(
        Unreadable(
          diagnostic: Diagnostic(
            severity: .error, code: .unreadableFile, message: message,
            location: SourceLocation(file: path, line: 1, column: 1))))
    }
    if isSpecialFile(path) { return unreadable("'\(path)' is not a regular file") }
    guard let data = FileManager.default.contents(atPath: path) else { return unreadable("Cannot read '\(path)'") }
    return .success(data)
  }
}
