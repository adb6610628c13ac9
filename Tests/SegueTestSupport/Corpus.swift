public import Foundation

/// Real storyboards: the licence-clean subset in `Tests/Fixtures/Corpus` (always there) and the full corpus in
/// `../shared/corpus` (when the checkout sits beside it). Each folder has a `MANIFEST.tsv`; the subset's rows are
/// the full corpus's rows for the same files.
public enum Corpus {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The full corpus beside the checkout.
  public static let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
  public static let storyboards = root.appendingPathComponent("storyboards")
  public static let edge = root.appendingPathComponent("storyboards-edge")
  public static let isAvailable = FileManager.default.fileExists(atPath: storyboards.path)
  public static let skipMessage = "../shared/corpus is not beside this checkout; corpus tests are skipped"

  /// Real apps' sources, storyboards, xibs and Info.plists, one folder per app (`apps/MANIFEST.tsv`).
  public static let apps = root.appendingPathComponent("apps")
  public static let appsAreAvailable = FileManager.default.fileExists(atPath: apps.path)
  public static let appsSkipMessage =
    "../shared/corpus/apps is not beside this checkout; the corpus app tests are skipped"

  /// Forty more real apps, wider than `apps` (`apps-wide/MANIFEST.tsv`: repository, licence, frameworks, third-party
  /// imports, Swift version).
  public static let appsWide = root.appendingPathComponent("apps-wide")
  public static let appsWideAreAvailable = FileManager.default.fileExists(atPath: appsWide.path)
  public static let appsWideSkipMessage =
    "../shared/corpus/apps-wide is not beside this checkout; the wide corpus tests are skipped"

  /// The subset in the repository.
  public static let subset = packageRoot.appendingPathComponent("Tests/Fixtures/Corpus")
  public static let subsetStoryboards = subset.appendingPathComponent("storyboards")
  public static let subsetEdge = subset.appendingPathComponent("storyboards-edge")
  /// Real xibs in the subset (`nibs/MANIFEST.tsv`).
  public static let subsetNibs = subset.appendingPathComponent("nibs")

  /// Every `.xib` file below `folder`, at any depth, sorted by path.
  public static func xibs(below folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    var found: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "xib" { found.append(url) }
    return found.sorted { $0.path < $1.path }
  }

  /// Connection counts per element found by a deliberately simple pass: every `<outlet `, `<outletCollection ` and
  /// `<action ` tag in the text.
  public static func simpleConnectionCounts(_ text: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    for element in ["outlet", "outletCollection", "action"] {
      let found = text.components(separatedBy: "<\(element) ").count - 1
      if found > 0 { counts[element] = found }
    }
    return counts
  }

  /// The `.storyboard` files of `folder`, sorted by name.
  public static func files(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// MANIFEST.tsv rows as column-name → value dictionaries.
  public static func manifest(in folder: URL) -> [[String: String]] {
    guard let text = try? String(contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else {
      return []
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  /// Segue counts per kind found by a deliberately simple pass: every `<segue …>` tag with a `kind`.
  public static func simpleSegueCounts(_ text: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    var rest = Substring(text)
    while let start = rest.range(of: "<segue ") {
      let tagEnd = rest[start.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      let tag = rest[start.upperBound..<tagEnd]
      if let kindStart = tag.range(of: " kind=\"") ?? tag.range(of: "kind=\""),
        let kindEnd = tag[kindStart.upperBound...].firstIndex(of: "\"")
      {
        counts[String(tag[kindStart.upperBound..<kindEnd]), default: 0] += 1
      }
      rest = rest[tagEnd...]
    }
    return counts
  }
}
