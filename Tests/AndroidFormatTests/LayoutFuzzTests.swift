import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// "Never crashes", beyond the fixtures: random truncations and mutations of the real layouts and the hand-written
/// ones, as the manifest and storyboard decoders' fuzz tests do.
@Suite struct LayoutFuzzTests {
  static let fragments: [[UInt8]] = [
    "<", ">", "</", "/>", "\"", "&", "&amp;", "&#x", "<!--", "]]>", "<!DOCTYPE x [", "=", "<include ", "<merge>",
    "<layout>", "<data>", "@{", "@={", "}", "android:", "xmlns:android=\"x\" ", "<<<<<<< HEAD\n", "\u{0}", "\u{FF}",
  ].map { Array($0.utf8) }

  static func inputs() throws -> [(name: String, bytes: [UInt8])] {
    let fixtures = [
      ("everything.xml", Array(LayoutFixtures.everything.utf8)), ("binding.xml", Array(LayoutFixtures.binding.utf8)),
    ]
    return try Corpus.androidLayoutFiles().map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) } + fixtures
  }

  @Test func truncatedLayoutsNeverCrashAndAlwaysSayWhy() throws {
    var random = SplitMix64(seed: 2029)
    var failures: [String] = []
    for (name, bytes) in try Self.inputs() {
      // Cut before the root's end tag, the file is unclosed (or has no root at all): always an error.
      let lastClose = try #require(
        bytes.indices.dropLast().last { bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] == 0x2F })
      for _ in 0..<8 {
        let cut = Int.random(in: 1..<bytes.count, using: &random)
        let prefix = Array(bytes[..<cut])
        let layout = LayoutDecoder.decode(prefix, path: name)
        let lineCount = prefix.count { $0 == UInt8(ascii: "\n") } + 1
        if cut <= lastClose, !layout.hasErrors { failures.append("\(name) cut at \(cut): no error") }
        if !FuzzPositions.areInside(layout.diagnostics, lineCount: lineCount) {
          failures.append("\(name) cut at \(cut): outside")
        }
      }
    }
    #expect(failures == [])
  }

  @Test func mutatedLayoutsNeverCrash() throws {
    var random = SplitMix64(seed: 10)
    var failures: [String] = []
    var decoded = 0
    for (name, bytes) in try Self.inputs() {
      for round in 0..<8 {
        let mutated = Mutation.mutate(bytes, fragments: Self.fragments, using: &random)
        let layout = LayoutDecoder.decode(mutated, path: name)
        let lineCount = mutated.count { $0 == UInt8(ascii: "\n") } + 1
        if !FuzzPositions.areInside(layout.diagnostics, lineCount: lineCount) {
          failures.append("\(name) round \(round)")
        }
        _ = (layout.outline, layout.fragmentHosts, layout.bindings)
        decoded += 1
      }
    }
    #expect(failures == [])
    #expect(decoded == 23 * 8)
  }

  /// A layout of 8,000 views decodes whole, with its outline. That its time grows linearly is the `hostile`
  /// benchmark's check (`SegueBenchmarks hostile`, "many views"): a timed unit test would fail on a busy machine.
  @Test func aLargeLayoutDecodesWhole() {
    let views = (0..<8_000).map { "<TextView android:id=\"@+id/t\($0)\" android:text=\"@{item.name\($0)}\"/>" }
    let text = LayoutFixtures.bindingLayout("<LinearLayout>\n" + views.joined(separator: "\n") + "\n</LinearLayout>")
    let layout = LayoutFixtures.decode(text)
    #expect(layout.views.count == 8_001)
    #expect(layout.outline.split(separator: "\n").count == 8_002)  // the `<layout>` line, then one per view
  }
}
