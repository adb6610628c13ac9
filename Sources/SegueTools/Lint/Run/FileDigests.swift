import Foundation
import StoryboardFormat

/// SHA-256 digests of files, remembered by size and modification time (as git's index remembers
/// content hashes), so an unchanged app is not read and hashed again on every run.
///
/// A remembered digest is trusted only when the file's size and modification time are unchanged and
/// the file had not been modified within ``racyWindow`` of when it was hashed: a write in the same
/// clock tick as the hashing could otherwise go unseen (git's "racy clean" problem). The digests live
/// in one file beside the cache entries.
struct FileDigests {
  static let racyWindow: TimeInterval = 2
  /// More remembered files than this and the memo starts afresh.
  static let limit = 20_000
  /// The memo's name in the cache folder.
  static let fileName = "file-digests.json"

  private struct Record: Codable {
    var size: Int64
    var modified: TimeInterval
    var hashed: TimeInterval
    var digest: String
  }

  private var records: [String: Record] = [:]
  private var changed = false
  private let file: String?

  /// Reads the memo in `folder`; with `nil`, every digest is computed.
  init(folder: String?) {
    file = folder.map { "\($0)/\(Self.fileName)" }
    if let file, let data = FileManager.default.contents(atPath: file),
      let records = try? JSONDecoder().decode([String: Record].self, from: data)
    {
      self.records = records
    }
  }

  /// The file's SHA-256 in hex, or `nil` when it cannot be read.
  mutating func digest(of path: String) -> String? {
    // Through links: a linked file's own size and time say when it changes, the link's do not.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: FilePaths.canonical(path)) else {
      return nil
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    if let record = records[path], record.size == size, record.modified == modified,
      record.hashed - modified > Self.racyWindow
    {
      return record.digest
    }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let digest = data.withUnsafeBytes { bytes in
      var hash = SHA256()
      hash.update(bytes)
      return hash.finalize()
    }
    records[path] = Record(size: size, modified: modified, hashed: Date().timeIntervalSince1970, digest: digest)
    changed = true
    return digest
  }

  /// Writes the memo back when it learnt something.
  func save() throws(LintCache.Problem) {
    guard changed, let file else { return }
    let kept = records.count > Self.limit ? [:] : records
    let folder = LintPath.folder(of: file)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try JSONEncoder().encode(kept).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      throw LintCache.Problem(folder: folder)
    }
  }
}
