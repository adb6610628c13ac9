import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// What a finger can reach, as UIKit's hit-testing decides it. Apple's documentation of `UIView.hitTest(_:with:)`:
/// "This method ignores view objects that are hidden, that have disabled user interactions, or have an alpha level
/// less than 0.01", with their subviews, and a point outside a view does not hit it; of `UIControl.isEnabled`: a
/// disabled control ignores touch events; of `UINavigationItem.leftBarButtonItem`/`leftItemsSupplementBackButton`:
/// left items replace the back button unless they supplement it (then they follow it). A presented controller's
/// view covers what is below it.
@MainActor
@Suite struct HitTestingDriverTests {
  final class Panel: UIViewController {
    let lockedSwitch = UISwitch()
    var taps: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Panel"
      view.addSubview(button("Buy"))
      view.addSubview(button("Secret", configure: { $0.isHidden = true }))
      view.addSubview(button("Ghost", configure: { $0.alpha = 0 }))
      view.addSubview(button("Faint", configure: { $0.alpha = 0.005 }))
      view.addSubview(button("Off", configure: { $0.isEnabled = false }))
      view.addSubview(button("Parked", configure: { $0.frame = CGRect(x: 2000, y: 10, width: 80, height: 44) }))
      let locked = UIView()
      locked.isUserInteractionEnabled = false
      locked.addSubview(button("Locked"))
      locked.addSubview(lockedSwitch)
      view.addSubview(locked)
      let faded = UIView()
      faded.alpha = 0
      faded.addSubview(button("Under a faded view"))
      view.addSubview(faded)
      let label = UILabel()
      label.text = "Hello"
      view.addSubview(label)
    }

