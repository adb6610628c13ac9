import Foundation
import Testing

/// `segue inspect`, `lint` and `graph` on xibs: nibs are decoded and shown, never refused (issue 13, point 1).
@Suite struct InspectNibCommandTests {
  static let nibs = "Tests/Fixtures/Corpus/nibs"
  static let taco = "\(nibs)/SwiftKickMobile__SwiftMessages__Demo_Demo_TacoDialogView.xib"

  @Test func textOutputShowsOwnerObjectsAndConnections() throws {
    let result = try SegueProcess.run(["inspect", Self.taco])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        \(Self.taco): iOS (iOS.CocoaTouch), toolsVersion 14113, nib, owner NSObject, 1 object, 10 connections
          placeholder -1 File's Owner
          placeholder -2 First Responder class=UIResponder
          view JI3-gM-XBO class=Demo.TacoDialogView label="Card View"
            outlet backgroundView -> dp3-Ae-zep
            outlet bodyLabel -> YAk-Zs-x2f
            outlet iconLabel -> pFx-Py-lZQ
            outlet tacoSlider -> MKs-Kv-aPL
            outlet titleLabel -> gMT-Vh-S3z
            action tacoSliderFinished: (touchUpInside) from slider MKs-Kv-aPL -> JI3-gM-XBO
            action tacoSliderFinished: (touchUpOutside) from slider MKs-Kv-aPL -> JI3-gM-XBO
            action tacoSliderSlid: (valueChanged) from slider MKs-Kv-aPL -> JI3-gM-XBO
            action cancel (touchUpInside) from button yFi-Ik-klX -> JI3-gM-XBO
            action getTacos (touchUpInside) from button rVu-Ei-t6A -> JI3-gM-XBO

        0 storyboards, 0 scenes, 0 segues, 1 nib: 0 errors, 0 warnings

        """)
  }

  @Test func ownerOutletsAndActionsToTheOwnerAreNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-nib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.ownedNib.utf8).write(to: folder.appendingPathComponent("Profile.xib"))
    let result = try SegueProcess.run(["inspect", "."], in: folder)
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        ./Profile.xib: iOS (iOS.CocoaTouch), toolsVersion 23504, nib, owner Shop.ProfileViewController, 1 object, \
        2 connections
          placeholder -1 File's Owner class=Shop.ProfileViewController
            outlet view -> V
          placeholder -2 First Responder class=UIResponder
          view V
            action save: (touchUpInside) from button B -> -1 (File's Owner)

        0 storyboards, 0 scenes, 0 segues, 1 nib: 0 errors, 0 warnings

        """)
  }

  @Test func jsonOutputListsNibsBesideStoryboards() throws {
    let result = try SegueProcess.run(["inspect", "--format", "json", Self.nibs])
    #expect(result.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect((report["files"] as? [Any])?.isEmpty == true)
    let nibs = try #require(report["nibs"] as? [[String: Any]])
    let summary = nibs.map { nib -> String in
      let objects = (nib["objects"] as? [[String: Any]] ?? []).map { $0["element"] as? String ?? "?" }
      let connections = (nib["connections"] as? [Any] ?? []).count
      return "\(nib["name"] as? String ?? "?") \(objects.joined(separator: ",")) \(connections)"
    }
    #expect(
      summary == [
        "SwiftKickMobile__SwiftMessages__Demo_Demo_TacoDialogView placeholder,placeholder,view 10",
        "analogcode__Swift-Radio-Pro__SwiftRadio_Cells_NothingFoundCell placeholder,placeholder,tableViewCell 0",
        "analogcode__Swift-Radio-Pro__SwiftRadio_Views_LogoShareView placeholder,placeholder,view 5",
      ])
    let first = try #require(nibs.first?["connections"] as? [[String: Any]]).first
    #expect(first?["kind"] as? String == "outlet")
    #expect(first?["source"] as? String == "JI3-gM-XBO")
    #expect(first?["destination"] as? String == "dp3-Ae-zep")
  }

  @Test func lintAndGraphTakeFoldersWithXibsWithoutErrors() throws {
    let lint = try SegueProcess.run(["lint", Self.nibs, "--color", "never"])
    #expect(lint.status == 0)
    #expect(lint.standardOutput == "Linted 3 xibs: 0 errors, 0 warnings, 0 notes\n")
    let graph = try SegueProcess.run(["graph", Self.nibs])
    #expect(graph.status == 0)
  }

  @Test func aBrokenXibIsReportedByInspectAndLint() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-nib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = Self.ownedNib.replacingOccurrences(of: "destination=\"V\"", with: "destination=\"W\"")
    try Data(broken.utf8).write(to: folder.appendingPathComponent("Profile.xib"))
    let line =
      "./Profile.xib:6:17: error: The outlet 'view' points at 'W', which is not an object of this file (object 'o1') "
      + "[dangling-connection-destination]\n"
    let inspect = try SegueProcess.run(["inspect", "."], in: folder)
    #expect(inspect.status == 1)
    #expect(inspect.standardOutput.contains(line))
    let lint = try SegueProcess.run(["lint", ".", "--color", "never"], in: folder)
    #expect(lint.status == 1)
    #expect(
      lint.standardOutput == line.replacingOccurrences(of: " (object 'o1')", with: "")
        + "Linted 1 xib: 1 error, 0 warnings, 0 notes\n")
  }

  static let ownedNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="Shop">
                <connections>
                    <outlet property="view" destination="V" id="o1"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view id="V">
                <subviews>
                    <button id="B">
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    """
}
