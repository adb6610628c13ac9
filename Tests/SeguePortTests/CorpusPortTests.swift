import Foundation
import SegueTestSupport
import Testing

@testable import SeguePort

/// Every corpus app ported (`../shared/corpus/apps`): every Swift file keeps its line count, and the rewrites,
/// tables and findings per app are pinned. (`CorpusAppTypecheckTests` type-checks the result against SegueKit.)
@Suite(.enabled(if: Corpus.appsAreAvailable, Comment(rawValue: Corpus.appsSkipMessage)))
struct CorpusPortTests {
  /// One app's figures: Swift files, rewrites (all kinds), classes with a generated table, errors and notes.
  struct Tally: Equatable {
    var files: Int
    var rewrites: Int
    var tables: Int
    var errors: Int
    var notes: Int
  }

  static let expected: [String: Tally] = [
    "HWS1": Tally(files: 3, rewrites: 6, tables: 1, errors: 0, notes: 0),
    "HWS2": Tally(files: 2, rewrites: 6, tables: 1, errors: 0, notes: 0),
    "HWS7": Tally(files: 5, rewrites: 5, tables: 0, errors: 0, notes: 0),
    "SideMenuEx": Tally(files: 4, rewrites: 24, tables: 2, errors: 0, notes: 0),
    "SwiftMessagesDemo": Tally(files: 8, rewrites: 39, tables: 6, errors: 0, notes: 0),
    "SwipeMail": Tally(files: 5, rewrites: 13, tables: 4, errors: 0, notes: 0),
    "SwiftRadio": Tally(files: 33, rewrites: 99, tables: 8, errors: 0, notes: 1),
    // 3 storyboard cells that declare only `init?(coder:)` get SegueKit's dequeuing initializer; 7 files that
    // import only Foundation and use URLSession get SegueKit (which re-exports FoundationNetworking); 1
    // `import ObjectiveC` becomes SegueKit and 1 `import Security` SecurityCompat.
    "OpenHAB": Tally(files: 82, rewrites: 248, tables: 16, errors: 0, notes: 10),
    // 32 overrides Linux refuses (in extensions, or of members declared in extensions), 4 optional requirements
    // (one returning a value); 8 files that import only Foundation and use URLSession get SegueKit.
    "CWA": Tally(files: 233, rewrites: 503, tables: 53, errors: 0, notes: 4),
  ]

  @Test(arguments: [
    "HWS1", "HWS2", "HWS7", "SwipeMail", "SideMenuEx", "SwiftMessagesDemo", "SwiftRadio", "OpenHAB", "CWA",
  ])
  func portsTheAppLineForLine(app: String) throws {
    let folder = Corpus.apps.appendingPathComponent(app).path
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("segue-port-corpus-\(app)")
    let package = try PortedPackage(
      options: PortOptions(sources: [folder], output: output, name: nil, segueKit: "/SegueKit", excludes: []))
    for (path, text) in package.port.files {
      let original = try String(contentsOfFile: path, encoding: .utf8)
      #expect(Self.lineCount(text) == Self.lineCount(original), "\(path)")
    }
    let port = package.port
    let tally = Tally(
      files: port.files.count, rewrites: port.counts.values.reduce(0, +), tables: port.tableClasses.count,
      errors: port.findings.filter { $0.severity == .error }.count,
      notes: port.findings.filter { $0.severity == .note }.count)
    print(
      "\"\(app)\": Tally(files: \(tally.files), rewrites: \(tally.rewrites), tables: \(tally.tables), "
        + "errors: \(tally.errors), notes: \(tally.notes)),")
    for finding in port.findings { print("  \(finding)") }
    #expect(tally == Self.expected[app])
  }

  static func lineCount(_ text: String) -> Int {
    text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  }
}
