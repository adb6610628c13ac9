import StoryboardFormat
import Testing

/// The file envelope: storyboard-format §1.
@Suite struct DocumentDecodingTests {
  @Test func envelopeAttributesAndDependenciesAreKept() throws {
    let document = Fixture.decode(
      """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" \
      targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" launchScreen="YES" systemVersion="11C74" \
      initialViewController="A" futureAttribute="kept">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies>
              <deployment identifier="iOS"/>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
          </dependencies>
          <scenes>
              <scene sceneID="s1"><objects><viewController id="A" sceneMemberID="viewController"/></objects></scene>
          </scenes>
          <inferredMetricsTieBreakers><segue reference="x"/></inferredMetricsTieBreakers>
      </document>
      """, path: "App/Base.lproj/LaunchScreen.storyboard")
    #expect(document.diagnostics == [])
    #expect(document.name == "LaunchScreen")
    #expect(document.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    #expect(document.version == "3.0")
    #expect(document.toolsVersion == "32700.99.1234")
    #expect(document.systemVersion == "11C74")
    #expect(document.targetRuntime == "iOS.CocoaTouch.iPad")
    #expect(document.platform == .iOS)
    #expect(document.isLaunchScreen)
    #expect(document.initialViewControllerID == "A")
    #expect(document.initialController?.kind == .viewController)
    #expect(document.attributes["futureAttribute"] == "kept")
    #expect(document.attributes.dictionary["toolsVersion"] == "32700.99.1234")
    #expect(document.attributes.dictionary.count == document.attributes.count)
    #expect(document.dependencies.map(\.element) == ["deployment", "plugIn", "capability"])
    #expect(document.plugInVersions == ["com.apple.InterfaceBuilder.IBCocoaTouchPlugin": "22685"])
    #expect(document.device?.attributes["id"] == "retina6_1")
    #expect(document.sections.map(\.element) == ["device", "inferredMetricsTieBreakers"])
    #expect(document.segues == [], "a tie-breaker <segue reference> is not a segue")
  }

  @Test(arguments: [
    ("iOS.CocoaTouch", Platform.iOS), ("iOS.CocoaTouch.iPad", .iOS), ("AppleTV", .tvOS), ("MacOSX.Cocoa", .macOS),
    ("watchKit", .watchOS), ("Something.New", .unknown),
  ])
  func targetRuntimeDecidesThePlatform(runtime: String, platform: Platform) {
    #expect(Fixture.decode(Fixture.storyboard(runtime: runtime, "")).platform == platform)
  }

  @Test func sceneKeepsPlaceholdersLooseObjectsAndCanvasLocation() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        Fixture.scene(
          "S1", Fixture.viewController("A"),
          objects: """
            <exit id="X" userLabel="Exit" sceneMemberID="exit"/>
            <tapGestureRecognizer id="G"/>
            """)))
    let scene = try #require(document.scenes.first)
    #expect(scene.sceneID == "S1")
    #expect(scene.controller?.id == "A")
    #expect(scene.objects.map(\.element) == ["placeholder", "exit", "tapGestureRecognizer"])
    #expect(scene.firstResponder?.id == "S1-fr")
    #expect(scene.exit?.id == "X")
    #expect(scene.extras.map(\.element) == ["point"])
    #expect(scene.extras.first?.attributes["x"] == "10")
    #expect(scene.location == SourceLocation(file: "Main.storyboard", line: 7, column: 9))
  }

  @Test func versionOneFilesListTheFirstResponderBeforeTheController() throws {
    let document = Fixture.decode(
      Fixture.storyboard(
        """
        <scene sceneID="1"><objects>
          <placeholder placeholderIdentifier="IBFirstResponder" id="3" sceneMemberID="firstResponder"/>
          <tableViewController id="2" sceneMemberID="viewController"/>
        </objects></scene>
        """))
    #expect(document.scenes.first?.controller?.id == "2")
    #expect(document.scenes.first?.controller?.kind == .tableViewController)
  }

  @Test func emptyScenesLoadWithoutDiagnostics() {
    let document = Fixture.decode(Fixture.storyboard(""))
    #expect(document.scenes == [])
    #expect(document.diagnostics == [])
  }
}
