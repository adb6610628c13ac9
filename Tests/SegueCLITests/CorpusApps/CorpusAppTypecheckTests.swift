import Foundation
import SegueTestSupport
import Testing

/// Issue 11's measure: every corpus app's Swift files type-checked against the built SegueKit, with only what
/// `segue port` will change (``MinimalPort``) and empty stand-ins for frameworks Linux lacks. The table pins each
/// app's figures, so a change in SegueKit's surface shows here as a change of the table (update it, and the per-app
/// table in the changelog, with the new figures). The goal is no error owned by SegueKit.
///
/// Skipped under the sanitizer runs (`SEGUE_SKIP_CORPUS_APPS`): it measures the surface, not the runtime, and its
/// compiler runs would only slow the sanitized tests.
@Suite(
  .enabled(if: Corpus.appsAreAvailable, Comment(rawValue: Corpus.appsSkipMessage)),
  .enabled(
    if: ProcessInfo.processInfo.environment["SEGUE_SKIP_CORPUS_APPS"] == nil,
    "SEGUE_SKIP_CORPUS_APPS is set: the corpus apps are not type-checked in this run"),
  .serialized)
struct CorpusAppTypecheckTests {
  typealias Tally = CorpusAppTypecheck.Tally

  /// The built modules, beside the test bundle.
  static let modules = SegueProcess.binary.deletingLastPathComponent().appendingPathComponent("Modules")

  static let expected: [String: Tally] = [
    "HWS1": .init(files: 3, viewControllers: 2, cleanViewControllers: 0, errors: [7, 0, 0, 1]),
    "HWS2": .init(files: 2, viewControllers: 1, cleanViewControllers: 0, errors: [23, 0, 0, 0]),
    "HWS7": .init(files: 5, viewControllers: 2, cleanViewControllers: 0, errors: [6, 0, 2, 1]),
    "SwipeMail": .init(files: 5, viewControllers: 2, cleanViewControllers: 0, errors: [213, 0, 40, 40]),
    "SideMenuEx": .init(files: 4, viewControllers: 3, cleanViewControllers: 1, errors: [19, 0, 22, 1]),
    "SwiftMessagesDemo": .init(files: 8, viewControllers: 4, cleanViewControllers: 0, errors: [69, 0, 71, 79]),
    "SwiftRadio": .init(files: 33, viewControllers: 7, cleanViewControllers: 0, errors: [287, 4, 69, 120]),
    "OpenHAB": .init(files: 82, viewControllers: 5, cleanViewControllers: 0, errors: [462, 54, 841, 580]),
    "CWA": .init(files: 233, viewControllers: 29, cleanViewControllers: 0, errors: [2024, 11, 493, 1102]),
  ]

  @Test(arguments: [
    "HWS1", "HWS2", "HWS7", "SwipeMail", "SideMenuEx", "SwiftMessagesDemo", "SwiftRadio", "OpenHAB", "CWA",
  ])
  func appTypechecksAgainstSegueKit(app: String) throws {
    let check = try CorpusAppTypecheck(app: app, modules: Self.modules)
    print("\(app): \(check.tally)\n  \"\(app)\": \(check.tally.swiftRow),")
    for (error, owner) in check.errors where owner == .segueKit || owner == .unattributed {
      print("  \(owner.rawValue) \(error.file):\(error.line): \(error.message)")
    }
    #expect(check.tally == Self.expected[app])
  }
}
