import StoryboardFormat
import Testing

/// The view tree, items and connections kept under a controller: storyboard-format §3, §4.
@Suite struct ViewTreeTests {
  static let document = Fixture.decode(
    Fixture.storyboard(
      Fixture.scene(
        "S",
        Fixture.viewController(
          "A", attributes: "customClass=\"LoginViewController\"",
          body: """
            <view key="view" contentMode="scaleToFill" id="V" customClass="GradientView">
              <subviews>
                <label text="Welcome" tag="7" userLabel="Greeting" id="L">
                  <accessibility key="accessibilityConfiguration" identifier="greeting" label="Greeting text"/>
                </label>
                <textView id="TXT"><string key="text">Line one
            Line &amp; two</string></textView>
                <button id="B"><state key="normal" title="Sign In"/>
                  <connections><action selector="signIn:" destination="A" eventType="touchUpInside" id="a1"/></connections>
                </button>
              </subviews>
              <connections>
                <outletCollection property="gestureRecognizers" destination="G" appends="YES" id="oc1"/>
              </connections>
            </view>
            <toolbarItems><barButtonItem title="Help" id="HELP"/></toolbarItems>
            <navigationItem key="navigationItem" title="Login" id="NI">
              <barButtonItem key="backBarButtonItem" title="Back" id="BACK"/>
              <rightBarButtonItems><barButtonItem title="One" id="R1"/><barButtonItem title="Two" id="R2"/></rightBarButtonItems>
            </navigationItem>
            <tabBarItem key="tabBarItem" title="Account" image="person" id="TB"/>
            <connections>
              <outlet property="greetingLabel" destination="L" id="o1"/>
              <binding destination="X" name="value" keyPath="self.x" id="b1"/>
            </connections>
            """),
        objects: "<tapGestureRecognizer id=\"G\"/>")))

  @Test func viewTreeKeepsElementsIdentifiersAndTexts() throws {
    let view = try #require(Self.document.controller(withID: "A")?.view)
    #expect(view.element == "view")
    #expect(view.customClass == "GradientView")
    let subviews = try #require(view.child(key: "subviews") ?? view.children.first { $0.element == "subviews" })
    #expect(subviews.children.map(\.element) == ["label", "textView", "button"])
    let label = try #require(view.object(withID: "L"))
    #expect(label.text == "Welcome")
    #expect(label.tag == 7)
    #expect(label.userLabel == "Greeting")
    #expect(label.accessibilityIdentifier == "greeting")
    #expect(label.accessibilityLabel == "Greeting text")
    #expect(view.object(withID: "TXT")?.text == "Line one\nLine & two")
    #expect(view.object(withID: "B")?.title == "Sign In")
  }

  @Test func connectionsAreLiftedOntoTheirObjects() throws {
    let controller = try #require(Self.document.controller(withID: "A"))
    #expect(controller.connections.map(\.kind) == [.outlet, .binding])
    #expect(controller.connections.first?.property == "greetingLabel")
    #expect(controller.connections.first?.destination == "L")
    let button = try #require(controller.object.object(withID: "B"))
    let action = try #require(button.connections.first)
    #expect(action.kind == .action)
    #expect(action.selector == "signIn:")
    #expect(action.destination == "A")
    #expect(action.eventType == "touchUpInside")
    let collection = try #require(controller.view?.connections.first)
    #expect(collection.kind == .outletCollection)
    #expect(collection.property == "gestureRecognizers")
    #expect(collection.attributes["appends"] == "YES")
    #expect(controller.object.children.contains { $0.element == "connections" } == false)
  }

  @Test func navigationItemTabBarItemAndToolbarItemsAreKept() throws {
    let controller = try #require(Self.document.controller(withID: "A"))
    let navigationItem = try #require(controller.navigationItem)
    #expect(navigationItem.title == "Login")
    #expect(navigationItem.child(key: "backBarButtonItem")?.title == "Back")
    #expect(
      navigationItem.children.first { $0.element == "rightBarButtonItems" }?.children.map(\.title) == ["One", "Two"])
    #expect(controller.tabBarItem?.title == "Account")
    #expect(controller.tabBarItem?.attributes["image"] == "person")
    #expect(controller.object.children.first { $0.element == "toolbarItems" }?.children.map(\.id) == ["HELP"])
  }

  @Test func sceneObjectLookupFindsLooseObjects() {
    #expect(Self.document.scenes.first?.object(withID: "G")?.element == "tapGestureRecognizer")
    #expect(Self.document.scenes.first?.object(withID: "R2")?.title == "Two")
  }
}
