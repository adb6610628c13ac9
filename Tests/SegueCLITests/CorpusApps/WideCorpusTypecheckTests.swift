import Foundation
import SegueTestSupport
import Testing

/// The wide corpus's measure: each of the forty apps of `apps-wide` type-checked against the built SegueKit as
/// ``CorpusAppTypecheckTests`` checks the nine, in the app's own Swift language mode (`SWIFT_VERSION` of its app
/// target, from the manifest: apps still in Swift 4 mode use UIKit's pre-4.2 names). The table pins each app's
/// figures; the goal is no error owned by SegueKit or the port in any app. The apps are checked in parallel (each in
/// a folder of its own): about six minutes of compiler time in all.
@Suite(
  .enabled(if: Corpus.appsWideAreAvailable, Comment(rawValue: Corpus.appsWideSkipMessage)),
  .enabled(
    if: ProcessInfo.processInfo.environment["SEGUE_SKIP_CORPUS_APPS"] == nil,
    "SEGUE_SKIP_CORPUS_APPS is set: the corpus apps are not type-checked in this run"))
struct WideCorpusTypecheckTests {
  typealias Tally = CorpusAppTypecheck.Tally

  /// The app's language mode as swiftc spells it: `4.0` → `4`, `5.0` → `5`.
  static func swiftVersion(of app: String) -> String {
    let row = Corpus.manifest(in: Corpus.appsWide).first { $0["app"] == app }
    let version = row?["SWIFT_VERSION"] ?? "5"
    return version.hasSuffix(".0") ? String(version.dropLast(2)) : version
  }

  static let apps = Corpus.manifest(in: Corpus.appsWide).compactMap { $0["app"] }

  static let expected: [String: Tally] = [:]

  @Test(arguments: apps)
  func wideAppTypechecksAgainstSegueKit(app: String) throws {
    let check = try CorpusAppTypecheck(
      app: app, in: Corpus.appsWide, swiftVersion: Self.swiftVersion(of: app), modules: CorpusAppTypecheckTests.modules)
    print("\(app): \(check.tally)\n  \"\(app)\": \(check.tally.swiftRow),")
    for (error, owner) in check.errors where owner == .segueKit || owner == .port || owner == .unattributed {
      print("  \(owner.rawValue) \(error.file):\(error.line): \(error.message)")
    }
    #expect(check.tally == Self.expected[app])
  }
}
