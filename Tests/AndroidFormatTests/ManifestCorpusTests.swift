import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// Every manifest of `../shared/corpus/android` decodes with no error; activities and launchers agree with a
/// simple independent pass and with the corpus's `MANIFEST.tsv`.
@Suite(.enabled(if: Corpus.androidIsAvailable, Comment(rawValue: Corpus.androidSkipMessage)))
struct ManifestCorpusTests {
  /// The manifest rows of `MANIFEST.tsv` by file name.
  static let rows: [String: [String: String]] = Dictionary(
    Corpus.manifest(in: Corpus.android).compactMap { row in row["file"].map { ($0, row) } },
    uniquingKeysWith: { first, _ in first })

  @Test(.tags(.android4_1)) func everyManifestDecodesWithoutErrors() throws {
    let files = Corpus.androidManifests()
    #expect(files.count == 15)
    var errors: [String] = []
    var others: [String: Int] = [:]
    for file in files {
      let manifest = try ManifestDecoder.decode(contentsOf: file)
      errors += manifest.diagnostics.filter { $0.severity == .error }.map(\.description)
      for diagnostic in manifest.diagnostics where diagnostic.severity != .error {
        others[diagnostic.code.rawValue, default: 0] += 1
      }
    }
    #expect(errors == [])
    // Real slips in the corpus: `android:exported` on an `<action>` (ApiDemos) and `<supports-screens>`'s attributes
    // on Robolectric's `<application>`.
    #expect(others == ["unknown-attribute": 6])
  }

  @Test(.tags(.android4_1)) func activityCountsMatchASimplePass() throws {
    var mismatches: [String] = []
    for file in Corpus.androidManifests() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let manifest = try ManifestDecoder.decode(contentsOf: file)
      let decoded = (
        manifest.activities.count { !$0.isAlias }, manifest.activities.count(where: \.isAlias)
      )
      let simple = Corpus.simpleActivityCounts(text)
      if decoded != simple { mismatches.append("\(file.lastPathComponent): \(decoded) != \(simple)") }
      let summary = Self.rows[file.lastPathComponent]?["contents"] ?? ""
      let listed = "\(decoded.0) <activity>, \(decoded.1) <activity-alias>"
      if !summary.contains(listed) { mismatches.append("\(file.lastPathComponent): '\(listed)' not in '\(summary)'") }
    }
    #expect(mismatches == [])
  }

  @Test(.tags(.android4_1)) func launchersMatchTheCorpusListing() throws {
    var mismatches: [String] = []
    var withLauncher = 0
    for file in Corpus.androidManifests() {
      let manifest = try ManifestDecoder.decode(contentsOf: file)
      let summary = Self.rows[file.lastPathComponent]?["contents"] ?? ""
      let names = manifest.launcherActivities.map(\.name)
      let listed = "MAIN+LAUNCHER: " + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ";"
      if !summary.contains(listed) { mismatches.append("\(file.lastPathComponent): '\(listed)' not in '\(summary)'") }
      if !names.isEmpty { withLauncher += 1 }
    }
    #expect(mismatches == [])
    #expect(withLauncher == 13)
  }
}
