import Foundation
import StoryboardFormat

/// The real storyboards in `../shared/corpus`, when the checkout sits beside it.
enum Corpus {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus")
  static let storyboards = root.appendingPathComponent("storyboards")
  static let edge = root.appendingPathComponent("storyboards-edge")
  static let isAvailable = FileManager.default.fileExists(atPath: storyboards.path)
  static let skipMessage = "../shared/corpus is not beside this checkout; corpus tests are skipped"

  static func files(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// MANIFEST.tsv rows as column-name → value dictionaries.
  static func manifest(in folder: URL) -> [[String: String]] {
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
  static func simpleSegueCounts(_ text: String) -> [String: Int] {
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
