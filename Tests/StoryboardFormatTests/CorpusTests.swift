import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// Every real storyboard of the corpus decodes cleanly and completely (storyboard-format §0–§12).
@Suite(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
struct CorpusTests {
  @Test func everyCorpusFileDecodesWithoutErrors() throws {
    let files = Corpus.files(in: Corpus.storyboards)
    #expect(files.count == 150)
    #expect(try Self.decodingProblems(files) == [Self.unconfiguredReference])
  }

  @Test func segueCountsPerKindMatchAnIndependentPassAndTheManifest() throws {
    let (mismatches, total) = try Self.segueCountMismatches(in: Corpus.storyboards)
    #expect(mismatches == [])
    #expect(total == 838, "storyboard-format §0: 838 real segues in the corpus")
  }

  @Test func everySegueKeepsASourceControllerAndResolvableDestination() throws {
    #expect(try Self.segueEndProblems(in: Corpus.storyboards) == [])
  }

  /// storyboard-format §7: 98 of 104 references resolve within their repository; MANIFEST.tsv says which.
  @Test func storyboardReferencesResolveAsTheManifestSays() throws {
    let (mismatches, resolvedTotal) = try Self.referenceMismatches(in: Corpus.storyboards)
    #expect(mismatches == [])
    #expect(resolvedTotal == 98)
  }

  /// storyboard-format §11: every odd or broken real file is reported, and none stops the loader.
  @Test func everyEdgeFileYieldsItsDiagnostics() throws {
    let files = Corpus.files(in: Corpus.edge)
    let (codes, documents, filesWithDiagnostics) = Self.edgeDiagnosticCodes(files)
    #expect(
      codes == [
        "AudioKit__AudioKitSynthOne__Au": [
          "xml-mismatched-tag", "localization-export-copy", "reference-missing-storyboard",
        ],
        "JohanDegraeve__xdripswift__xdr": ["merge-conflict", "duplicate-object-id", "xml-mismatched-tag"],
        "Provenance-Emu__Provenance__PV": ["reference-missing-storyboard"],
        "SwiftGen__SwiftGen__SwiftGen.p": ["compiled-storyboard-copy"],
        "artsy__eidolon__Kiosk_Storyboa": ["merge-conflict"],
        "openhab__openhab-ios__openHAB_": ["merge-conflict"],
      ])
    #expect(documents == files.count)
    #expect(filesWithDiagnostics == files.count, "every edge file has at least one diagnostic")
  }
}

/// The same checks on the corpus subset in the repository (`Tests/Fixtures/Corpus`), which every checkout has.
/// The expected numbers are counted apart from the decoder: files and `<segue …kind=…>` tags in the folder,
/// references resolved per MANIFEST.tsv's `refs_resolved` column, the edge files' codes as the full corpus has them.
@Suite struct CorpusSubsetTests {
  @Test func everySubsetFileDecodesWithoutErrors() throws {
    let files = Corpus.files(in: Corpus.subsetStoryboards)
    #expect(files.count == 19)
    #expect(try CorpusTests.decodingProblems(files) == [CorpusTests.unconfiguredReference])
  }

  @Test func segueCountsPerKindMatchAnIndependentPassAndTheManifest() throws {
    let (mismatches, total) = try CorpusTests.segueCountMismatches(in: Corpus.subsetStoryboards)
    #expect(mismatches == [])
    #expect(total == 79)
  }

  @Test func everySegueKeepsASourceControllerAndResolvableDestination() throws {
    #expect(try CorpusTests.segueEndProblems(in: Corpus.subsetStoryboards) == [])
  }

  /// Fleet's 5 of 5, R.swift's 2 of 4 (one into another bundle, one without a name), IBDecodable's 0 of 1.
  @Test func storyboardReferencesResolveAsTheManifestSays() throws {
    let (mismatches, resolvedTotal) = try CorpusTests.referenceMismatches(in: Corpus.subsetStoryboards)
    #expect(mismatches == [])
    #expect(resolvedTotal == 7)
  }

  @Test func everyEdgeFileYieldsItsDiagnostics() throws {
    let files = Corpus.files(in: Corpus.subsetEdge)
    let (codes, documents, filesWithDiagnostics) = CorpusTests.edgeDiagnosticCodes(files)
    #expect(
      codes == [
        "AudioKit__AudioKitSynthOne__Au": [
          "xml-mismatched-tag", "localization-export-copy", "reference-missing-storyboard",
        ],
        "SwiftGen__SwiftGen__SwiftGen.p": ["compiled-storyboard-copy"],
        "artsy__eidolon__Kiosk_Storyboa": ["merge-conflict"],
      ])
    #expect(files.count == 4)
    #expect(documents == 4)
    #expect(filesWithDiagnostics == 4, "every edge file has at least one diagnostic")
  }
}

extension CorpusTests {
  /// storyboard-format §7: R.swift keeps one unconfigured reference on purpose; it is reported, not an error.
  static let unconfiguredReference =
    "mac-cain13__R.swift__Examples_ResourceAp warning unconfigured-storyboard-reference Zbd-89-K73"

