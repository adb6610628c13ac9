import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// "Never crashes", beyond the fixtures: random truncations and mutations of real manifests (the corpus's, else
/// the fixtures), as the storyboard decoder's fuzz tests do.
@Suite struct ManifestFuzzTests {
  static let fragments: [[UInt8]] = [
    "<", ">", "</", "/>", "\"", "&", "&amp;", "&#x", "<!--", "]]>", "<!DOCTYPE x [", "=", "<activity ",
    "android:", "xmlns:android=\"x\" ", "<<<<<<< HEAD\n", "\u{0}", "\u{FF}",
  ].map { Array($0.utf8) }

  static func inputs() throws -> [(name: String, bytes: [UInt8])] {
    let fixtures = [("everything.xml", Array(ManifestFixtures.everything.utf8))]
    guard Corpus.androidIsAvailable else { return fixtures }
    return try Corpus.androidManifests().map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) } + fixtures
  }

  static func mutate(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    Mutation.mutate(bytes, fragments: fragments, using: &random)
  }

  @Test func truncatedManifestsNeverCrashAndAlwaysSayWhy() throws {
    var random = SplitMix64(seed: 2028)
    var failures: [String] = []
    for (name, bytes) in try Self.inputs() {
      for _ in 0..<12 {
        let cut = Int.random(in: 1..<bytes.count, using: &random)
        let prefix = Array(bytes[..<cut])
        let manifest = ManifestDecoder.decode(prefix, path: name)
        let lineCount = prefix.count { $0 == UInt8(ascii: "\n") } + 1
        let closes = String(decoding: prefix, as: UTF8.self).contains("</manifest>")
        if !closes, !manifest.hasErrors { failures.append("\(name) cut at \(cut): no error") }
        if !FuzzPositions.areInside(manifest.diagnostics, lineCount: lineCount) {
          failures.append("\(name) cut at \(cut): outside")
        }
      }
    }
    #expect(failures == [])
  }

  @Test func mutatedManifestsNeverCrash() throws {
    var random = SplitMix64(seed: 9)
    var failures: [String] = []
    var decoded = 0
    for (name, bytes) in try Self.inputs() {
      for round in 0..<12 {
        let mutated = Self.mutate(bytes, using: &random)
        let manifest = ManifestDecoder.decode(mutated, path: name)
        let lineCount = mutated.count { $0 == UInt8(ascii: "\n") } + 1
        if !FuzzPositions.areInside(manifest.diagnostics, lineCount: lineCount) {
          failures.append("\(name) round \(round)")
        }
        _ = manifest.launcherActivities
        decoded += 1
      }
    }
    #expect(failures == [])
    #expect(decoded >= 12)
  }

  /// A manifest of 8,000 activities decodes whole. That decoding and linting grow linearly is the `hostile`
  /// benchmark's check (`SegueBenchmarks hostile`, "many activities"): a timed unit test would fail on a busy machine.
  @Test func aLargeManifestDecodesWhole() {
    let activities = (0..<8_000).map { "<activity android:name=\".A\($0)\" android:launchMode=\"singleTop\"/>" }
    let text = ManifestFixtures.manifest("<application>\n" + activities.joined(separator: "\n") + "\n</application>")
    let manifest = ManifestFixtures.decode(text)
    #expect(manifest.activities.count == 8_000)
    #expect(manifest.activities.last?.name == ".A7999")
  }
}
