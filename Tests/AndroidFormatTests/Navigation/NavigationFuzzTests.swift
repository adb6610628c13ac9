import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// "Never crashes": random truncations and mutations of real navigation graphs (the corpus's, else the fixture), as
/// the manifest and layout decoders' fuzz tests do; decoding time grows linearly.
@Suite struct NavigationFuzzTests {
  static let fragments: [[UInt8]] = [
    "<", ">", "</", "/>", "\"", "&", "&amp;", "&#x", "<!--", "]]>", "<!DOCTYPE x [", "=", "<fragment ", "<action ",
    "<include app:graph=\"@navigation/x\"/>", "<deepLink/>", "app:", "android:", "{", "}", "<<<<<<< HEAD\n", "\u{0}",
    "\u{FF}",
  ].map { Array($0.utf8) }

  static func inputs() throws -> [(name: String, bytes: [UInt8])] {
    let fixtures = [("everything.xml", Array(NavigationFixtures.everything.utf8))]
    guard Corpus.androidIsAvailable else { return fixtures }
    return try NavigationCorpusTests.graphFiles().map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) }
      + fixtures
  }

  @Test(.tags(.android6_1)) func truncatedGraphsNeverCrashAndAlwaysSayWhy() throws {
    var random = SplitMix64(seed: 2031)
    var failures: [String] = []
    for (name, bytes) in try Self.inputs() {
      for _ in 0..<12 {
        let cut = Int.random(in: 1..<bytes.count, using: &random)
        let prefix = Array(bytes[..<cut])
        let document = NavigationDecoder.decode(prefix, path: name)
        let lineCount = prefix.count { $0 == UInt8(ascii: "\n") } + 1
        let closes = String(decoding: prefix, as: UTF8.self).contains("</navigation>")
        if !closes, !document.hasErrors { failures.append("\(name) cut at \(cut): no error") }
        if !FuzzPositions.areInside(document.diagnostics, lineCount: lineCount) {
          failures.append("\(name) cut at \(cut)")
        }
      }
    }
    #expect(failures == [])
  }

  @Test(.tags(.android6_1)) func mutatedGraphsNeverCrash() throws {
    var random = SplitMix64(seed: 17)
    var failures: [String] = []
    var decoded = 0
    for (name, bytes) in try Self.inputs() {
      for round in 0..<12 {
        let mutated = Mutation.mutate(bytes, fragments: Self.fragments, using: &random)
        let document = NavigationDecoder.decode(mutated, path: name)
        let lineCount = mutated.count { $0 == UInt8(ascii: "\n") } + 1
        if !FuzzPositions.areInside(document.diagnostics, lineCount: lineCount) {
          failures.append("\(name) round \(round)")
        }
        _ = NavigationResources([document]).diagnostics
        _ = document.allNodes.map(\.kind)
        decoded += 1
      }
    }
    #expect(failures == [])
    #expect(decoded >= 12)
  }

  /// A graph of 8,000 destinations decodes whole. That its time grows linearly is the `hostile` benchmark's check
  /// (`SegueBenchmarks hostile`, "many destinations"): a timed unit test would fail on a busy machine.
  @Test(.tags(.android6_1)) func aLargeGraphDecodesWhole() {
    let body = (0..<8_000).map {
      "<fragment android:id=\"@+id/f\($0)\"><action android:id=\"@+id/a\($0)\" app:destination=\"@id/f0\"/></fragment>"
    }
    let document = NavigationFixtures.decode(NavigationFixtures.graph(body.joined(separator: "\n"), start: "@id/f0"))
    #expect(document.graph?.destinations.count == 8_000)
    #expect(document.diagnostics.isEmpty)
  }
}
