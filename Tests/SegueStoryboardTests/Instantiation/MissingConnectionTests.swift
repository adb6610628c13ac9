import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A class with no table entry for a storyboard outlet or action: the console says so once per class and name,
/// where the connection would otherwise fail silently (on iOS the Objective-C runtime reaches any `@IBOutlet`).
@MainActor
@Suite struct MissingConnectionTests {
  @Test func missingOutletsAndActionsAreToldOnce() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      initial: "P",
      """
      <scene sceneID="scene-P"><objects>
        <viewController title="P" id="P" customClass="TablelessSceneController" \
      customModule="\(StoryboardFixture.module)" sceneMemberID="viewController">
          <view key="view" id="view-P">
            <subviews>
              <label text="Price" id="price"/>
              <button id="buy"><state key="normal" title="Buy"/>
                <connections><action selector="buy:" destination="P" eventType="touchUpInside" id="a1"/></connections>
              </button>
            </subviews>
          </view>
          <connections><outlet property="priceLabel" destination="price" id="o1"/></connections>
        </viewController>
      </objects></scene>
      """)
    for _ in 0..<2 {
      let controller = try #require(storyboard.instantiateInitialViewController())
      let button = try #require(controller.view.subviews.last as? UIButton)
      button.simulateTap()
      button.simulateTap()
    }
    #expect(
      Console.messages == [
        "SegueKit: SegueStoryboardTests.TablelessSceneController has no outlet 'priceLabel' in its "
          + "StoryboardConnections table, so the Interface Builder connection to object price is not made (on iOS it "
          + "sets the property).",
        "SegueKit: SegueStoryboardTests.TablelessSceneController does not handle the action 'buy:': add it to its "
          + "StoryboardConnections table (on iOS the call would raise 'unrecognized selector sent to instance').",
      ])
  }
}

/// A controller written for UIKit whose outlet and action tables were never written.
final class TablelessSceneController: UIViewController {}
