import StoryboardFormat
import Testing

/// Segues, their real source objects and every attribute: storyboard-format §4, §5.
@Suite struct SegueDecodingTests {
  /// A scene "A" whose view holds every kind of trigger, and a destination scene "B".
  static let triggers = Fixture.storyboard(
    initial: "A",
    Fixture.scene(
      "SA",
      """
      <tableViewController id="A" sceneMemberID="viewController">
        <tableView key="view" id="TV">
          <prototypes>
            <tableViewCell reuseIdentifier="Cell" id="PC">
              <connections>
                <segue destination="B" kind="show" identifier="fromPrototype" id="s-proto"/>
                <segue destination="B" kind="show" trigger="accessoryAction" identifier="fromAccessory" id="s-acc"/>
              </connections>
            </tableViewCell>
          </prototypes>
          <sections>
            <tableViewSection id="SEC">
              <cells>
                <tableViewCell id="SC"><connections><segue destination="B" kind="push" id="s-static"/></connections></tableViewCell>
              </cells>
            </tableViewSection>
          </sections>
          <button id="BTN"><state key="normal" title="Buy"/>
            <connections><segue destination="B" kind="presentation" modalPresentationStyle="formSheet" \
      modalTransitionStyle="crossDissolve" animates="NO" id="s-btn"/></connections>
          </button>
          <containerView id="CV"><connections><segue destination="B" kind="embed" id="s-embed"/></connections></containerView>
          <collectionViewCell id="CC"><connections><segue destination="B" kind="showDetail" id="s-coll"/></connections></collectionViewCell>
        </tableView>
        <navigationItem key="navigationItem" title="List" id="NI">
          <barButtonItem key="rightBarButtonItem" systemItem="add" id="ADD">
            <connections>
              <segue destination="B" kind="popoverPresentation" popoverAnchorBarButtonItem="ADD" identifier="add" id="s-pop">
                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
              </segue>
            </connections>
          </barButtonItem>
        </navigationItem>
        <connections>
          <segue destination="B" kind="custom" identifier="manual" customClass="FadeSegue" customModule="App" \
      customModuleProvider="target" destinationCreationSelector="makeB:" futureOption="7" id="s-manual"/>
          <outlet property="addButton" destination="ADD" id="o1"/>
        </connections>
      </tableViewController>
      """,
      objects: """
        <tapGestureRecognizer id="TAP"><connections><segue destination="B" kind="show" id="s-tap"/></connections></tapGestureRecognizer>
        """)
      + Fixture.scene("SB", Fixture.viewController("B")))

