import Foundation

/// The storyboards of one app (a folder or bundle), with storyboard references resolved across them.
///
/// Storyboards are found by name, as iOS finds them in a bundle: `Settings` is `Settings.storyboard`
/// wherever it sits, `Base.lproj` included. A name found twice is reported, and the copy in
/// `Base.lproj` (else the first in path order) wins.
public struct StoryboardSet: Sendable {
  public private(set) var documents: [StoryboardDocument]
  /// Problems of the set itself: unreadable files, storyboard names found twice.
  public private(set) var diagnostics: [Diagnostic] = []
  private var indexByName: [String: Int] = [:]

  public init(documents: [StoryboardDocument]) {
    self.documents = []
    for document in documents { add(document) }
  }

  /// Loads every `.storyboard` file named or found below the given paths (compiled `.storyboardc`
  /// folders and hidden folders are skipped), in path order; `progress` hears of each file before it is read.
  public static func load(paths: [String], progress: (_ file: String) -> Void = { _ in }) -> StoryboardSet {
    var set = StoryboardSet(documents: [])
    for path in paths {
      for file in StoryboardFiles.find(at: path, diagnostics: &set.diagnostics) {
        progress(file)
        set.load(file: file)
      }
    }
    return set
  }

  /// Loads the storyboards that sit beside the given ones (same folder, or the `Base.lproj` next to
  /// it) and are named by their references, so references resolve as they would in the app bundle.
  public mutating func loadReferencedSiblings() {
    var index = 0
    while index < documents.count {
      let document = documents[index]
      let folder = (document.path as NSString).deletingLastPathComponent
      for name in Set(document.controllers.compactMap { $0.storyboardReference?.storyboardName }) where self[name] == nil {
        let candidates = [folder, (folder as NSString).deletingLastPathComponent + "/Base.lproj"]
          .map { ($0 as NSString).appendingPathComponent("\(name).storyboard") }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) {
          load(file: found)
        }
      }
      index += 1
    }
  }

  public subscript(name: String) -> StoryboardDocument? {
    indexByName[name].map { documents[$0] }
  }

  /// Decodes one file, keeping the path as given (relative paths stay relative in diagnostics).
  private mutating func load(file: String) {
    guard let data = FileManager.default.contents(atPath: file) else {
      diagnostics.append(
        Diagnostic(
          severity: .error, code: "unreadable-file", message: "Cannot read '\(file)'",
          location: SourceLocation(file: file, line: 1, column: 1)))
      return
    }
    add(StoryboardDecoder.decode(data, path: file))
  }

  private mutating func add(_ document: StoryboardDocument) {
    documents.append(document)
    guard let existing = indexByName[document.name] else {
      indexByName[document.name] = documents.count - 1
      return
    }
    let kept = documents[existing]
    let preferNew = document.path.contains("Base.lproj/") && !kept.path.contains("Base.lproj/")
    if preferNew { indexByName[document.name] = documents.count - 1 }
    diagnostics.append(
      Diagnostic(
        severity: .warning, code: "duplicate-storyboard-name",
        message: "Storyboard name '\(document.name)' is also used by '\(kept.path)'; "
          + "references use '\(preferNew ? document.path : kept.path)'",
        location: SourceLocation(file: document.path, line: 1, column: 1)))
  }
}
