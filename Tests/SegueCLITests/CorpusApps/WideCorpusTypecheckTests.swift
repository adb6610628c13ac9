import Foundation
import SegueTestSupport
import Testing

/// The wide corpus's measure: each of the forty apps of `apps-wide` type-checked against the built SegueKit as
/// ``CorpusAppTypecheckTests`` checks the nine, in the app's own Swift language mode (`SWIFT_VERSION` of its app
/// target, from the manifest: apps still in Swift 4 mode use UIKit's pre-4.2 names). The goal is no error owned by
/// SegueKit or the port in any app, which every app now meets: each ceiling is 0 and may not grow. The apps are checked
/// in parallel (each in a folder of its own), each in one whole-module compiler process, as the nine are: one process
/// per file cost the forty 125 CPU-seconds more, which CI's time limit cannot afford. An app made of several of its own
/// modules (PassForiOS's app, passKit and extension; BookStore's; FrameGrabber's local packages) is checked a module at
/// a time, each as `segue port` ports it and with the modules it imports built first, as Xcode builds them: checked as
/// one module, a name two of them declare was ambiguous (ten of PassForiOS's errors). Whole-module mode does not report
/// the follow-ons of a declaration an app makes twice ("ambiguous use of", "failed to produce diagnostic"); an error a
/// missing name causes is still reported, once.
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

  /// Each app's files and view-controller files (the corpus's), and the most errors SegueKit and the port may own:
  /// a ceiling, so that each name SegueKit gains lowers it without a table to update, and a lost one fails.
  struct Ceiling: Equatable {
    var files: Int
    var viewControllers: Int
    var segueKit: Int
    var port: Int
  }

  static let ceilings: [String: Ceiling] = [
    "Swift2048": .init(files: 9, viewControllers: 2, segueKit: 0, port: 0),
    "Reminders": .init(files: 25, viewControllers: 2, segueKit: 0, port: 0),
    "BookStore": .init(files: 39, viewControllers: 4, segueKit: 0, port: 0),
    "Stocks": .init(files: 15, viewControllers: 3, segueKit: 0, port: 0),
    "UpcomingTV": .init(files: 22, viewControllers: 2, segueKit: 0, port: 0),
    "OSIA": .init(files: 12, viewControllers: 2, segueKit: 0, port: 0),
    "CustomTransitions": .init(files: 8, viewControllers: 2, segueKit: 0, port: 0),
    "StateRestorationDemo": .init(files: 4, viewControllers: 3, segueKit: 0, port: 0),
    "ContactsMVP": .init(files: 37, viewControllers: 6, segueKit: 0, port: 0),
    "UIKitCalculator": .init(files: 34, viewControllers: 1, segueKit: 0, port: 0),
    "TheNews": .init(files: 71, viewControllers: 1, segueKit: 0, port: 0),
    "HackerNews": .init(files: 3, viewControllers: 1, segueKit: 0, port: 0),
    "Tomate": .init(files: 12, viewControllers: 4, segueKit: 0, port: 0),
    "Depressed": .init(files: 24, viewControllers: 5, segueKit: 0, port: 0),
    "RoundAndSplit": .init(files: 15, viewControllers: 3, segueKit: 0, port: 0),
    "CleanStore": .init(files: 26, viewControllers: 3, segueKit: 0, port: 0),
    "VoiceMemosClone": .init(files: 9, viewControllers: 4, segueKit: 0, port: 0),
    "Susi": .init(files: 85, viewControllers: 20, segueKit: 0, port: 0),
    "Tagger": .init(files: 74, viewControllers: 14, segueKit: 0, port: 0),
    "DailyFeed": .init(files: 34, viewControllers: 5, segueKit: 0, port: 0),
    "Feeds4U": .init(files: 36, viewControllers: 4, segueKit: 0, port: 0),
    "ParkenDD": .init(files: 18, viewControllers: 5, segueKit: 0, port: 0),
    "MyWeight": .init(files: 43, viewControllers: 4, segueKit: 0, port: 0),
    "HexaCalc": .init(files: 32, viewControllers: 8, segueKit: 0, port: 0),
    "ExpenseTracker": .init(files: 64, viewControllers: 18, segueKit: 0, port: 0),
    "Cuisiner": .init(files: 67, viewControllers: 19, segueKit: 0, port: 0),
    "VocabularyTrainer": .init(files: 35, viewControllers: 6, segueKit: 0, port: 0),
    "GPSStone": .init(files: 34, viewControllers: 11, segueKit: 0, port: 0),
    "LibGen": .init(files: 18, viewControllers: 4, segueKit: 0, port: 0),
    "BarcodeScanner": .init(files: 22, viewControllers: 3, segueKit: 0, port: 0),
    "Scoop": .init(files: 16, viewControllers: 8, segueKit: 0, port: 0),
    "CryptocurrencyInfo": .init(files: 50, viewControllers: 2, segueKit: 0, port: 0),
    "Authenticator": .init(files: 43, viewControllers: 7, segueKit: 0, port: 0),
    "Ladybug": .init(files: 36, viewControllers: 5, segueKit: 0, port: 0),
    "MrTip": .init(files: 24, viewControllers: 1, segueKit: 0, port: 0),
    "Textor": .init(files: 17, viewControllers: 4, segueKit: 0, port: 0),
    "FrameGrabber": .init(files: 150, viewControllers: 15, segueKit: 0, port: 0),
    "PassForiOS": .init(files: 105, viewControllers: 29, segueKit: 0, port: 0),
    "WWDCScholars": .init(files: 123, viewControllers: 13, segueKit: 0, port: 0),
    "OpenFoodFacts": .init(files: 164, viewControllers: 35, segueKit: 0, port: 0),
  ]

  @Test(arguments: apps)
  func wideAppTypechecksAgainstSegueKit(app: String) async throws {
    let check = try await CompilerThread.run {
      try CorpusAppTypecheck(
        app: app, in: Corpus.appsWide, swiftVersion: Self.swiftVersion(of: app),
        modules: CorpusAppTypecheckTests.modules)
    }
    print("\(app): \(check.tally)\n  \"\(app)\": \(check.tally.swiftRow),")
    for (error, owner) in check.errors where owner == .segueKit || owner == .port || owner == .unattributed {
      print("  \(owner.rawValue) \(error.file):\(error.line): \(error.message)")
    }
    let ceiling = try #require(Self.ceilings[app])
    #expect(check.tally.files == ceiling.files)
    #expect(check.tally.viewControllers == ceiling.viewControllers)
    #expect(check.tally.errors[0] <= ceiling.segueKit, "SegueKit's errors")
    #expect(check.tally.errors[2] <= ceiling.port, "the port's errors")
  }
}
