import Foundation
import SegueTestSupport
import Testing

/// Issue 11's measure: every corpus app's Swift files type-checked against the built SegueKit, as `segue port`
/// rewrites them (``SourcePort``, with its generated connection tables), and empty stand-ins for frameworks Linux
/// lacks. The table pins each app's figures, so a change in SegueKit's surface shows here as a change of the table
/// (update it, and the per-app table in the changelog, with the new figures). The goal, no error owned by SegueKit
/// and none by the port, holds: every remaining error is Linux Foundation's (what it leaves out of Darwin's: the
/// Objective-C runtime's key-value observing, Security-based authentication …) or a missing framework's.
///
/// Issue 12's bar: every error of an app that imports a framework Linux lacks is attributed (``ErrorAttribution``:
/// SegueKit's, Foundation's, the port's, or in code that uses the missing framework); `expectedUnattributed` lists
/// any that is not, with why.
///
/// Skipped under the sanitizer runs (`SEGUE_SKIP_CORPUS_APPS`, which also build without the port): it measures the
/// surface, not the runtime, and its compiler runs would only slow the sanitized tests.
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
    "HWS1": .init(files: 3, viewControllers: 2, cleanViewControllers: 2, errors: [0, 0, 0, 0, 0]),
    "HWS2": .init(files: 2, viewControllers: 1, cleanViewControllers: 1, errors: [0, 0, 0, 0, 0]),
    "HWS7": .init(files: 5, viewControllers: 2, cleanViewControllers: 2, errors: [0, 0, 0, 0, 0]),
    "SwipeMail": .init(files: 5, viewControllers: 2, cleanViewControllers: 0, errors: [0, 0, 0, 84, 0]),
    "SideMenuEx": .init(files: 4, viewControllers: 3, cleanViewControllers: 1, errors: [0, 0, 0, 23, 0]),
    "SwiftMessagesDemo": .init(files: 8, viewControllers: 4, cleanViewControllers: 0, errors: [0, 0, 0, 153, 0]),
    "SwiftRadio": .init(files: 33, viewControllers: 7, cleanViewControllers: 5, errors: [0, 0, 0, 94, 0]),
    // OpenHAB's Security and ObjectiveC imports map to SecurityCompat and SegueKit (its keychain and associated
    // objects); CWA's Foundation-gap errors fell with NSHashTable, and with NSItemProvider in SegueKit; the code
    // around its key-value observations (`NSKeyValueObservation`, which Linux's Foundation lacks) is Foundation's.
    "OpenHAB": .init(files: 79, viewControllers: 5, cleanViewControllers: 1, errors: [0, 24, 0, 619, 5]),
    "CWA": .init(files: 225, viewControllers: 29, cleanViewControllers: 19, errors: [0, 31, 0, 750, 0]),
  ]

  /// Errors ``ErrorAttribution`` gives no owner, each with why it is no missing framework's.
  ///
  /// OpenHAB's `OpenHABWidget.swift` writes a bare-slash regex literal, which the type-check's plain Swift 5 mode does
  /// not parse (Swift 6 mode and `-enable-bare-slash-regex` do): the language mode's, not a framework's. They counted
  /// as MapKit's while MapKit was a missing framework (the file imports it).
  static let expectedUnattributed: [String: [String]] = [
    "OpenHAB": [
      "OpenHABCore/Sources/OpenHABCore/Model/OpenHABWidget.swift:110: expected ',' separator",
      "OpenHABCore/Sources/OpenHABCore/Model/OpenHABWidget.swift:110: expected expression path in Swift key path",
      "OpenHABCore/Sources/OpenHABCore/Model/OpenHABWidget.swift:110: '/' is not a prefix unary operator",
      "OpenHABCore/Sources/OpenHABCore/Model/OpenHABWidget.swift:110: '/' is not a postfix unary operator",
      "OpenHABCore/Sources/OpenHABCore/Model/OpenHABWidget.swift:110: cannot find operator '.*?' in scope",
    ]
  ]

  @Test(arguments: [
    "HWS1", "HWS2", "HWS7", "SwipeMail", "SideMenuEx", "SwiftMessagesDemo", "SwiftRadio", "OpenHAB", "CWA",
  ])
  func appTypechecksAgainstSegueKit(app: String) async throws {
    let check = try await CompilerThread.run { try CorpusAppTypecheck(app: app, modules: Self.modules) }
    print("\(app): \(check.tally)\n  \"\(app)\": \(check.tally.swiftRow),")
    for (error, owner) in check.errors where owner == .segueKit || owner == .port || owner == .unattributed {
      print("  \(owner.rawValue) \(error.file):\(error.line): \(error.message)")
    }
    #expect(check.tally == Self.expected[app])
    let unattributed = check.errors.filter { $0.1 == .unattributed }.map {
      "\($0.0.file):\($0.0.line): \($0.0.message)"
    }
    #expect(unattributed == Self.expectedUnattributed[app, default: []])
  }
}
