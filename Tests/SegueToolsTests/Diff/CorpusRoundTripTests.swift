import Foundation
import SegueTestSupport
import SegueTools
import Testing

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
}
