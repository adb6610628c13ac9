import Foundation
import SegueKit
import Testing

/// `topLayoutGuide` and `bottomLayoutGuide`, deprecated in iOS 11 with the messages "Use
/// view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor" and "Use
/// view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor" (UIKit's interface,
/// `Scripts/uikit-inventory/UIKit.tsv`): constraints to them are constraints to the safe area, and each controller
/// keeps one of each.
@MainActor
@Suite struct LayoutSupportTests {
  @Test func theGuidesInnerEdgesAreTheSafeAreasAndTheirOuterEdgesTheViews() {
    let controller = UIViewController()
    let label = UILabel(frame: .zero)
    controller.view.addSubview(label)
    let below = label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8)
    let above = controller.bottomLayoutGuide.topAnchor.constraint(equalTo: label.bottomAnchor)
    let guide = controller.view.safeAreaLayoutGuide
    #expect(below.secondItem === guide && below.secondAttribute == .top && below.constant == 8)
    #expect(above.firstItem === guide && above.firstAttribute == .bottom)
    let outer = controller.topLayoutGuide.topAnchor.constraint(equalTo: label.topAnchor)
    #expect(outer.firstItem === controller.view && outer.firstAttribute == .top)
    #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    #expect(controller.topLayoutGuide !== controller.bottomLayoutGuide)
    #expect(controller.topLayoutGuide.length == controller.view.safeAreaInsets.top)
  }
}
