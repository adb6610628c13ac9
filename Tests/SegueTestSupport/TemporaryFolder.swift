public import Foundation

/// A fresh folder under the temporary directory for tests that need real files; `remove()` deletes it.
///
/// Every folder lies in one folder of the test process's own, which goes when the process exits: a folder a test
/// cannot remove (a storyboard that is read lazily, a test that stopped at a failed `#require`) does not stay behind.
public struct TemporaryFolder {
  public let url: URL

  public init() throws {
    url = processFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A fresh folder holding `files`, by path relative to it.
  public init(files: [String: String]) throws {
    try self.init()
    for (path, text) in files { try write(path, text) }
  }

  public var path: String { url.path }

  /// Writes `text` to `relativePath`, creating folders on the way; returns the file's path.
  @discardableResult
  public func write(_ relativePath: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

private let processFolderPrefix = "segue-tests-"

/// The test process's folder of temporary folders, made on first use and removed at exit; the folders of test
/// processes that ended without removing theirs (a crash, a killed run) are removed on the way.
private let processFolder: URL = {
  let files = FileManager.default
  let parent = files.temporaryDirectory
  for name in (try? files.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(processFolderPrefix) {
    guard let pid = Int32(name.dropFirst(processFolderPrefix.count)), kill(pid, 0) != 0, errno == ESRCH else {
      continue
    }
    try? files.removeItem(at: parent.appendingPathComponent(name))
  }
  let folder = parent.appendingPathComponent(processFolderPrefix + "\(getpid())")
  atexit { try? FileManager.default.removeItem(at: processFolder) }
  return folder
}()
