import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// "Never crashes", beyond the fixtures: random truncations and mutations of real files.
@Suite struct FuzzTests {
  /// Corpus files when present (a spread of sizes and platforms), otherwise the test fixtures.
  static func inputs() throws -> [(name: String, bytes: [UInt8])] {
    if Corpus.isAvailable {
      let files = Corpus.files(in: Corpus.storyboards) + Corpus.files(in: Corpus.edge)
      return try stride(from: 0, to: files.count, by: 8).map { index in
        (files[index].lastPathComponent, Array(try Data(contentsOf: files[index])))
      }
    }
    return [("triggers", Array(SegueDecodingTests.triggers.utf8)), ("viewTree", Array(Fixture.storyboard("").utf8))]
  }

  static func mutate(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    Mutation.mutate(bytes, fragments: Mutation.storyboardMarkup, using: &random)
  }

  @Test func truncatedFilesNeverCrashAndAlwaysSayWhy() throws {
    var random = SplitMix64(seed: 2026)
    var failures: [String] = []
    for (name, bytes) in try Self.inputs() {
      for _ in 0..<12 {
        let cut = Int.random(in: 1..<bytes.count, using: &random)
        let prefix = Array(bytes[..<cut])
        let document = StoryboardDecoder.decode(prefix, path: name)
        let lineCount = prefix.count { $0 == UInt8(ascii: "\n") } + 1
        let closesDocument = String(decoding: prefix, as: UTF8.self).contains("</document>")
        if !closesDocument, !document.hasErrors { failures.append("\(name) cut at \(cut): no error") }
        if !FuzzPositions.areInside(document.diagnostics, lineCount: lineCount) {
          failures.append("\(name) cut at \(cut): position outside")
        }
      }
    }
    #expect(failures == [])
  }

  @Test func mutatedFilesNeverCrash() throws {
    var random = SplitMix64(seed: 7)
    var failures: [String] = []
    var decoded = 0
    for (name, bytes) in try Self.inputs() {
      for round in 0..<12 {
        let mutated = Self.mutate(bytes, using: &random)
        let document = StoryboardDecoder.decode(mutated, path: name)
        let lineCount = mutated.count { $0 == UInt8(ascii: "\n") } + 1
        if !FuzzPositions.areInside(document.diagnostics, lineCount: lineCount) {
          failures.append("\(name) round \(round)")
        }
        decoded += 1
      }
    }
    #expect(failures == [])
    #expect(decoded >= 24)
  }
}

/// The same for xibs: the corpus's xibs (or the repository's, without the corpus) and the every-kind fixture.
@Suite struct NibFuzzTests {
  static func inputs() throws -> [(name: String, bytes: [UInt8])] {
    let files = Corpus.xibs(below: Corpus.isAvailable ? Corpus.root : Corpus.subsetNibs)
    let real = try stride(from: 0, to: files.count, by: 3).map { index in
      (files[index].lastPathComponent, Array(try Data(contentsOf: files[index])))
    }
    return real + [("everyKind.xib", Array(NibDecodingTests.everyKind.utf8))]
  }

  @Test func truncatedXibsNeverCrashAndAlwaysSayWhy() throws {
    var random = SplitMix64(seed: 2027)
    var failures: [String] = []
    for (name, bytes) in try Self.inputs() {
      for _ in 0..<12 {
        let cut = Int.random(in: 1..<bytes.count, using: &random)
        let prefix = Array(bytes[..<cut])
        let nib = NibDecoder.decode(prefix, path: name)
        let lineCount = prefix.count { $0 == UInt8(ascii: "\n") } + 1
        let closesDocument = String(decoding: prefix, as: UTF8.self).contains("</document>")
        if !closesDocument, !nib.hasErrors { failures.append("\(name) cut at \(cut): no error") }
        if !FuzzPositions.areInside(nib.diagnostics, lineCount: lineCount) {
          failures.append("\(name) cut at \(cut): outside")
        }
      }
    }
    #expect(failures == [])
  }

  @Test func mutatedXibsNeverCrash() throws {
    var random = SplitMix64(seed: 8)
    var failures: [String] = []
    var decoded = 0
    for (name, bytes) in try Self.inputs() {
      for round in 0..<12 {
        let mutated = FuzzTests.mutate(bytes, using: &random)
        let nib = NibDecoder.decode(mutated, path: name)
        let lineCount = mutated.count { $0 == UInt8(ascii: "\n") } + 1
        if !FuzzPositions.areInside(nib.diagnostics, lineCount: lineCount) { failures.append("\(name) round \(round)") }
        _ = nib.connections
        decoded += 1
      }
    }
    #expect(failures == [])
    #expect(decoded >= 24)
  }
}
