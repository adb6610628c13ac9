import Foundation

/// The storyboards of one app or of several (folders or bundles), with storyboard references resolved across them.
///
/// Storyboards are found by name, as iOS finds them in a bundle: `Settings` is `Settings.storyboard`
/// wherever it sits in the app, `Base.lproj` included. When several loaded files share a name, a reference
/// resolves to the one of its own platform that is nearest to the referring file (the same app folder first),
/// never to another platform's; localized copies (`en.lproj`, `Base.lproj`) of one storyboard are one
/// storyboard, and `Base.lproj` wins. A name found twice in one app is reported.
public struct StoryboardSet: Sendable {
  public private(set) var documents: [StoryboardDocument]
  /// The `.xib` files found, decoded as nibs, each once, in load order. Nibs take no part in storyboard
  /// references.
  public private(set) var nibs: [NibDocument] = []
  private var nibPaths: Set<String> = []
  /// Problems of the set itself: unreadable files, storyboard names found twice in one app.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The documents loaded from the paths given to ``load(paths:progress:)`` (not the siblings loaded for references),
  /// each once, in load order; every document when the set was made from documents.
  public var requested: [StoryboardDocument] { requestedIndices.map { documents[$0] } }
  private var requestedIndices: [Int] = []
  private var indicesByName: [String: [Int]] = [:]
  /// Per document: its canonical path and the app it belongs to.
  private var canonicalPaths: [String] = []
  private var appKeys: [StoryboardApps.Key] = []
  private var indexByCanonicalPath: [String: Int] = [:]
  private var apps = StoryboardApps()

  public init(documents: [StoryboardDocument]) {
    self.documents = []
    for document in documents {
      requestedIndices.append(self.documents.count)
      add(document)
    }
  }

  /// Loads every `.storyboard` file named or found below the given paths (compiled `.storyboardc`
  /// folders and hidden folders are skipped), in path order, and every `.xib` file into ``nibs``; `progress` hears
  /// of each file before it is read. A file named twice (overlapping folders, `.` and `./`, a symbolic link) is
  /// loaded once; a path with no storyboard and no xib at all is an error.
  public static func load(paths: [String], progress: (_ file: String) -> Void = { _ in }) -> StoryboardSet {
    var set = StoryboardSet(documents: [])
    var requested: Set<Int> = []
    for path in paths {
      let found = StoryboardFiles.find(at: path, diagnostics: &set.diagnostics)
      for file in found {
        progress(file)
        if StoryboardFiles.isNib(file) {
          set.loadNib(file: file)
        } else if let index = set.load(file: file), !requested.contains(index) {
          requested.insert(index)
          set.requestedIndices.append(index)
        }
      }
      if found.isEmpty, !set.diagnostics.contains(where: { $0.location.file == path }) {
        set.diagnostics.append(
          Diagnostic(
            severity: .error, code: .noStoryboards,
            message: "No .storyboard or .xib files in '\(path)'; give the app's folder or the storyboard files "
              + "themselves",
            location: SourceLocation(file: path, line: 1, column: 1)))
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
      let folder = FilePaths.folder(of: document.path)
      let names = Set(document.controllers.compactMap { $0.storyboardReference?.storyboardName }).sorted()
      // The sibling is loaded even when a storyboard of that name is loaded already: that one may be another app's.
      for name in names where !name.isEmpty {
        let candidates = [folder, FilePaths.join(FilePaths.folder(of: folder), "Base.lproj")]
          .map { FilePaths.join($0, "\(name).storyboard") }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) {
          _ = load(file: found)
        }
      }
      index += 1
    }
  }

  /// The storyboard a reference from `origin` named `name` means: of `origin`'s platform (or of an unknown
  /// one), in `origin`'s app first, a `Base.lproj` copy before other localizations, then the nearest by path.
  public func document(named name: String, from origin: StoryboardDocument) -> StoryboardDocument? {
    let candidates = (indicesByName[name] ?? []).filter { index in
      let platform = documents[index].platform
      return platform == origin.platform || platform == .unknown || origin.platform == .unknown
    }
    guard candidates.count > 1 else { return candidates.first.map { documents[$0] } }
    let originCanonical = FilePaths.canonical(origin.path)
    var originApps = apps
    let originKey = indexByCanonicalPath[originCanonical].map { appKeys[$0] } ?? originApps.key(for: origin.path)
    let originComponents = originCanonical.split(separator: "/")
    let best = candidates.enumerated().max { lhs, rhs in
      rank(lhs.element, originKey, originComponents, order: lhs.offset)
        < rank(rhs.element, originKey, originComponents, order: rhs.offset)
    }
    return best.map { documents[$0.element] }
  }