    private func button(_ title: String, configure: (UIButton) -> Void = { _ in }) -> UIButton {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.taps.append(title) }, for: .touchUpInside)
      configure(button)
      return button
    }
  }

  @Test func onlyWhatAFingerCanReachIsListedAndTappable() throws {
    let panel = Panel()
    let app = SegueApp(rootViewController: panel)
    #expect(
      app.elements.map(\.description) == [
        "button 'Buy'", "button 'Off' (disabled)", "button 'Locked' (disabled)", "switch value='off' (disabled)",
        "label 'Hello'",
      ])
    var messages: [String] = []
    for title in ["Locked", "Off", "Ghost", "Parked"] {
      do { try app.tap(title) } catch { messages.append("\(error)") }
    }
    do { try app.flipSwitch() } catch { messages.append("\(error)") }
    try app.tap("Buy")
    #expect(
      messages == [
        "the button titled 'Locked' cannot be reached: user interaction is off on it or on a view that contains it",
        "the button titled 'Off' is disabled",
        "no element titled 'Ghost' on screen; visible: 'Buy'",
        "no element titled 'Parked' on screen; visible: 'Buy'",
        "the switch cannot be reached: user interaction is off on it or on a view that contains it",
      ])
    #expect(panel.taps == ["Buy"])
    #expect(!panel.lockedSwitch.isOn)
  }

  @Test func aPresentedControllerCoversWhatIsBelowIt() throws {
    let panel = Panel()
    let app = SegueApp(rootViewController: panel)
    let sheet = UIViewController()
    try app.step {
      let done = UIButton(type: .system)
      done.setTitle("Done", for: .normal)
      sheet.view.addSubview(done)
      panel.present(sheet, animated: true)
    }
    #expect(app.elements.map(\.description) == ["button 'Done'"])
    let covered = try #require(throws: SegueAppError.self) { try app.tap("Buy") }
    #expect(covered.message == "no element titled 'Buy' on screen; visible: 'Done'")
  }

  @Test func aStackViewWithUserInteractionOffPassesTheTouchToItsCell() throws {
    let folder = try TemporaryFolder(files: ["Main.storyboard": Self.settingsStoryboard])
    defer { folder.remove() }
    let app = try SegueApp.launch(storyboard: folder.url.appendingPathComponent("Main.storyboard"))
    #expect(
      app.elements.map(\.description) == [
        "cell 'Wi-Fi'", "button 'Info' (disabled)", "cell 'Bluetooth'", "button 'Pair'",
      ])
    let info = try #require(throws: SegueAppError.self) { try app.tap("Info") }
    #expect(
      info.message
        == "the button titled 'Info' cannot be reached: user interaction is off on it or on a view that contains it")
    try app.tap("Wi-Fi")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Settings (UITableViewController)
          [1] Network (UIViewController)
        """)
  }

  /// A settings list as Interface Builder writes it: each static cell's content is a stack view; the first stack
  /// view has "User Interaction Enabled" unchecked (the attribute is written only then).
  static let settingsStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="nav">
      <scenes>
        <scene sceneID="s0"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <connections>
              <segue destination="list" kind="relationship" relationship="rootViewController" id="r0"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
          <tableViewController title="Settings" id="list" sceneMemberID="viewController">
            <tableView key="view" dataMode="static" style="grouped" id="table">
              <sections>
                <tableViewSection id="section">
                  <cells>
                    <tableViewCell reuseIdentifier="wifi" id="c1">
                      <tableViewCellContentView key="contentView" id="v1">
                        <subviews>
                          <stackView userInteractionEnabled="NO" axis="horizontal" id="stack1">
                            <subviews>
                              <label text="Wi-Fi" id="l1"/>
                              <button buttonType="infoLight" id="b1">
                                <state key="normal" title="Info"/>
                              </button>
                            </subviews>
                          </stackView>
                        </subviews>
                      </tableViewCellContentView>
                      <connections>
                        <segue destination="network" kind="show" id="g1"/>
                      </connections>
                    </tableViewCell>
                    <tableViewCell reuseIdentifier="bluetooth" id="c2">
                      <tableViewCellContentView key="contentView" id="v2">
                        <subviews>
                          <stackView axis="horizontal" id="stack2">
                            <subviews>
                              <label text="Bluetooth" id="l2"/>
                              <button id="b2">
                                <state key="normal" title="Pair"/>
                              </button>
                            </subviews>
                          </stackView>
                        </subviews>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </cells>
                </tableViewSection>
              </sections>
            </tableView>
          </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController title="Network" id="network" sceneMemberID="viewController"/>
        </objects></scene>
      </scenes>
    </document>
    """

  final class Editor: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Editor"
    }
  }

  @Test func aLeftItemReplacesTheBackButtonUnlessItSupplementsIt() throws {
    let root = UIViewController()
    root.title = "Notes"
    let navigation = UINavigationController(rootViewController: root)
    let app = SegueApp(rootViewController: navigation)
    let editor = Editor()
    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: nil, action: nil)
    try app.step { navigation.pushViewController(editor, animated: true) }
    #expect(app.elements.map(\.description) == ["bar button 'Cancel'"])
    let back = try #require(throws: SegueAppError.self) { try app.back() }
    #expect(back.message == "no back button on screen: 'Editor' shows left items or hides it")
    editor.navigationItem.leftItemsSupplementBackButton = true
    #expect(app.elements.map(\.description) == ["back button 'Notes'", "bar button 'Cancel'"])
    try app.back()
    #expect(navigation.viewControllers.count == 1)
  }

  /// Replies to `gestureRecognizerShouldBegin(_:)` as an app's delegate of the edge swipe does.
  final class SwipeGate: UIGestureRecognizerDelegate {
    var allows = false
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      asked += 1
      return allows
    }
  }

  @Test func theEdgeSwipeFollowsUIKitsRulesWithACustomLeftItem() throws {
    let root = UIViewController()
    root.title = "Notes"
    let navigation = UINavigationController(rootViewController: root)
    let app = SegueApp(rootViewController: navigation)
    let atRoot = try #require(throws: SegueAppError.self) { try app.swipeBack() }
    let editor = Editor()
    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
    try app.step { navigation.pushViewController(editor, animated: true) }
    _ = app.takeTrace()
    var messages = [atRoot.message]
    do { try app.swipeBack() } catch { messages.append("\(error)") }
    let gate = SwipeGate()
    navigation.interactivePopGestureRecognizer?.delegate = gate
    do { try app.swipeBack() } catch { messages.append("\(error)") }
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    do { try app.swipeBack() } catch { messages.append("\(error)") }
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    gate.allows = true
    try app.swipeBack(completing: false)
    #expect(navigation.viewControllers.count == 2)
    navigation.interactivePopGestureRecognizer?.delegate = nil
    try app.swipeBack()
    #expect(
      messages == [
        "no navigation controller on screen has a controller to go back to",
        "the edge swipe does not begin on 'Editor': the navigation bar shows no back button (left items replace it, "
          + "or the item hides it)",
        "the edge swipe does not begin on 'Editor': the recognizer's delegate refused (gestureRecognizerShouldBegin)",
        "the edge swipe does not begin on 'Editor': its interactivePopGestureRecognizer is disabled",
      ])
    #expect(gate.asked == 2)
    #expect(
      app.takeTrace().map(\.description) == [
        "Editor.viewWillDisappear(true)", "Notes.viewWillAppear(true)", "Notes.viewIsAppearing(true)",
        "Notes.viewWillDisappear(true)", "Notes.viewDidDisappear(true)", "Editor.viewWillAppear(true)",
        "Editor.viewIsAppearing(true)", "Editor.viewDidAppear(true)", "Editor.viewWillDisappear(true)",
        "Notes.viewWillAppear(true)", "Notes.viewIsAppearing(true)", "Editor.viewDidDisappear(true)",
        "Notes.viewDidAppear(true)",
      ])
  }
}
