import Foundation
import Testing

/// `segue inspect` end to end: the built binary, its output and its exit status (issue 2, point 4).
@Suite struct InspectCommandTests {
  @Test func helpListsTheSubcommands() throws {
    let result = try SegueProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("OVERVIEW: Read, check and run Xcode storyboards headlessly.\n"))
    #expect(
      result.standardOutput.contains("  inspect                 Print what storyboards, xibs and Android manifests"))
  }

  @Test func textOutputOfTheExampleApp() throws {
    let result = try SegueProcess.run(["inspect", "Examples/Shop/Base.lproj/Settings.storyboard"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        Examples/Shop/Base.lproj/Settings.storyboard: iOS (iOS.CocoaTouch), toolsVersion 23504, 3 scenes, 2 segues
          navigationController nAv-St-001 [initial]
            relationship(rootViewController) -> sEt-Ti-ng1
          viewController sEt-Ti-ng1 class=Shop.SettingsViewController storyboardID=Settings title="Settings"
            custom "About" -> aBo-Ut-001 from button btn-St-abt "About" class=Shop.FadeSegue
          viewController aBo-Ut-001 class=Shop.AboutViewController storyboardID=About title="About"

        1 storyboard, 3 scenes, 2 segues: 0 errors, 0 warnings

        """)
  }

  /// A reference into a storyboard beside the file resolves even when only the file is named.
  @Test func referencesResolveAgainstSiblingStoryboards() throws {
    let result = try SegueProcess.run(["inspect", "Examples/Shop/Base.lproj/Main.storyboard"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasSuffix("\n1 storyboard, 15 scenes, 17 segues: 0 errors, 0 warnings\n"))
  }

  @Test func jsonOutputListsScenesControllersAndSeguesWithTheirSources() throws {
    let result = try SegueProcess.run(["inspect", "--format", "json", "Examples/Shop"])
    #expect(result.status == 0)
    let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    #expect(report?["schemaVersion"] as? Int == 1)
    #expect((report?["diagnostics"] as? [Any])?.isEmpty == true)
    let files = try #require(report?["files"] as? [[String: Any]])
    #expect(files.map { $0["name"] as? String } == ["Main", "Settings"])
    let segues = files.flatMap { file in
      (file["scenes"] as? [[String: Any]] ?? []).flatMap { $0["segues"] as? [[String: Any]] ?? [] }
    }
    let summary = segues.map { segue -> String in
      let source = segue["source"] as? [String: Any] ?? [:]
      let kind = segue["kind"] as? String ?? "?"
      let role = source["role"] as? String ?? "?"
      let trigger = source["title"] as? String ?? "-"
      return
        "\(kind) \(segue["identifier"] as? String ?? "-") \(role) \(trigger) -> \(segue["destination"] as? String ?? "?")"
    }
    #expect(
      summary == [
        "relationship - controller - -> nAv-Sh-op1",
        "relationship - controller - -> sPl-Li-b01",
        "relationship - controller - -> rEf-Se-t01",
        "relationship - controller - -> pRo-Li-st1",
        "show ShowProduct tableViewCell Product -> pRo-De-ta1",
        "presentation Checkout control Buy -> nAv-Ck-001",
        "embed EmbedReviews containerView - -> rEv-Ie-w01",
        "popoverPresentation Share barButtonItem Share -> sHa-Re-001",
        "relationship - controller - -> cHk-Ou-t01",
        "show Confirm control Continue -> cOn-Fi-rm1",
        "unwind BackToProducts barButtonItem done -> eXi-Cf-001",
        "relationship - controller - -> nAv-Ca-t01",
        "relationship - controller - -> nAv-De-t01",
        "relationship - controller - -> cAt-Li-st1",
        "showDetail ShowCategory tableViewCell Books -> nAv-De-t01",
        "showDetail ShowCategory tableViewCell Music -> nAv-De-t01",
        "relationship - controller - -> cAt-De-ta1",
        "relationship - controller - -> sEt-Ti-ng1",
        "custom About control About -> aBo-Ut-001",
      ])
    let unwind = try #require(segues.first { $0["kind"] as? String == "unwind" })
    #expect(
      unwind["attributes"] as? [String: String] == [
        "destination": "eXi-Cf-001", "kind": "unwind", "identifier": "BackToProducts",
        "unwindAction": "unwindToProductList:", "id": "seg-Cf-001",
      ])
  }

  @Test func errorsExitOneAndPrintCompilerStyleDiagnostics() throws {
    let broken = FileManager.default.temporaryDirectory.appendingPathComponent("Broken-\(UUID().uuidString).storyboard")
    defer { try? FileManager.default.removeItem(at: broken) }
    try Data("<document type=\"x.Storyboard\"><scenes>\n<<<<<<< HEAD\n</scenes></document>\n".utf8).write(to: broken)
    let result = try SegueProcess.run(["inspect", broken.path])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "\(broken.path):2:1: error: Unresolved merge conflict marker '<<<<<<<'; both sides of the conflict are loaded. Merge storyboards by object with 'segue merge BASE OURS THEIRS' ('segue git-setup' makes git do it) [merge-conflict]\n"
      ))
    #expect(result.standardOutput.hasSuffix("1 storyboard, 0 scenes, 0 segues: 1 error, 0 warnings\n"))
  }

  @Test func missingFileIsAnError() throws {
    let result = try SegueProcess.run(["inspect", "Nowhere.storyboard"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == "Nowhere.storyboard:1:1: error: No such file or folder 'Nowhere.storyboard' [unreadable-file]\n"
        + "0 storyboards, 0 scenes, 0 segues: 1 error, 0 warnings\n")
  }

  @Test(arguments: [["inspect"], ["inspect", "--format", "xml", "Examples/Shop"], ["inspect", "--colour"]])
  func usageErrorsExitTwo(arguments: [String]) throws {
    let result = try SegueProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Error: "))
  }
}
