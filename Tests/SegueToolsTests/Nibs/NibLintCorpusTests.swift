import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// The nib rules and the graph's xibs on the corpus apps (`../shared/corpus/apps`: 23 xibs with their sources).
@Suite(.enabled(if: Corpus.appsAreAvailable, Comment(rawValue: Corpus.appsSkipMessage)))
struct NibLintCorpusTests {
  /// One folder per app, by name.
  private static var appFolders: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Corpus.apps.path)) ?? []
    return names.sorted().map { Corpus.apps.appendingPathComponent($0) }.filter { folder in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    }
  }

  /// The rules of issue 13, point 6.
  static let nibRules: Set<String> = [
    "action-without-method", "nib-not-found", "nib-owner-mismatch", "nib-view-outlet-not-set",
    "outlet-without-property",
    "cell-nib-without-reuse-identifier",
    "cell-nib-top-level-objects", "cell-nib-reuse-identifier-mismatch",
  ]

  /// Findings of the nib rules by rule, for every app, with the sources found beside it or without any.
  private static func counts(discoverSources: Bool) -> (byRule: [String: Int], lines: [String]) {
    var counts: [String: Int] = [:]
    var lines: [String] = []
    for app in appFolders {
      let report = Linter.lint(
        paths: [app.path], configuration: LintConfiguration(), discoverSources: discoverSources)
      for diagnostic in report.diagnostics where nibRules.contains(diagnostic.code.rawValue) {
        counts[diagnostic.code.rawValue, default: 0] += 1
        lines.append(diagnostic.description.replacingOccurrences(of: Corpus.apps.path + "/", with: ""))
      }
    }
    return (counts, lines)
  }

  @Test func everyXibOfTheAppsIsLinted() {
    #expect(Corpus.xibs(below: Corpus.apps).count == 23)
    #expect(Self.appFolders.map(\.lastPathComponent).count == 9)
  }

  /// With sources, every finding is true. openHAB's NewImageTableViewCell.xib is neither registered nor loaded (the
  /// class is used by a storyboard prototype cell) and its cell has no reuse identifier; CWA's four cell nibs
  /// without an identifier are registered (three with `String(describing:)`, one through its own
  /// `register(cellTypes:)` helper), which gives their cells the registered identifier. CWA's old Main.storyboard
  /// keeps a scene of `ExposureDetectionViewController` with eight outlets the class no longer declares (its
  /// outlets are now `closeButton`, `headerView` …) and a Sync button whose `refresh:` it no longer implements;
  /// the other 193 storyboard outlets and 97 xib outlets held by the apps' own classes are found, and the 60 other
  /// actions sent to them match a method.
  @Test func withSourcesTheUnusedCellNibAndStaleOutletsAreReported() {
    let found = Self.counts(discoverSources: true)
    #expect(
      found.byRule == [
        "action-without-method": 1, "cell-nib-without-reuse-identifier": 1, "nib-not-found": 1,
        "outlet-without-property": 8,
      ])
    #expect(
      found.lines.filter { $0.hasSuffix("[cell-nib-without-reuse-identifier]") } == [
        "OpenHAB/openHAB/NewImageTableViewCell.xib:15:9: note: The tableViewCell 'NewImageTableViewCell' of "
          + "'NewImageTableViewCell.xib' has no reuse identifier, and the sources show no registration of it; unless "
          + "the nib is registered (which gives the cell the registered identifier), its cells are never reused "
          + "(object 'KGk-i7-Jjw') [cell-nib-without-reuse-identifier]"
      ])
  }

  @Test func theStaleSyncButtonSendsAnActionTheControllerLacks() {
    let lines = Self.counts(discoverSources: true).lines.filter { $0.hasSuffix("[action-without-method]") }
    let expected: String =
      "CWA/src/xcode/ENA/ENA/Resources/Storyboards/Main.storyboard:227:69: error: Action 'refresh:' of the button "
      + "'Sync' is sent to 'ExposureDetectionViewController', but no method of 'ExposureDetectionViewController' or "
      + "its superclasses ('DynamicTableViewController') matches it; the app stops with \"unrecognized selector sent "
      + "to instance\" when it is sent (object 'E1f-qy-wrg') [action-without-method]"
    #expect(lines == [expected])
  }

  /// `ExposureSubmissionStepCell.stepNib` names a nib no xib of CWA provides; the static is never used, so the
  /// warning points at dead code that would raise if it ran.
  @Test func theStepCellRowNibIsMissing() {
    let lines = Self.counts(discoverSources: true).lines.filter { $0.hasSuffix("[nib-not-found]") }
    let expected: String =
      "CWA/src/xcode/ENA/ENA/Source/Views/ExposureSubmission/ExposureSubmissionStepCell.swift:24:46: warning: "
      + "'ExposureSubmissionStepCell' loads nib 'ExposureSubmissionStepCellRow', but no "
      + "'ExposureSubmissionStepCellRow.xib' is in the folders linted; UIKit raises \"Could not load NIB in bundle: "
      + "'…' with name 'ExposureSubmissionStepCellRow'\" when it loads it [nib-not-found]"
    #expect(lines == [expected])
  }

  @Test func withoutSourcesTheCellNibsWithoutIdentifierAreNotes() {
    #expect(Self.counts(discoverSources: false).byRule == ["cell-nib-without-reuse-identifier": 5])
  }

  @Test func staleOutletsAreTheEightOfTheOldExposureDetectionScene() {
    let lines = Self.counts(discoverSources: true).lines.filter { $0.hasSuffix("[outlet-without-property]") }
    let properties = [
      "activityIndicator", "contactTitleLabel", "infoTextView", "infoTitleLabel", "lastContactLabel",
      "lastSyncLabel", "nextSyncLabel", "syncButton",
    ]
    let main = "CWA/src/xcode/ENA/ENA/Resources/Storyboards/Main.storyboard"
    let expected: [String] = properties.enumerated().map { "\(main):\(320 + $0.offset):25 \($0.element)" }
    let found: [String] = lines.map { line in
      let place = line.split(separator: ":").prefix(3).joined(separator: ":")
      return "\(place) \(line.split(separator: "'")[1])"
    }
    #expect(found == expected)
    let last: String =
      "\(main):327:25: error: Outlet 'syncButton' of 'ExposureDetectionViewController' names no property of "
      + "'ExposureDetectionViewController' or its superclasses ('DynamicTableViewController'); loading the scene "
      + "raises \"setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
      + "syncButton.\" (object '6cp-KD-x7G') [outlet-without-property]"
    #expect(lines.last == last)
  }

  /// CWA's scenes register eleven of its nibs as cells and header views; no app creates a nib-backed controller.
  @Test func graphDrawsTheNibsScenesRegister() {
    var drawn: [String: [String]] = [:]
    for app in Self.appFolders {
      var set = StoryboardSet.load(paths: [app.path])
      set.loadReferencedSiblings()
      let sources = SourceIndex.discover(
        forStoryboards: set.requested.map(\.path) + set.nibs.map(\.path), extraRoots: [], givenPaths: [app.path])
      let nibs = FlowGraph(set: set, sources: sources).nibs
      if !nibs.isEmpty { drawn[app.lastPathComponent] = nibs.map { "\($0.role.rawValue) \($0.name)" } }
    }
    #expect(drawn.keys.sorted() == ["CWA"])
    #expect(drawn["CWA"]?.count == 11)
    #expect(drawn["CWA"]?.allSatisfy { $0.hasPrefix("cells ") } == true)
  }
}
