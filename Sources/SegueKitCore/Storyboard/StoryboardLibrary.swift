import Foundation
package import StoryboardFormat

/// The storyboards of one bundle or folder, decoded once each and shared by every `UIStoryboard` on them.
///
/// Storyboards are found by name wherever they sit below the folder, `Base.lproj` first, as iOS
/// finds a compiled storyboard in an app bundle.
@MainActor
package final class StoryboardLibrary {
  package let folder: String
  private var documents: [String: StoryboardDocument] = [:]
  /// The geometry and constraint records of each document's views, by path (see `StoredLayouts`).
  private var layouts: [String: StoredLayouts] = [:]
  private lazy var paths: [String: String] = Self.storyboardPaths(below: folder)

  private static var libraries: [String: StoryboardLibrary] = [:]

  private init(folder: String) {
    self.folder = folder
  }

  /// The shared library of a folder.
  static func library(for folder: String) -> StoryboardLibrary {
    let key = URL(fileURLWithPath: folder).standardizedFileURL.path
    if let library = libraries[key] { return library }
    let library = StoryboardLibrary(folder: key)
    libraries[key] = library
    return library
  }

  package final func document(named name: String) -> StoryboardDocument? {
    if let document = documents[name] { return document }
    guard let path = paths[name], let data = FileManager.default.contents(atPath: path) else { return nil }
    let document = decoded(data, path: path)
    documents[name] = document
    return document
  }

  /// The geometry and constraint records of the views of the storyboard at `path`, read once while its decoded
  /// document is kept.
  func storedLayouts(ofPath path: String) -> StoredLayouts {
    if let known = layouts[path] { return known }
    let made = StoredLayouts()
    layouts[path] = made
    return made
  }

  /// Decodes a storyboard; its errors go to the console, where UIKit would have refused to compile the file.
  private func decoded(_ data: Data, path: String) -> StoryboardDocument {
    // Records read from an earlier decoding of this path may not match this one.
    layouts[path] = nil
    let document = StoryboardDecoder.decode(data, path: path)
    for diagnostic in document.diagnostics where diagnostic.severity == .error {
      Console.log(diagnostic.description)
    }
    return document
  }

  /// The storyboard in the file at `path`, which then answers for its name (a file opened by URL wins over a
  /// same-named one elsewhere in the folder).
  func document(atPath path: String) -> StoryboardDocument? {
    let name = FilePaths.deletingExtension(FilePaths.lastComponent(path))
    if let document = documents[name], document.path == path { return document }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let document = decoded(data, path: path)
    documents[name] = document
    return document
  }

  private static func storyboardPaths(below folder: String) -> [String: String] {
    let entries = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    var paths: [String: String] = [:]
    for entry in entries.sorted() where entry.hasSuffix(".storyboard") && !entry.contains(".storyboardc/") {
      let name = FilePaths.deletingExtension(FilePaths.lastComponent(entry))
      let path = FilePaths.join(folder, entry)
      if paths[name] == nil || entry.contains("Base.lproj/") { paths[name] = path }
    }
    return paths
  }
}
