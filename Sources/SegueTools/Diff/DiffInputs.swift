public import Foundation

/// The pairs of files one `segue diff` compares: two files, two folders (paired by relative path), or versions in
/// git (`REV path`, `REV REV path`, the working copy standing for a missing second revision).
public struct DiffInputs: Sendable {
  /// One side of a pair: a name to show and the bytes (`nil` when the file is not on that side).
  public struct Side: Sendable {
    public var name: String
    public var bytes: [UInt8]?

    public init(name: String, bytes: [UInt8]?) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// One pair to compare.
  public struct Pair: Sendable {
    public var old: Side
    public var new: Side

    public init(old: Side, new: Side) {
      self.old = old
      self.new = new
    }
  }

  /// Why the arguments name nothing to compare.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  public var pairs: [Pair]

  public init(pairs: [Pair]) {
    self.pairs = pairs
  }

  /// The pairs `arguments` name: `OLD NEW` (files or folders), `REV PATH…` or `REV REV PATH…` (an argument that is
  /// not an existing file or folder is a git revision).
  public static func resolve(_ arguments: [String], in folder: URL) throws(Failure) -> DiffInputs {
    let manager = FileManager.default
    func exists(_ path: String) -> Bool {
      manager.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: folder).path)
    }
    if arguments.count == 2, exists(arguments[0]), exists(arguments[1]) {
      return DiffInputs(pairs: try pairs(old: arguments[0], new: arguments[1], in: folder))
    }
    let revisions = Array(arguments.prefix { !exists($0) }.prefix(2))
    let paths = Array(arguments.dropFirst(revisions.count))
    guard !revisions.isEmpty else {
      throw Failure(description: "Expected OLD NEW, REV PATH… or REV REV PATH…; got \(arguments.count) paths")
    }
    guard !paths.isEmpty else {
      throw Failure(description: "No file or folder named after the revision '\(revisions[0])'")
    }
    var result: [Pair] = []
    for path in paths {
      let files = try GitRevision.files(below: path, at: revisions[0], in: folder)
        .union(
          revisions.count > 1
            ? try GitRevision.files(below: path, at: revisions[1], in: folder) : localFiles(path, in: folder))
      for file in files.sorted() {
        let old = try GitRevision.contents(of: file, at: revisions[0], in: folder)
        let new =
          revisions.count > 1
          ? try GitRevision.contents(of: file, at: revisions[1], in: folder)
          : (try? Data(contentsOf: URL(fileURLWithPath: file, relativeTo: folder))).map { [UInt8]($0) }
        let newName = revisions.count > 1 ? "\(revisions[1]):\(file)" : file
        result.append(
          Pair(old: Side(name: "\(revisions[0]):\(file)", bytes: old), new: Side(name: newName, bytes: new)))
      }
    }
    return DiffInputs(pairs: result)
  }

  private static func isInterfaceBuilderFile(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// The storyboards and xibs below `path` on disk (or `path` itself).
  private static func localFiles(_ path: String, in folder: URL) -> Set<String> {
    let url = URL(fileURLWithPath: path, relativeTo: folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [path] }
    return Set(relativeFiles(below: url).map { (path as NSString).appendingPathComponent($0) })
  }

  private static func relativeFiles(below folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    while let next = enumerator.nextObject() as? String {
      if isInterfaceBuilderFile(next) { found.append(next) }
    }
    return found.sorted()
  }

  private static func pairs(old: String, new: String, in folder: URL) throws(Failure) -> [Pair] {
    let oldURL = URL(fileURLWithPath: old, relativeTo: folder)
    let newURL = URL(fileURLWithPath: new, relativeTo: folder)
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: oldURL.path, isDirectory: &isFolder)
    func read(_ url: URL) -> [UInt8]? { (try? Data(contentsOf: url)).map { [UInt8]($0) } }
    guard isFolder.boolValue else {
      return [Pair(old: Side(name: old, bytes: read(oldURL)), new: Side(name: new, bytes: read(newURL)))]
    }
    let names = Set(relativeFiles(below: oldURL)).union(relativeFiles(below: newURL)).sorted()
    return names.map { name in
      Pair(
        old: Side(
          name: (old as NSString).appendingPathComponent(name), bytes: read(oldURL.appendingPathComponent(name))),
        new: Side(
          name: (new as NSString).appendingPathComponent(name), bytes: read(newURL.appendingPathComponent(name))))
    }
  }
}