  @Test func everyTriggerIsTheSegueOwnerAndTheSceneControllerIsTheSource() throws {
    let document = Fixture.decode(Self.triggers)
    let owners = document.segues.map { "\($0.id) \($0.kind) \($0.owner.role.rawValue) \($0.owner.id ?? "-")" }
    #expect(
      owners == [
        "s-proto show tableViewCell PC",
        "s-acc show tableViewCell PC",
        "s-static push tableViewCell SC",
        "s-btn presentation control BTN",
        "s-embed embed containerView CV",
        "s-coll showDetail collectionViewCell CC",
        "s-pop popoverPresentation barButtonItem ADD",
        "s-manual custom controller A",
        "s-tap show gestureRecognizer TAP",
      ])
    #expect(document.segues.allSatisfy { $0.sourceControllerID == "A" && $0.destination == "B" })
    #expect(document.diagnostics.map(\.code.rawValue) == ["unknown-attribute"])
  }

  @Test func cellsSayWhetherTheyAreStaticOrPrototypesAndWhatTriggersThem() throws {
    let segues = Fixture.decode(Self.triggers).segues
    let byID = Dictionary(uniqueKeysWithValues: segues.map { ($0.id, $0) })
    #expect(byID["s-proto"]?.owner.cellContent == .prototypes)
    #expect(byID["s-proto"]?.owner.reuseIdentifier == "Cell")
    #expect(byID["s-proto"]?.trigger == nil)
    #expect(byID["s-acc"]?.trigger == "accessoryAction")
    #expect(byID["s-static"]?.owner.cellContent == .staticCells)
    #expect(byID["s-coll"]?.owner.cellContent == nil)
  }

  @Test func presentationAttributesAreDecoded() throws {
    let segue = try #require(Fixture.decode(Self.triggers).segues.first { $0.id == "s-btn" })
    #expect(segue.modalPresentationStyle == "formSheet")
    #expect(segue.modalTransitionStyle == "crossDissolve")
    #expect(segue.animates == false)
    #expect(segue.owner.title == "Buy")
    #expect(segue.owner.element == "button")
  }

  @Test func popoverAnchorAndArrowDirectionsAreDecoded() throws {
    let segue = try #require(Fixture.decode(Self.triggers).segues.first { $0.id == "s-pop" })
    #expect(segue.popoverAnchorBarButtonItem == "ADD")
    #expect(segue.permittedArrowDirections == ["up", "down"])
    #expect(segue.owner.key == "rightBarButtonItem")
    #expect(segue.owner.title == "add")
    #expect(segue.animates)
  }

  @Test func customSegueKeepsClassModuleCreatorAndUnknownAttributes() throws {
    let document = Fixture.decode(Self.triggers)
    let segue = try #require(document.segues.first { $0.id == "s-manual" })
    #expect(segue.customClass == "FadeSegue")
    #expect(segue.customModule == "App")
    #expect(segue.customModuleProvider == "target")
    #expect(segue.destinationCreationSelector == "makeB:")
    #expect(segue.identifier == "manual")
    #expect(segue.attributes["futureOption"] == "7")
    let (line, column) = try #require(
      Fixture.position(of: "<segue destination=\"B\" kind=\"custom\"", in: Self.triggers))
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:\(line):\(column): note: Unknown segue attribute 'futureOption' is kept as is (object 's-manual') [unknown-attribute]"
      ])
  }

  /// storyboard-format §5.4: unwind segues target the scene's own Exit placeholder.
  @Test func unwindSegueRecordsItsActionAndExit() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          Fixture.viewController(
            "A",
            body: """
              <navigationItem key="navigationItem" id="NI">
                <barButtonItem key="leftBarButtonItem" title="Done" id="DONE">
                  <connections><segue destination="EX" kind="unwind" unwindAction="unwindToList:" identifier="done" id="u1"/></connections>
                </barButtonItem>
              </navigationItem>
              """),
          objects: "<exit id=\"EX\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>")))
    let segue = try #require(document.segues.first)
    #expect(segue.kind == .unwind)
    #expect(segue.unwindAction == "unwindToList:")
    #expect(segue.destination == "EX")
    #expect(segue.owner.role == .barButtonItem)
    #expect(segue.owner.title == "Done")
    #expect(document.diagnostics == [])
  }

  @Test(arguments: SegueKind.allKnown)
  func everyKnownKindDecodesWithoutDiagnostics(kind: SegueKind) throws {
    let relationship = kind == .relationship ? " relationship=\"rootViewController\"" : ""
    let destination = kind == .unwind ? "EX" : "A"
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          Fixture.viewController(
            "A",
            body: """
              <connections><segue destination="\(destination)" kind="\(kind.rawValue)"\(relationship) id="s"/></connections>
              """),
          objects: "<exit id=\"EX\" sceneMemberID=\"exit\"/>")))
    #expect(document.segues.map(\.kind) == [kind])
    #expect(document.diagnostics == [])
  }

  @Test func deprecatedReplaceKeepsItsSplitTargetIndex() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          Fixture.viewController(
            "A",
            body: """
              <connections><segue destination="A" kind="replace" splitViewControllerTargetIndex="1" id="s"/></connections>
              """))))
    #expect(document.segues.first?.splitViewControllerTargetIndex == 1)
  }

  @Test func passthroughViewsAreListed() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S",
          Fixture.viewController(
            "A",
            body: """
              <view key="view" id="V"/>
              <connections><segue destination="A" kind="popoverPresentation" popoverAnchorView="V" id="s">
                <popoverArrowDirection key="popoverArrowDirection" left="YES"/>
                <popoverPassthroughViews><view reference="V"/></popoverPassthroughViews>
              </segue></connections>
              """))))
    let segue = try #require(document.segues.first)
    #expect(segue.popoverAnchorView == "V")
    #expect(segue.passthroughViews == ["V"])
    #expect(segue.permittedArrowDirections == ["left"])
  }
}
