public import Foundation

/// Reports of earlier lint runs, so an unchanged app re-lints by reading and hashing its files instead
/// of decoding and checking them (`segue lint --no-cache` bypasses it).
///
/// Findings depend on more than one file (references, flow across storyboards, Info.plists, sources),
/// so the cache keeps one report per whole run, keyed by a SHA-256 of everything the run reads
/// (``LintCacheKey``). Entries live in ``defaultFolder(environment:)``; the newest
/// ``entryLimit`` are kept. A cache that cannot be read is ignored: it only ever saves time; one that cannot be
/// written is a ``Problem`` that `segue lint` prints as a warning.
public struct LintCache: Sendable {
  public var folder: String
  /// How many entries are kept; the oldest go first.
  public static let entryLimit = 32

  public init(folder: String) {
    self.folder = folder
  }

  /// `$XDG_CACHE_HOME/segue/lint` when `XDG_CACHE_HOME` is set, else the user's cache folder:
  /// `~/.cache/segue/lint` on Linux, `~/Library/Caches/segue/lint` on macOS.
  public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return LintPath.absolute(xdg) + "/segue/lint" }
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?.path
    return (caches ?? LintPath.absolute(NSTemporaryDirectory())) + "/segue/lint"
  }

  /// A cache folder or file that cannot be written: the run's result stands, the next run is not faster.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    init(folder: String) {
      description = "\(folder): cannot write the lint cache; the next run will lint again"
    }
  }

  private struct Entry: Codable {
    var key: String
    var report: LintReport
  }

  private func path(for key: String) -> String { "\(folder)/\(key).json" }

  /// The report stored for `key`, or `nil` when there is none (or it cannot be read).
  public func report(for key: String) -> LintReport? {
    guard let data = FileManager.default.contents(atPath: path(for: key)),
      let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key
    else { return nil }
    return entry.report
  }

  /// Stores `report` for `key` and drops the oldest entries beyond ``entryLimit``.
  public func store(_ report: LintReport, for key: String) throws(Problem) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try JSONEncoder().encode(Entry(key: key, report: report)).write(
        to: URL(fileURLWithPath: path(for: key)), options: .atomic)
    } catch {
      throw Problem(folder: folder)
    }
    // An entry that cannot be listed or removed only takes room; the next store tries again.
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
    let entries = names.filter { $0.hasSuffix(".json") && $0 != FileDigests.fileName }.map { "\(folder)/\($0)" }
    guard entries.count > Self.entryLimit else { return }
    let dated = entries.map { entry in
      (entry, (try? manager.attributesOfItem(atPath: entry)[.modificationDate] as? Date) ?? .distantPast)
    }
    for (entry, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(entries.count - Self.entryLimit) {
      try? manager.removeItem(atPath: entry)
    }
  }

  /// The tool's version and the running executable's size and modification time, so a rebuilt
  /// `segue` (same version, new rules) never reads an older build's reports.
  public static func buildIdentity(version: String) -> String {
    guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path,
      let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
    else { return version }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(version) \(executable) \(size) \(modified)"
  }
}
