import Foundation
import StoryboardFormat
import Testing

/// `.xib` files decode into ``NibDocument``s: placeholders, top-level objects in file order, the view tree and every
/// connection in both directions, every attribute kept (issue 13, point 1).
@Suite struct NibDecodingTests {
  /// One of each kind of top-level object a nib holds, with connections owner → object and object → owner.
  static let everyKind = NibFixture.xib(
    """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
    customClass="ProfileViewController" customModule="Shop" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="V" id="o1"/>
                    <outlet property="nameLabel" destination="L" id="o2"/>
                    <outletCollection property="buttons" destination="B" collectionClass="NSMutableArray" id="o3"/>
                    <outletCollection property="buttons" destination="B2" collectionClass="NSMutableArray" id="o4"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="V">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <label text="Name" id="L"/>
                    <button buttonType="system" id="B">
                        <state key="normal" title="Save"/>
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                    <button buttonType="system" id="B2">
                        <connections>
                            <action selector="becomeFirstResponder" destination="-2" eventType="touchUpInside" id="a2"/>
                        </connections>
                    </button>
                    <tableView id="T">
                        <connections>
                            <outlet property="dataSource" destination="-1" id="o5"/>
                        </connections>
                    </tableView>
                </subviews>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="G" appends="YES" id="o6"/>
                </connections>
                <point key="canvasLocation" x="10" y="20"/>
            </view>
            <tableViewCell reuseIdentifier="ProfileCell" id="TC" customClass="ProfileCell" customModule="Shop">
                <tableViewCellContentView key="contentView" id="TCV">
                    <subviews>
                        <switch id="S">
                            <connections>
                                <action selector="toggled:" destination="TC" eventType="valueChanged" id="a3"/>
                            </connections>
                        </switch>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="toggle" destination="S" id="o7"/>
                </connections>
            </tableViewCell>
            <collectionViewCell reuseIdentifier="Tile" id="CC" customClass="TileCell">
                <view key="contentView" id="CCV"/>
            </collectionViewCell>
            <viewController id="VC" customClass="DetailViewController">
                <view key="view" id="VCV"/>
            </viewController>
            <tapGestureRecognizer id="G">
                <connections>
                    <action selector="tapped:" destination="-1" id="a4"/>
                </connections>
            </tapGestureRecognizer>
            <barButtonItem title="Done" id="BB">
                <connections>
                    <action selector="done:" destination="-1" id="a5"/>
                </connections>
            </barButtonItem>
            <customObject id="CO" customClass="ProfileDataSource" customModule="Shop">
                <connections>
                    <outlet property="owner" destination="-1" id="o8"/>
                </connections>
            </customObject>
    """)