  /// The document loaded from `path` (as it was given, or another spelling of the same file).
  public func document(atPath path: String) -> StoryboardDocument? {
    if let index = documents.firstIndex(where: { $0.path == path }) { return documents[index] }
    return indexByCanonicalPath[FilePaths.canonical(path)].map { documents[$0] }
  }

  /// The storyboard of this name that path order and `Base.lproj` prefer, whatever its app or platform.
  /// References resolve with ``document(named:from:)``, which knows apps and platforms.
  public subscript(name: String) -> StoryboardDocument? {
    let indices = indicesByName[name] ?? []
    return (indices.first { isBaseLocalization(documents[$0].path) } ?? indices.first).map { documents[$0] }
  }

  private func rank(
    _ index: Int, _ originKey: StoryboardApps.Key, _ originComponents: [Substring], order: Int
  ) -> (Int, Int, Int, Int) {
    let shared = zip(canonicalPaths[index].split(separator: "/"), originComponents).prefix { $0.0 == $0.1 }.count
    return (appKeys[index] == originKey ? 1 : 0, isBaseLocalization(documents[index].path) ? 1 : 0, shared, -order)
  }

  /// Decodes one file, keeping the path as given (relative paths stay relative in diagnostics); returns the
  /// document's index, or `nil` when the file cannot be read. A file already loaded is not decoded again.
  private mutating func load(file: String) -> Int? {
    let canonical = FilePaths.canonical(file)
    if let loaded = indexByCanonicalPath[canonical] { return loaded }
    // A pipe or device would block or never end: only regular files (through links) are read.
    if isSpecialFile(canonical) {
      diagnostics.append(StoryboardFiles.unreadable(file, "'\(file)' is not a regular file"))
      return nil
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      diagnostics.append(StoryboardFiles.unreadable(file, "Cannot read '\(file)'"))
      return nil
    }
    add(StoryboardDecoder.decode(data, path: file))
    return documents.count - 1
  }

  /// Decodes one `.xib` file into ``nibs`` unless it is loaded already.
  private mutating func loadNib(file: String) {
    let canonical = FilePaths.canonical(file)
    guard nibPaths.insert(canonical).inserted else { return }
    if isSpecialFile(canonical) {
      diagnostics.append(StoryboardFiles.unreadable(file, "'\(file)' is not a regular file"))
      return
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      diagnostics.append(StoryboardFiles.unreadable(file, "Cannot read '\(file)'"))
      return
    }
    nibs.append(NibDecoder.decode(data, path: file))
  }

  private mutating func add(_ document: StoryboardDocument) {
    let key = apps.key(for: document.path)
    let sameApp = (indicesByName[document.name] ?? []).filter { index in
      documents[index].platform == document.platform && appKeys[index] == key
        && !(isLocalized(documents[index].path) && isLocalized(document.path))
    }
    let canonical = FilePaths.canonical(document.path)
    indexByCanonicalPath[canonical] = indexByCanonicalPath[canonical] ?? documents.count
    canonicalPaths.append(canonical)
    appKeys.append(key)
    documents.append(document)
    indicesByName[document.name, default: []].append(documents.count - 1)
    guard let kept = sameApp.first.map({ documents[$0] }) else { return }
    let used = isBaseLocalization(document.path) && !isBaseLocalization(kept.path) ? document : kept
    diagnostics.append(
      Diagnostic(
        severity: .warning, code: .duplicateStoryboardName,
        message: "Storyboard name '\(document.name)' is also used by '\(kept.path)' in the same app; "
          + "references use '\(used.path)'",
        location: SourceLocation(file: document.path, line: 1, column: 1)))
  }

  private func isLocalized(_ path: String) -> Bool {
    FilePaths.lastComponent(FilePaths.folder(of: path)).hasSuffix(".lproj")
  }
  private func isBaseLocalization(_ path: String) -> Bool {
    FilePaths.lastComponent(FilePaths.folder(of: path)) == "Base.lproj"
  }
}