  /// Every diagnostic above a note, and every file that decoded to nothing.
  static func decodingProblems(_ files: [URL]) throws -> [String] {
    var problems: [String] = []
    for file in files {
      let document = try StoryboardDecoder.decode(contentsOf: file)
      problems += document.diagnostics.filter { $0.severity != .note }.map {
        "\(file.lastPathComponent.prefix(40)) \($0.severity.rawValue) \($0.code) \($0.objectID ?? "")"
      }
      if document.scenes.isEmpty, document.attributes.isEmpty {
        problems.append("\(file.lastPathComponent): nothing decoded")
      }
    }
    return problems
  }

  /// Files whose decoded segue counts per kind differ from a simple pass over the text or from MANIFEST.tsv, and
  /// the number of segues decoded.
  static func segueCountMismatches(in folder: URL) throws -> (mismatches: [String], total: Int) {
    let manifest = Dictionary(uniqueKeysWithValues: Corpus.manifest(in: folder).map { ($0["file"] ?? "", $0) })
    var mismatches: [String] = []
    var total = 0
    for file in Corpus.files(in: folder) {
      let text = try String(contentsOf: file, encoding: .utf8)
      let document = StoryboardDecoder.decode(Array(text.utf8), path: file.path)
      let decoded = Dictionary(grouping: document.segues, by: \.kind.rawValue).mapValues(\.count)
      total += document.segues.count
      let simple = Corpus.simpleSegueCounts(text)
      if decoded != simple { mismatches.append("\(file.lastPathComponent): decoded \(decoded) simple pass \(simple)") }
      if let row = manifest[file.lastPathComponent] {
        let listed = Dictionary(
          uniqueKeysWithValues: (row["segues"] ?? "").split(separator: ";").compactMap { entry -> (String, Int)? in
            let parts = entry.split(separator: "=")
            guard parts.count == 2, let count = Int(parts[1]) else { return nil }
            return (String(parts[0]), count)
          })
        if decoded != listed { mismatches.append("\(file.lastPathComponent): decoded \(decoded) manifest \(listed)") }
      }
    }
    return (mismatches, total)
  }

  /// Segues whose source is not their scene's controller or whose destination is not in the document.
  static func segueEndProblems(in folder: URL) throws -> [String] {
    var problems: [String] = []
    for file in Corpus.files(in: folder) {
      let document = try StoryboardDecoder.decode(contentsOf: file)
      for scene in document.scenes {
        for segue in scene.segues {
          if segue.sourceControllerID == nil || segue.sourceControllerID != scene.controller?.id {
            problems.append("\(file.lastPathComponent) \(segue.id): source \(segue.sourceControllerID ?? "nil")")
          }
          if segue.kind == .unwind
            ? scene.exit?.id != segue.destination : document.controller(withID: segue.destination) == nil
          {
            problems.append("\(file.lastPathComponent) \(segue.id): destination \(segue.destination)")
          }
        }
      }
    }
    return problems
  }

  /// Files whose references resolve (within their repository and platform) otherwise than MANIFEST.tsv says, and
  /// the number resolved.
  static func referenceMismatches(in folder: URL) throws -> (mismatches: [String], resolvedTotal: Int) {
    let rows = Corpus.manifest(in: folder)
    var documentsByRepository: [String: [StoryboardDocument]] = [:]
    for row in rows {
      guard let file = row["file"], let repository = row["repo"], let path = row["path"] else { continue }
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      documentsByRepository[repository, default: []].append(StoryboardDecoder.decode(data, path: path))
    }
    var mismatches: [String] = []
    var resolvedTotal = 0
    for row in rows where row["has_references"] == "y" {
      guard let repository = row["repo"], let path = row["path"], let expected = row["refs_resolved"] else { continue }
      let documents = documentsByRepository[repository] ?? []
      // Repositories hold several apps (iOS and tvOS targets); an app's bundle is its platform's storyboards.
      let document = try #require(documents.first { $0.path == path })
      let set = StoryboardSet(documents: documents.filter { $0.platform == document.platform || $0.path == path })
      let references = document.controllers.filter(\.kind.isStoryboardReference)
      let resolved = references.filter { (try? set.resolve($0, in: document).get()) != nil }.count
      resolvedTotal += resolved
      let counts = expected.split(separator: " ").first ?? ""
      if counts != "\(resolved)/\(references.count)" {
        mismatches.append("\(path): resolved \(resolved)/\(references.count), manifest \(expected)")
      }
    }
    return (mismatches, resolvedTotal)
  }

  /// The diagnostic codes per edge file (by the first 30 characters of its name), how many documents loaded, and
  /// how many files have at least one diagnostic.
  static func edgeDiagnosticCodes(_ files: [URL]) -> (
    codes: [String: Set<String>], documents: Int, filesWithDiagnostics: Int
  ) {
    let set = StoryboardSet.load(paths: files.map(\.path))
    let diagnostics = set.documents.flatMap(\.diagnostics) + set.referenceDiagnostics() + set.diagnostics
    var codes: [String: Set<String>] = [:]
    for diagnostic in diagnostics {
      let name = URL(fileURLWithPath: diagnostic.location.file).lastPathComponent
      codes[String(name.prefix(30)), default: []].insert(diagnostic.code.rawValue)
    }
    return (codes, set.documents.count, Set(diagnostics.map(\.location.file)).count)
  }
}