  @Test func placeholdersAndTopLevelObjectsKeepFileOrder() {
    let nib = NibFixture.decode(Self.everyKind)
    #expect(nib.diagnostics == [])
    #expect(
      nib.objects.map(\.element) == [
        "placeholder", "placeholder", "view", "tableViewCell", "collectionViewCell", "viewController",
        "tapGestureRecognizer", "barButtonItem", "customObject",
      ])
    #expect(nib.placeholders.map(\.id) == ["-1", "-2"])
    #expect(nib.topLevelObjects.map(\.id) == ["V", "TC", "CC", "VC", "G", "BB", "CO"])
    #expect(nib.filesOwner?.id == "-1")
    #expect(nib.ownerClass == "ProfileViewController")
    #expect(nib.filesOwner?.customModule == "Shop")
    #expect(nib.filesOwner?.customModuleProvider == "target")
    #expect(nib.firstResponder?.id == "-2")
    #expect(nib.firstResponder?.customClass == "UIResponder")
    #expect(nib.name == "Profile")
    #expect(nib.platform == .iOS)
    #expect(nib.toolsVersion == "23504")
    #expect(nib.plugInVersions == ["com.apple.InterfaceBuilder.IBCocoaTouchPlugin": "23506"])
    #expect(nib.sections.map(\.element) == ["device", "resources"])
  }

  @Test func everyConnectionIsKeptWithItsHolderInBothDirections() {
    let nib = NibFixture.decode(Self.everyKind)
    #expect(
      nib.connections.map(NibFixture.line) == [
        "-1 outlet view -> V", "-1 outlet nameLabel -> L", "-1 outletCollection buttons -> B",
        "-1 outletCollection buttons -> B2", "V outletCollection gestureRecognizers -> G", "B action save: -> -1",
        "B2 action becomeFirstResponder -> -2", "T outlet dataSource -> -1", "TC outlet toggle -> S",
        "S action toggled: -> TC", "G action tapped: -> -1", "BB action done: -> -1", "CO outlet owner -> -1",
      ])
    #expect(
      nib.ownerConnections.map(NibFixture.line) == [
        "-1 outlet view -> V", "-1 outlet nameLabel -> L", "-1 outletCollection buttons -> B",
        "-1 outletCollection buttons -> B2",
      ])
    #expect(
      nib.connectionsToOwner.map(NibFixture.line) == [
        "B action save: -> -1", "T outlet dataSource -> -1", "G action tapped: -> -1", "BB action done: -> -1",
        "CO outlet owner -> -1",
      ])
  }

  @Test func theViewTreeAndEveryAttributeAreKept() throws {
    let nib = NibFixture.decode(Self.everyKind)
    let view = try #require(nib.topLevelObjects.first)
    #expect(view.children.map(\.element) == ["rect", "subviews", "point"], "connections are lifted out")
    #expect(view.children[1].children.map(\.id) == ["L", "B", "B2", "T"])
    #expect(nib.object(withID: "L")?.text == "Name")
    #expect(nib.object(withID: "B")?.title == "Save")
    let button = try #require(nib.object(withID: "B"))
    #expect(
      button.connections.first?.attributes.all == [
        .init(name: "selector", value: "save:"), .init(name: "destination", value: "-1"),
        .init(name: "eventType", value: "touchUpInside"), .init(name: "id", value: "a1"),
      ])
    #expect(
      nib.filesOwner?.attributes.all.map(\.name) == [
        "placeholderIdentifier", "id", "userLabel", "customClass", "customModule", "customModuleProvider",
      ])
    let cell = try #require(nib.object(withID: "TC"))
    #expect(cell.reuseIdentifier == "ProfileCell")
    #expect(cell.child(key: "contentView")?.children.first?.children.first?.connections.first?.selector == "toggled:")
    #expect(nib.object(withID: "VC")?.child(key: "view")?.id == "VCV")
    #expect(nib.attributes["useAutolayout"] == "YES")
  }

  @Test func objectsAndConnectionsKnowTheirLineAndColumn() throws {
    let nib = NibFixture.decode(Self.everyKind)
    let text = Self.everyKind
    let cell = try #require(nib.object(withID: "TC"))
    let cellPosition = try #require(Fixture.position(of: "<tableViewCell", in: text))
    #expect((cell.location.line, cell.location.column) == (cellPosition.line, cellPosition.column))
    let action = try #require(nib.connections.first { $0.connection.id == "a4" })
    let actionPosition = try #require(Fixture.position(of: "<action selector=\"tapped:\"", in: text))
    #expect((action.connection.location.line, action.connection.location.column) == actionPosition)
    #expect(action.connection.location.file == "Profile.xib")
  }

  @Test func aSmallXibDecodesToExactlyThisValue() {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                  <connections>
                      <outlet property="view" destination="V" id="o"/>
                  </connections>
              </placeholder>
              <view id="V">
                  <connections>
                      <action selector="go:" destination="-1" eventType="touchUpInside" id="a"/>
                  </connections>
              </view>
          </objects>
      </document>
      """
    func at(_ line: Int, _ column: Int) -> StoryboardFormat.SourceLocation {
      StoryboardFormat.SourceLocation(file: "Tiny.xib", line: line, column: column)
    }
    func attributes(_ pairs: KeyValuePairs<String, String>) -> Attributes {
      Attributes(pairs.map { Attributes.Attribute(name: $0.key, value: $0.value) })
    }
    let expected = NibDocument(
      path: "Tiny.xib",
      attributes: attributes(["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0"]),
      objects: [
        StoryboardObject(
          element: "placeholder",
          attributes: attributes(["placeholderIdentifier": "IBFilesOwner", "id": "-1", "customClass": "Owner"]),
          connections: [
            Connection(
              kind: .outlet, attributes: attributes(["property": "view", "destination": "V", "id": "o"]),
              location: at(5, 17))
          ], location: at(3, 9)),
        StoryboardObject(
          element: "view", attributes: attributes(["id": "V"]),
          connections: [
            Connection(
              kind: .action,
              attributes: attributes([
                "selector": "go:", "destination": "-1", "eventType": "touchUpInside", "id": "a",
              ]), location: at(10, 17))
          ], location: at(8, 9)),
      ])
    #expect(NibFixture.decode(text, path: "Tiny.xib") == expected)
  }

  @Test func anOwnerWithoutClassIsAPlainObject() {
    let nib = NibFixture.decode(
      NibFixture.xib(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view id="V"/>
        """))
    #expect(nib.ownerClass == nil)
    #expect(nib.ownerConnections == [])
    #expect(nib.connectionsToOwner == [])
    #expect(nib.topLevelObjects.map(\.id) == ["V"])
  }

  @Test func macOSXibsDecodeWithTargetedActions() {
    let nib = NibFixture.decode(
      NibFixture.xib(
        type: "com.apple.InterfaceBuilder3.Cocoa.XIB", runtime: "MacOSX.Cocoa",
        """
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <button id="B">
                    <connections>
                        <action selector="apply:" target="-2" id="a1"/>
                    </connections>
                </button>
        """))
    #expect(nib.diagnostics == [])
    #expect(nib.platform == .macOS)
    #expect(nib.connections.map(NibFixture.line) == ["B action apply: -> -2"])
  }
}

/// Builds small xibs for tests: the envelope Xcode writes around the given top-level objects.
enum NibFixture {
  static func xib(
    type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB", runtime: String = "iOS.CocoaTouch", _ objects: String
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="\(type)" version="3.0" toolsVersion="23504" targetRuntime="\(runtime)" \
    propertyAccessControl="none" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
        </dependencies>
        <objects>
    \(objects)
        </objects>
        <resources>
            <image name="star" width="16" height="16"/>
        </resources>
    </document>
    """
  }

  static func decode(_ text: String, path: String = "Profile.xib") -> NibDocument {
    NibDecoder.decode(Array(text.utf8), path: path)
  }

  /// `holder kind name -> endpoint`, for whole-list comparisons.
  static func line(_ connection: NibConnection) -> String {
    let name = connection.connection.property ?? connection.connection.selector ?? "?"
    return "\(connection.sourceID ?? "?") \(connection.kind.rawValue) \(name) -> \(connection.endpoint ?? "?")"
  }
}

extension NibDocument {
  /// Diagnostics as compiler-style lines, for whole-list comparisons.
  var diagnosticLines: [String] { diagnostics.map(\.description) }
}
