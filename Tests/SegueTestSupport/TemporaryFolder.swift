public import Foundation

/// A fresh folder under the temporary directory for tests that need real files; `remove()` deletes it.
public struct TemporaryFolder {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-test-\(UUID().uuidString)")
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
