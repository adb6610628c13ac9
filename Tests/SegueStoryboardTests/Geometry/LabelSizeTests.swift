import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A label placed by constraints that leave its size open is as big as its text (Apple, Auto Layout Guide, "Views
/// with Intrinsic Content Size": a label's intrinsic size is its text's). While it shows the text and font its
/// storyboard stored, that size is the frame Xcode stored, which Xcode measured with the device's fonts; once the app
/// changes the text, the text is measured (SegueKit's measure, within about 1% of San Francisco's widths).
@MainActor
@Suite struct LabelSizeTests {
  init() { Runtime.fresh() }

  static let body = """
    <view key="view" contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>
        <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="title">
          <rect key="frame" x="20" y="100" width="42" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
          <rect key="frame" x="20" y="129" width="46" height="30"/>
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
          <state key="normal" title="Button"/>
        </button>
      </subviews>
      <viewLayoutGuide key="safeArea" id="safe"/>
      <constraints>
        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
    constant="20" id="c1"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" \
    id="c2"/>
        <constraint firstItem="go" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>
        <constraint firstItem="go" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" \
    id="c4"/>
      </constraints>
    </view>
    """

  private func frames(_ root: UIView) -> [String] {
    root.subviews.map { view in
      let f = view.frame
      func n(_ value: CGFloat) -> String { String(format: "%g", (Double(value) * 1000).rounded() / 1000) }
      return "\(n(f.minX)),\(n(f.minY)) \(n(f.width))x\(n(f.height))"
    }
  }

  @Test func aLabelKeepsItsStoredSizeUntilItsTextChanges() throws {
    let storyboard = StoryboardFixture.storyboard(
      initial: "S", StoryboardFixture.scene("S", title: "S", body: Self.body))
    let controller = try #require(storyboard.instantiateInitialViewController())
    _ = Runtime.show(controller)
    let root = controller.view!
    root.layoutIfNeeded()
    #expect(frames(root) == ["20,100 42x21", "20,129 46x30"])
    let label = try #require(root.subviews.first as? UILabel)
    let button = try #require(root.subviews.last as? UIButton)
    label.text = "Signed in as Appleseed"
    button.setTitle("Sign Out", for: .normal)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    // Measured now: the label's line is 20.333 tall at 3×, so the button moves up to 100 + 20.333 + 8.
    #expect(frames(root) == ["20,100 178.667x20.333", "20,128.333 59.333x30"])
    label.text = "Label"
    button.setTitle("Button", for: .normal)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(frames(root) == ["20,100 42x21", "20,129 46x30"])
  }
}
