import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// Storyboard references across a set of storyboards: storyboard-format §7 and Storyboards §8.2.
@Suite struct ReferenceResolutionTests {
  static func reference(_ id: String, _ attributes: String) -> String {
    Fixture.scene("S-\(id)", "<viewControllerPlaceholder \(attributes) id=\"\(id)\" sceneMemberID=\"viewController\"/>")
  }

  static let mainText = Fixture.storyboard(
    initial: "Root",
    Fixture.scene("S", Fixture.viewController("Root", attributes: "storyboardIdentifier=\"RootID\""))
      + reference("toInitial", "storyboardName=\"Settings\"")
      + reference("toIdentified", "storyboardName=\"Settings\" referencedIdentifier=\"Privacy\"")
      + reference("toMissingFile", "storyboardName=\"Nowhere\"")
      + reference("toMissingID", "storyboardName=\"Settings\" referencedIdentifier=\"Gone\"")
      + reference("toNoEntry", "storyboardName=\"Detached\"")
      + reference("toBundle", "storyboardName=\"Kit\" bundleIdentifier=\"com.example.Kit\"")
      + reference("toChain", "storyboardName=\"Settings\" referencedIdentifier=\"Forward\"")
      + reference("toSelf", "referencedIdentifier=\"Loop\" storyboardIdentifier=\"Loop\"")
      + reference("toSameFile", "referencedIdentifier=\"RootID\"")
      + reference("toNothing", ""))
  static let main = Fixture.decode(mainText, path: "App/Base.lproj/Main.storyboard")

  static let settings = Fixture.decode(
    Fixture.storyboard(
      initial: "SettingsRoot",
      Fixture.scene("A", Fixture.viewController("SettingsRoot"))
        + Fixture.scene("B", Fixture.viewController("PrivacyVC", attributes: "storyboardIdentifier=\"Privacy\""))
        + reference("Forward", "storyboardName=\"Main\" storyboardIdentifier=\"Forward\"")),
    path: "App/Base.lproj/Settings.storyboard")

  static let detached = Fixture.decode(
    Fixture.storyboard(Fixture.scene("A", Fixture.viewController("Lonely", attributes: "storyboardIdentifier=\"L\""))),
    path: "App/Detached.storyboard")

  static let set = StoryboardSet(documents: [main, settings, detached])

  func resolve(_ id: String) throws -> Result<ResolvedScene, Diagnostic> {
    let controller = try #require(Self.main.controller(withID: id))
    return Self.set.resolve(controller, in: Self.main)
  }

