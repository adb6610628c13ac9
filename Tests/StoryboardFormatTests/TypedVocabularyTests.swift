import StoryboardFormat
import Testing

/// The typed accessors over the storyboard vocabulary the runtime and tools read: known values decode to their
/// case, unknown ones are `nil` (or keep their own name) while the raw attribute stays as written.
@Suite struct TypedVocabularyTests {
  static let document = Fixture.decode(
    Fixture.storyboard(
      Fixture.scene(
        "S",
        Fixture.viewController(
          "A",
          attributes:
            "modalPresentationStyle=\"formSheet\" modalTransitionStyle=\"flipSideways\" modalInPresentation=\"YES\"",
          body: """
            <view key="view" id="V">
              <subviews>
                <button hidden="YES" id="B">
                  <connections>
                    <action selector="buy:" destination="A" eventType="valueChanged" id="a1"/>
                    <action selector="hover:" destination="A" eventType="touchDragEnter" id="a2"/>
                  </connections>
                </button>
                <visualEffectView userInteractionEnabled="NO" id="FX"/>
                <tableView id="T">
                  <prototypes>
                    <tableViewCell reuseIdentifier="Cell" textLabel="CL" id="C">
                      <connections>
                        <segue destination="A" kind="show" id="sel"/>
                        <segue destination="A" kind="show" trigger="accessoryAction" id="acc"/>
                        <segue destination="A" kind="show" trigger="longPress" id="odd"/>
                      </connections>
                    </tableViewCell>
                  </prototypes>
                </tableView>
              </subviews>
            </view>
            <navigationItem key="navigationItem" prompt="Pick one" backButtonTitle="List" id="NI">
              <barButtonItem key="rightBarButtonItem" systemItem="add" style="done" enabled="NO" id="ADD"/>
              <barButtonItem key="leftBarButtonItem" systemItem="teleport" style="fancy" id="ODD"/>
              <leftBarButtonItems/>
            </navigationItem>
            <tabBarItem key="tabBarItem" systemItem="favorites" badgeValue="3" image="star" id="TB"/>
            <connections>
              <segue destination="A" kind="popoverPresentation" modalPresentationStyle="sideways" id="pop">
                <popoverArrowDirection key="popoverArrowDirection" up="YES" sideways="YES"/>
              </segue>
            </connections>
            """))
        + Fixture.scene(
          "SP",
          """
          <splitViewController allowDoubleColumnStyle="YES" preferredDisplayMode="beside" id="SPL" \
          sceneMemberID="viewController">
            <connections>
              <segue destination="A" kind="relationship" relationship="supplementaryViewController" id="r1"/>
              <segue destination="A" kind="relationship" relationship="splitItems" id="r2"/>
            </connections>
          </splitViewController>
          """)
        + Fixture.scene(
          "PG",
          """
          <pageViewController transitionStyle="pageCurl" navigationOrientation="diagonal" preferredDisplayMode="wide" \
          id="PAGE" sceneMemberID="viewController"/>
          """)))

  func object(_ id: String) throws -> StoryboardObject {
    try #require(Self.document.scenes.lazy.compactMap { $0.object(withID: id) }.first)
  }

  func segue(_ id: String) throws -> Segue {
    try #require(Self.document.segues.first { $0.id == id })
  }

  /// storyboard-format §3.2, §4: view kinds, known and unknown, and the view attributes the runtime applies.
  @Test func viewKindsAndAttributes() throws {
    #expect(try object("V").kind == .view)
    #expect(try object("B").kind == .button && object("B").isHidden && object("B").isUserInteractionEnabled)
    #expect(try object("T").kind == .tableView && object("C").kind == .tableViewCell)
    #expect(try object("C").textLabelID == "CL")
    let unknown = try object("FX")
    #expect(unknown.kind == ObjectKind(rawValue: "visualEffectView") && !unknown.kind.isKnown)
    #expect(!unknown.isHidden && !unknown.isUserInteractionEnabled)
    #expect(ObjectKind(rawValue: "pongPressGestureRecognizer").isGestureRecognizer)
    #expect(ObjectKind.allKnown.allSatisfy(\.isKnown) && ObjectKind.subviews.isKnown)
  }

