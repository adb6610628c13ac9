import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueTools

extension Corpus {
  /// Every storyboard and xib of the corpus: the storyboard folders and, below `apps` and `apps-wide`, every
  /// `.storyboard` and `.xib` at any depth; sorted by path.
  static func interfaceBuilderFiles() -> [URL] {
    var found = files(in: storyboards) + files(in: edge)
    for folder in [apps, root.appendingPathComponent("apps-wide")] {
      guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
        continue
      }
      for case let url as URL in enumerator where ["storyboard", "xib"].contains(url.pathExtension) {
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}

/// The lossless tree over the whole corpus: written back unchanged it gives the file byte for byte, and rebuilt
/// element by element the way Xcode writes gives it too for the files Xcode wrote.
@Suite(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
struct CorpusRoundTripTests {
  @Test func everyCorpusFileIsWrittenBackByteForByte() throws {
    let files = Corpus.interfaceBuilderFiles()
    #expect(files.filter { $0.pathExtension == "storyboard" }.count >= 150)
    #expect(files.contains { $0.pathExtension == "xib" })
    var different: [String] = []
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: file))
      let document = IBDocument.read(bytes: bytes, path: file.path)
      if document.written() != bytes { different.append(file.lastPathComponent) }
    }
    #expect(different == [])
  }

  /// Files the reader finds broken (the edge corpus's unclosed elements and conflict markers) are not Xcode's
  /// writing and are left out; everything else rebuilds to the same bytes.
  @Test func everyWellFormedCorpusFileRebuiltTheWayXcodeWritesIsUnchanged() throws {
    var different: [String] = []
    var rebuilt = 0
    for file in Corpus.interfaceBuilderFiles() {
      let bytes = try [UInt8](Data(contentsOf: file))
      let document = IBDocument.read(bytes: bytes, path: file.path)
      guard !document.hasErrors else { continue }
      rebuilt += 1
      let rewritten = document.rewrittenAsXcode()
      guard rewritten != bytes else { continue }
      let offset =
        zip(rewritten, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(rewritten.count, bytes.count)
      let excerpt = { (data: [UInt8]) in
        String(decoding: data[max(0, offset - 40)..<min(data.count, offset + 40)], as: UTF8.self)
      }
      different.append(
        "\(file.lastPathComponent) at byte \(offset): '\(excerpt(bytes))' written '\(excerpt(rewritten))'")
    }
    #expect(different == [])
    #expect(rebuilt >= 150)
  }

  /// Merging a file with itself over itself writes it byte for byte (a broken file is refused and left as it was).
  @Test func everyCorpusFileMergedWithItselfIsUnchanged() throws {
    var different: [String] = []
    var conflicted: [String] = []
    for file in Corpus.interfaceBuilderFiles() {
      let bytes = try [UInt8](Data(contentsOf: file))
      let document = IBDocument.read(bytes: bytes, path: file.lastPathComponent)
      let result = StoryboardMerge.merge(base: document, ours: document, theirs: document)
      if result.bytes != bytes { different.append(file.lastPathComponent) }
      if !document.hasErrors, document.duplicateIDs.isEmpty, !result.isClean {
        conflicted.append(file.lastPathComponent)
      }
    }
    #expect(different == [])
    #expect(conflicted == [])
  }

  /// Ours changes an attribute of one object, theirs of another: the merge holds both edits, byte for byte as the
  /// two edits made in one file would be, for every well-formed corpus file (no change either side made is lost).
  @Test func everyCorpusFileMergesTwoEditsToDifferentObjects() throws {
    var wrong: [String] = []
    var merged = 0
    for file in Corpus.interfaceBuilderFiles() {
      let bytes = try [UInt8](Data(contentsOf: file))
      let document = IBDocument.read(bytes: bytes, path: file.lastPathComponent)
      guard !document.hasErrors, document.duplicateIDs.isEmpty else { continue }
      // Attribute values (not ids) of elements with ids: ours edits one near the start, theirs one near the end.
      let editable = document.elements.indices.filter { document.elements[$0].id != nil }.compactMap {
        index -> Range<Int>? in
        zip(document.elements[index].attributes, document.rawValues(of: index)).first {
          $0.0.name != "id" && !$0.1.isEmpty
        }?.1
      }
      guard editable.count >= 2, let first = editable.first, let last = editable.last else { continue }
      func edited(_ ranges: [Range<Int>]) -> [UInt8] {
        var result = bytes
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
          result.replaceSubrange(range, with: Array("edited-\(range.lowerBound)".utf8))
        }
        return result
      }
      let result = StoryboardMerge.merge(
        base: document, ours: IBDocument.read(bytes: edited([first]), path: "ours"),
        theirs: IBDocument.read(bytes: edited([last]), path: "theirs"))
      merged += 1
      if result.bytes != edited([first, last]) || !result.isClean { wrong.append(file.lastPathComponent) }
    }
    #expect(wrong == [])
    #expect(merged >= 150)
  }
}
