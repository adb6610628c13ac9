internal import Foundation
package import StoryboardFormat

/// The nibs of one bundle's folder: their sources (`.xib`) found by name anywhere below it, each decoded once.
///
/// Not in UIKit, which loads compiled `.nib` files from the app bundle. SegueKit reads the `.xib` source; a name with
/// only a compiled `.nib` is known (so a missing nib is told from one SegueKit cannot read) but has no document.
/// Device variants (`Card~iphone.xib`) answer for their base name when there is no plain `Card.xib`.
@MainActor
package final class NibLibrary {
  private let folder: String
  private lazy var sources: [String: String] = Self.xibPaths(below: folder)
  private lazy var compiledNames: Set<String> = Self.compiledNibNames(below: folder)
  private var documents: [String: NibDocument] = [:]
  private var layouts: [String: StoredLayouts] = [:]

  private static var libraries: [String: NibLibrary] = [:]

  private init(folder: String) {
    self.folder = folder
  }

  /// The shared library of `bundle` (`nil` and `Bundle.main` stand for the launched app's bundle).
  package static func library(for bundle: Bundle?) -> NibLibrary {
    let folder = AppBundle.resolve(bundle).bundlePath
    if let library = libraries[folder] { return library }
    let library = NibLibrary(folder: folder)
    libraries[folder] = library
    return library
  }

  /// Whether the folder holds a nib named `name`, as a source or compiled.
  func contains(_ name: String) -> Bool { sources[name] != nil || compiledNames.contains(name) }

  /// The decoded source of the nib `name`; `nil` when there is no `.xib` of that name. Its error diagnostics go to
  /// the console once, where Xcode would have refused to compile the file.
  package final func document(named name: String) -> NibDocument? {
    if let document = documents[name] { return document }
    guard let path = sources[name], let data = FileManager.default.contents(atPath: path) else { return nil }
    let document = NibDecoder.decode(data, path: path)
    for diagnostic in document.diagnostics where diagnostic.severity == .error {
      Console.log(diagnostic.description)
    }
    documents[name] = document
    return document
  }

  /// The geometry and constraint records of the nib `name`'s views, read once (see `StoredLayouts`).
  func storedLayouts(named name: String) -> StoredLayouts {
    if let known = layouts[name] { return known }
    let made = StoredLayouts()
    layouts[name] = made
    return made
  }

  /// The nib UIKit loads for a controller of class `type` made without a nib name
  /// (the core's LifeCycle article, §6.1): the class name without a trailing "Controller", else the class name.
  package final func classNibName(for type: AnyClass) -> String? {
    // Every controller made in code asks when its view loads: most bundles have no nibs, so no class name is made.
    guard !sources.isEmpty || !compiledNames.isEmpty else { return nil }
    let className = String(describing: type)
    if className.hasSuffix("Controller"), contains(String(className.dropLast("Controller".count))) {
      return String(className.dropLast("Controller".count))
    }
    return contains(className) ? className : nil
  }

  /// Each name's best source: a plain file before a device variant, `Base.lproj` before another folder.
  private static func xibPaths(below folder: String) -> [String: String] {
    var best: [String: (rank: Int, path: String)] = [:]
    for entry in entries(below: folder, withExtension: ".xib") {
      let fileName = FilePaths.deletingExtension(FilePaths.lastComponent(entry))
      let name = baseName(fileName)
      let rank = (fileName == name ? 0 : 2) + (entry.contains("Base.lproj/") ? 0 : 1)
      if let known = best[name], known.rank <= rank { continue }
      best[name] = (rank, FilePaths.join(folder, entry))
    }
    return best.mapValues(\.path)
  }

  private static func compiledNibNames(below folder: String) -> Set<String> {
    Set(
      entries(below: folder, withExtension: ".nib").map {
        baseName(FilePaths.deletingExtension(FilePaths.lastComponent($0)))
      })
  }

  private static func entries(below folder: String, withExtension suffix: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
  }

  /// A nib's name without its device modifier (`Card~iphone` → `Card`).
  private static func baseName(_ fileName: String) -> String { String(fileName.prefix { $0 != "~" }) }
}
