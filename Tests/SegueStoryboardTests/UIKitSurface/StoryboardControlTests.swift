import Foundation
import SegueKit
import Testing

/// Controls and views in a storyboard load as their UIKit classes, with the values Interface Builder wrote.
///
/// Source: the element and attribute names Xcode writes for `UISwitch`, `UISlider`, `UITextField`
/// (`textInputTraits`), `UISegmentedControl` (`segments`), `UIStepper`, `UIStackView` (whose `subviews` are its
/// arranged subviews) and `UIActivityIndicatorView` in `.storyboard` files.
@MainActor
@Suite struct StoryboardControlTests {
  @Test func controlsLoadWithTheirStoryboardValues() throws {
    let body = """
      <view key="view" contentMode="scaleToFill" id="root"><subviews>
        <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8" id="stack"><subviews>
          <switch on="YES" id="sw">
            <accessibility key="accessibilityConfiguration" identifier="notify"/>
          </switch>
          <slider value="0.5" minValue="0.0" maxValue="2" continuous="NO" id="sl"/>
        </subviews></stackView>
        <textField borderStyle="roundedRect" placeholder="Email" id="tf">
          <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="next" secureTextEntry="YES"/>
        </textField>
        <segmentedControl selectedSegmentIndex="1" id="seg"><segments>
          <segment title="Day"/><segment title="Week"/>
        </segments></segmentedControl>
        <stepper value="3" minimumValue="1" maximumValue="5" stepValue="2" id="st"/>
        <activityIndicatorView hidesWhenStopped="YES" animating="YES" style="large" id="ai"/>
      </subviews></view>
      """
    let storyboard = StoryboardFixture.storyboard(
      initial: "vc", StoryboardFixture.scene("vc", title: "Form", body: body))
    let controller = try #require(storyboard.instantiateInitialViewController())
    let views = controller.view.subviews
    let stack = try #require(views.first as? UIStackView)
    let toggle = try #require(stack.arrangedSubviews.first as? UISwitch)
    let slider = try #require(stack.arrangedSubviews.last as? UISlider)
    let field = try #require(views.first { $0 is UITextField } as? UITextField)
    let segmented = try #require(views.first { $0 is UISegmentedControl } as? UISegmentedControl)
    let stepper = try #require(views.first { $0 is UIStepper } as? UIStepper)
    let spinner = try #require(views.first { $0 is UIActivityIndicatorView } as? UIActivityIndicatorView)
    #expect(
      [stack.axis == .vertical, stack.distribution == .fillEqually, stack.alignment == .center] == [true, true, true])
    #expect(stack.spacing == 8)
    #expect(toggle.isOn && toggle.accessibilityIdentifier == "notify")
    #expect([slider.value, slider.maximumValue] == [0.5, 2])
    #expect(!slider.isContinuous)
    #expect(field.placeholder == "Email" && field.borderStyle == .roundedRect && field.isSecureTextEntry)
    #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next)
    #expect(segmented.selectedSegmentIndex == 1)
    #expect((0..<2).map { segmented.titleForSegment(at: $0) } == ["Day", "Week"])
    #expect([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue] == [3, 1, 5, 2])
    #expect(spinner.isAnimating && spinner.style == .large && !spinner.isHidden)
  }
}