  @Test func referenceWithoutIdentifierResolvesToTheInitialScene() throws {
    #expect(
      try resolve("toInitial")
        == .success(
          ResolvedScene(
            storyboardName: "Settings", storyboardPath: "App/Base.lproj/Settings.storyboard",
            controllerID: "SettingsRoot")))
  }

  @Test func referenceWithIdentifierResolvesToThatScene() throws {
    #expect(
      try resolve("toIdentified")
        == .success(
          ResolvedScene(
            storyboardName: "Settings", storyboardPath: "App/Base.lproj/Settings.storyboard", controllerID: "PrivacyVC")
        ))
  }

  @Test func referencesToReferencesAreFollowed() throws {
    // Settings' "Forward" points back into Main's initial view controller.
    #expect(
      try resolve("toChain")
        == .success(
          ResolvedScene(storyboardName: "Main", storyboardPath: "App/Base.lproj/Main.storyboard", controllerID: "Root"))
    )
  }

  @Test func everyUnresolvedReferenceIsOneDiagnostic() throws {
    func at(_ id: String) throws -> String {
      let line = try #require(Fixture.position(of: "id=\"\(id)\"", in: Self.mainText)).line
      let column = try #require(Fixture.position(of: "<viewControllerPlaceholder", in: Self.mainText)).column
      return "App/Base.lproj/Main.storyboard:\(line):\(column)"
    }
    #expect(
      Self.set.referenceDiagnostics().map(\.description) == [
        "\(try at("toMissingFile")): error: Storyboard reference points to missing storyboard 'Nowhere' (object 'toMissingFile') [reference-missing-storyboard]",
        "\(try at("toMissingID")): error: Storyboard 'Settings' has no scene with Storyboard ID 'Gone' (object 'toMissingID') [reference-missing-identifier]",
        "\(try at("toNoEntry")): error: Storyboard reference points to the initial view controller of 'Detached', which has none (object 'toNoEntry') [reference-no-initial-controller]",
        "\(try at("toBundle")): note: Storyboard reference points to 'Kit' in bundle 'com.example.Kit', which is not part of this set (object 'toBundle') [reference-other-bundle]",
        "\(try at("toSelf")): error: Storyboard references form a cycle (object 'toSelf') [reference-cycle]",
      ])
  }

  /// An unconfigured reference does not resolve; decoding reported it, so the set does not report it twice.
  @Test func unconfiguredReferenceIsReportedOnce() throws {
    let controller = try #require(Self.main.controller(withID: "toNothing"))
    guard case .failure(let diagnostic) = Self.set.resolve(controller, in: Self.main) else {
      Issue.record("an unconfigured reference resolved")
      return
    }
    #expect(diagnostic.code.rawValue == "reference-unconfigured")
    #expect(Self.main.diagnostics.map(\.code.rawValue) == ["unconfigured-storyboard-reference"])
  }

  /// [I] An empty storyboard name with a referenced identifier points into the same storyboard.
  @Test func referenceWithoutStoryboardNameStaysInItsOwnStoryboard() throws {
    #expect(
      try resolve("toSameFile")
        == .success(
          ResolvedScene(storyboardName: "Main", storyboardPath: "App/Base.lproj/Main.storyboard", controllerID: "Root"))
    )
  }

  /// Localized copies of one storyboard are one storyboard: references use `Base.lproj`'s, and nothing is reported.
  @Test func localizedCopiesPreferBaseLprojAndAreNotDuplicates() {
    let english = Fixture.decode(
      Fixture.storyboard(initial: "E", Fixture.scene("S", Fixture.viewController("E"))),
      path: "App/en.lproj/Settings.storyboard")
    for documents in [[english, Self.settings], [Self.settings, english]] {
      let set = StoryboardSet(documents: documents + [Self.main])
      #expect(set["Settings"]?.path == "App/Base.lproj/Settings.storyboard")
      #expect(set.document(named: "Settings", from: Self.main)?.path == "App/Base.lproj/Settings.storyboard")
      #expect(set.diagnostics == [])
    }
  }

  /// Two storyboards of one name in one app folder (not localizations of each other) are reported.
  @Test func sameNameTwiceInOneAppIsReported() {
    let other = Fixture.decode(
      Fixture.storyboard(initial: "E", Fixture.scene("S", Fixture.viewController("E"))), path: "App/Settings.storyboard"
    )
    let set = StoryboardSet(documents: [other, Self.settings])
    #expect(
      set.diagnostics.map(\.description) == [
        "App/Base.lproj/Settings.storyboard:1:1: warning: Storyboard name 'Settings' is also used by 'App/Settings.storyboard' in the same app; references use 'App/Base.lproj/Settings.storyboard' [duplicate-storyboard-name]"
      ])
  }

  /// A reference resolves within its own platform, and its own app folder first; an iOS and a tvOS storyboard
  /// of one name, or two apps' storyboards of one name, are not duplicates (issue 9, point 4).
  @Test func referencesResolveWithinPlatformAndAppFirst() throws {
    func storyboard(_ runtime: String, _ initial: String, _ body: String = "") -> String {
      Fixture.storyboard(initial: initial, runtime: runtime, Fixture.scene("S", Fixture.viewController(initial)) + body)
    }
    let reference = Fixture.scene(
      "R", "<viewControllerPlaceholder id=\"toSettings\" storyboardName=\"Settings\" sceneMemberID=\"viewController\"/>"
    )
    let tvMain = Fixture.decode(storyboard("AppleTV", "TVRoot", reference), path: "TV/Base.lproj/Main.storyboard")
    let tvSettings = Fixture.decode(storyboard("AppleTV", "TVSettings"), path: "TV/Base.lproj/Settings.storyboard")
    let iOSSettings = Fixture.decode(
      storyboard("iOS.CocoaTouch", "PhoneSettings"), path: "Phone/Base.lproj/Settings.storyboard")
    let widgetSettings = Fixture.decode(storyboard("AppleTV", "WidgetSettings"), path: "Widget/Settings.storyboard")
    #expect(tvMain.platform == .tvOS)
    let set = StoryboardSet(documents: [iOSSettings, widgetSettings, tvSettings, tvMain])
    let placeholder = try #require(tvMain.controller(withID: "toSettings"))
    #expect(
      set.resolve(placeholder, in: tvMain)
        == .success(
          ResolvedScene(
            storyboardName: "Settings", storyboardPath: "TV/Base.lproj/Settings.storyboard", controllerID: "TVSettings")
        ))
    #expect(set.diagnostics == [])
    let withoutTV = StoryboardSet(documents: [iOSSettings, tvMain])
    #expect(withoutTV.referenceDiagnostics().map(\.code.rawValue) == ["reference-missing-storyboard"])
  }

  /// A reference's sibling on disk is loaded even when another app's storyboard of that name is loaded already,
  /// and the reference resolves to the sibling (issue 9, point 4).
  @Test func siblingIsLoadedWhenAnotherAppHasAStoryboardOfThatName() throws {
    let files = [
      "AppA/Main.storyboard": Fixture.storyboard(initial: "MainA", Fixture.scene("S", Fixture.viewController("MainA"))),
      "AppB/Main.storyboard": Fixture.storyboard(initial: "MainB", Fixture.scene("S", Fixture.viewController("MainB"))),
      "AppB/Settings.storyboard": Fixture.storyboard(
        initial: "ref",
        Fixture.scene(
          "R", "<viewControllerPlaceholder id=\"ref\" storyboardName=\"Main\" sceneMemberID=\"viewController\"/>")),
    ]
    let folder = try TemporaryFolder(files: files).url
    defer { try? FileManager.default.removeItem(at: folder) }
    let settingsPath = folder.appendingPathComponent("AppB/Settings.storyboard").path
    var set = StoryboardSet.load(paths: [folder.appendingPathComponent("AppA").path, settingsPath])
    set.loadReferencedSiblings()
    let settings = try #require(set.document(atPath: settingsPath))
    let reference = try #require(settings.controller(withID: "ref"))
    #expect(
      set.resolve(reference, in: settings)
        == .success(
          ResolvedScene(
            storyboardName: "Main", storyboardPath: folder.appendingPathComponent("AppB/Main.storyboard").path,
            controllerID: "MainB")))
    #expect(set.requested.map(\.name) == ["Main", "Settings"])
  }

  @Test func folderLoadingFindsStoryboardsBelowItAndSkipsCompiledOnes() throws {
    let files = [
      "App/Base.lproj/Main.storyboard": Fixture.storyboard(
        initial: "R", Fixture.scene("S", Fixture.viewController("R"))),
      "App/Other.storyboard": Fixture.storyboard(""),
      "Build/Main.storyboardc/designable.storyboard": Fixture.storyboard(""),
      ".hidden/Secret.storyboard": Fixture.storyboard(""),
      "App/Notes.txt": "not a storyboard",
    ]
    let folder = try TemporaryFolder(files: files).url
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = StoryboardSet.load(paths: [folder.path])
    #expect(set.documents.map(\.name) == ["Main", "Other"])
    #expect(set.diagnostics == [])
    let missing = StoryboardSet.load(paths: [folder.appendingPathComponent("Nope.storyboard").path])
    #expect(missing.diagnostics.map(\.code.rawValue) == ["unreadable-file"])
  }
}
