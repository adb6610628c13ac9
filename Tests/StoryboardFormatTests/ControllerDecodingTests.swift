import StoryboardFormat
import Testing

/// Scene controllers, placeholders and storyboard references: storyboard-format §2, §3, §7.
@Suite struct ControllerDecodingTests {
  static let controllerElements: [String] = [
    "viewController", "navigationController", "tabBarController", "splitViewController", "pageViewController",
    "tableViewController", "collectionViewController", "hostingController", "avPlayerViewController",
    "glkViewController", "windowController", "tabViewController", "application", "viewControllerPlaceholder",
    "controllerPlaceholder",
  ]

  @Test(arguments: controllerElements)
  func everyCorpusControllerElementIsKnown(element: String) throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene("S", "<\(element) id=\"C\" storyboardName=\"Other\" sceneMemberID=\"viewController\"/>")))
    let controller = try #require(document.scenes.first?.controller)
    #expect(controller.kind == ControllerKind(rawValue: element))
    #expect(controller.kind.isKnown)
    #expect(document.diagnostics == [])
  }

  @Test func controllerAttributesThatChangeBehaviourAreDecoded() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          Fixture.viewController(
            "A",
            attributes: """
              title="Inbox" storyboardIdentifier="InboxID" useStoryboardIdentifierAsRestorationIdentifier="YES" \
              customClass="InboxViewController" customModule="Mail" customModuleProvider="target" userLabel="Inbox VC" \
              modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" definesPresentationContext="YES" \
              providesPresentationContextTransitionStyle="YES" hidesBottomBarWhenPushed="YES"
              """))))
    let controller = try #require(document.controller(withID: "A"))
    #expect(controller.title == "Inbox")
    #expect(controller.storyboardIdentifier == "InboxID")
    #expect(controller.restorationIdentifier == "InboxID")
    #expect(controller.customClass == "InboxViewController")
    #expect(controller.customModule == "Mail")
    #expect(controller.customModuleProvider == "target")
    #expect(controller.userLabel == "Inbox VC")
    #expect(controller.modalPresentationStyle == "formSheet")
    #expect(controller.modalTransitionStyle == "crossDissolve")
    #expect(controller.definesPresentationContext)
    #expect(controller.providesPresentationContextTransitionStyle)
    #expect(controller.attributes.bool("hidesBottomBarWhenPushed") == true)
    #expect(document.controller(withStoryboardIdentifier: "InboxID")?.id == "A")
  }

  @Test func explicitRestorationIdentifierWins() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S", Fixture.viewController("A", attributes: "storyboardIdentifier=\"X\" restorationIdentifier=\"R\""))))
    #expect(document.controller(withID: "A")?.restorationIdentifier == "R")
  }

  /// storyboard-format §3.2: WatchKit controllers carry no sceneMemberID and use `identifier`.
  @Test func watchKitControllersAreFoundWithoutSceneMemberID() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        runtime: "watchKit",
        """
        <scene sceneID="W"><objects>
          <controller identifier="Main" id="C" customClass="InterfaceController" customModule="Watch"/>
        </objects></scene>
        """))
    let controller = try #require(document.scenes.first?.controller)
    #expect(controller.kind == .controller)
    #expect(controller.storyboardIdentifier == "Main")
    #expect(document.platform == .watchOS)
  }

  /// WatchKit's hosting and notification controllers also carry `identifier`.
  @Test(arguments: ["hostingController", "notificationController"])
  func watchKitIdentifiersOfOtherControllers(element: String) {
    let document = Fixture.decode(
      Fixture.storyboard(
        runtime: "watchKit", "<scene sceneID=\"W\"><objects><\(element) identifier=\"X\" id=\"C\"/></objects></scene>"))
    #expect(document.controller(withID: "C")?.storyboardIdentifier == "X")
  }

  /// storyboard-format §7.
  @Test func storyboardReferencesKeepTheirTarget() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          """
          <viewControllerPlaceholder storyboardName="New Room" referencedIdentifier="roomNav" bundleIdentifier="com.x.Kit" \
          storyboardIdentifier="roomNav" id="P" sceneMemberID="viewController">
            <navigationItem key="navigationItem" id="NI"/>
          </viewControllerPlaceholder>
          """)))
    let controller = try #require(document.controller(withID: "P"))
    #expect(
      controller.storyboardReference
        == StoryboardReference(
          storyboardName: "New Room", referencedIdentifier: "roomNav", bundleIdentifier: "com.x.Kit"))
    #expect(controller.storyboardIdentifier == "roomNav")
    #expect(controller.navigationItem?.id == "NI")
  }

  @Test func macOSReferencesUseControllerPlaceholder() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        runtime: "MacOSX.Cocoa",
        Fixture.scene(
          "S", "<controllerPlaceholder storyboardName=\"Prefs\" id=\"P\" sceneMemberID=\"viewController\"/>")))
    #expect(
      document.controller(withID: "P")?.storyboardReference
        == StoryboardReference(storyboardName: "Prefs", referencedIdentifier: nil, bundleIdentifier: nil))
  }

  @Test func splitViewControllerColumnStyleAttributesAreKept() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          """
          <splitViewController allowDoubleColumnStyle="YES" preferredDisplayMode="beside" behavior="tile" \
          primaryBackgroundStyle="sidebar" id="SP" sceneMemberID="viewController">
            <connections>
              <segue destination="A" kind="relationship" relationship="masterViewController" id="r1"/>
              <segue destination="A" kind="relationship" relationship="supplementaryViewController" id="r2"/>
              <segue destination="A" kind="relationship" relationship="detailViewController" id="r3"/>
              <segue destination="A" kind="relationship" relationship="compactViewController" id="r4"/>
            </connections>
          </splitViewController>
          """) + Fixture.scene("T", Fixture.viewController("A"))))
    let split = try #require(document.controller(withID: "SP"))
    #expect(split.attributes.bool("allowDoubleColumnStyle") == true)
    #expect(split.attributes["preferredDisplayMode"] == "beside")
    #expect(
      document.segues.map(\.relationship)
        == ["masterViewController", "supplementaryViewController", "detailViewController", "compactViewController"])
    #expect(document.segues.allSatisfy { $0.owner.role == .controller && $0.sourceControllerID == "SP" })
    #expect(document.diagnostics == [])
  }

  @Test func pageViewControllerOptionsAreKept() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          """
          <pageViewController transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" \
          id="PV" sceneMemberID="viewController"/>
          """)))
    let controller = try #require(document.controller(withID: "PV"))
    #expect(controller.kind == .pageViewController)
    #expect(controller.attributes["transitionStyle"] == "scroll")
    #expect(controller.attributes["navigationOrientation"] == "horizontal")
  }
}