  /// storyboard-format §4: an action's control event, typed; an event outside the enum stays raw.
  @Test func controlEvents() throws {
    let actions = try object("B").connections
    #expect(actions.map(\.controlEvent) == [.valueChanged, nil])
    #expect(actions.map(\.eventType) == ["valueChanged", "touchDragEnter"])
  }

  /// storyboard-format §5.1, §5.3: a cell segue's trigger; an unknown trigger stays raw and counts as selection.
  @Test func cellSegueTriggers() throws {
    #expect(try segue("sel").cellTrigger == .selection)
    #expect(try segue("acc").cellTrigger == .accessoryAction)
    #expect(try segue("odd").cellTrigger == .selection && segue("odd").trigger == "longPress")
  }

  /// storyboard-format §3.2, §5.5: modal styles and popover arrow directions; unknown names stay raw.
  @Test func presentationStylesAndArrowDirections() throws {
    let controller = try #require(Self.document.controller(withID: "A")).object
    #expect(controller.modalPresentation == .formSheet && controller.isModalInPresentation)
    #expect(controller.modalTransition == nil && controller.attributes["modalTransitionStyle"] == "flipSideways")
    let popover = try segue("pop")
    #expect(popover.modalPresentation == nil && popover.modalPresentationStyle == "sideways")
    #expect(popover.popoverArrowDirections == [.up])
    #expect(popover.permittedArrowDirections == ["up", "sideways"])
    #expect(ModalPresentationStyle(rawValue: "overCurrentContext") == .overCurrentContext)
  }

  /// storyboard-format §3.2: navigation item slots, bar button and tab bar items; unknown system items stay raw.
  @Test func barItems() throws {
    let navigationItem = try object("NI")
    #expect(navigationItem.kind == .navigationItem)
    #expect(navigationItem.prompt == "Pick one" && navigationItem.backButtonTitle == "List")
    #expect(
      navigationItem.children.map(\.navigationItemSlot) == [
        .rightBarButtonItem, .leftBarButtonItem, .leftBarButtonItems,
      ])
    let add = try object("ADD")
    #expect(
      add.kind == .barButtonItem && add.barButtonSystemItem == .add && add.barButtonItemStyle == .done && !add.isEnabled
    )
    let odd = try object("ODD")
    #expect(odd.barButtonSystemItem == nil && odd.barButtonItemStyle == nil && odd.isEnabled)
    #expect(odd.attributes["systemItem"] == "teleport" && odd.attributes["style"] == "fancy")
    let tab = try object("TB")
    #expect(tab.tabBarSystemItem == .favorites && tab.badgeValue == "3" && tab.image == "star")
  }

  /// storyboard-format §6, §6.1: relationship slots (unknown ones keep their name), split and page options.
  @Test func containerOptions() throws {
    #expect(try segue("r1").relationshipSlot == .supplementaryViewController)
    #expect(try segue("r2").relationshipSlot == RelationshipSlot(rawValue: "splitItems"))
    let split = try #require(Self.document.controller(withID: "SPL")).object
    #expect(split.allowsDoubleColumnStyle && split.preferredDisplayMode == .oneBesideSecondary)
    #expect(!split.isNavigationBarHidden && !split.isModalInPresentation)
    let page = try #require(Self.document.controller(withID: "PAGE")).object
    #expect(page.pageTransitionStyle == .pageCurl && page.pageNavigationOrientation == nil)
    #expect(page.preferredDisplayMode == nil && page.attributes["navigationOrientation"] == "diagonal")
  }

  /// storyboard-format §6.1: Interface Builder's short display-mode names and the API's decode to the same mode.
  @Test(arguments: [
    ("automatic", SplitDisplayMode.automatic), ("primaryHidden", .secondaryOnly), ("hidden", .secondaryOnly),
    ("allVisible", .oneBesideSecondary), ("overlay", .oneOverSecondary), ("primaryOverlay", .oneOverSecondary),
    ("twoBeside", .twoBesideSecondary), ("twoOverSecondary", .twoOverSecondary), ("twoDisplace", .twoDisplaceSecondary),
  ])
  func splitDisplayModeNames(name: String, mode: SplitDisplayMode) {
    #expect(SplitDisplayMode(storyboardName: name) == mode)
  }
}
