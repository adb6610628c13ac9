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

/// `safeAreaInsets` of every view, as Apple's "Positioning content relative to the safe area" describes them: a
/// controller's root view is inset by the device's unsafe edges and the bars of its containers (and its
/// `additionalSafeAreaInsets`); a subview by the part of it outside that safe area. On an iPhone 16 in portrait the
/// unsafe edges are 59 points at the top and 34 at the bottom; a navigation bar adds 44, a tab bar 49.
@MainActor
@Suite struct SafeAreaInsetsTests {
  @Test func everyViewInAWindowHasTheSafeAreaItLiesOutsideOf() {
    let screen = UIViewController()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
    let middle = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
    let footer = UIView(frame: CGRect(x: 0, y: 752, width: 393, height: 100))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 150))
    for view in [header, middle, footer] { screen.view.addSubview(view) }
    header.addSubview(inner)
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: screen)]
    _ = showInWindow(tabs)
    // Under the navigation bar (59 + 44) and above the tab bar (34 + 49).
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(header.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
    #expect(inner.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == UIEdgeInsets())
    #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 83, right: 0))
    screen.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 113, left: 0, bottom: 83, right: 0))
    #expect(header.safeAreaInsets == UIEdgeInsets(top: 113, left: 0, bottom: 0, right: 0))
    // A view in no window has none.
    #expect(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).safeAreaInsets == UIEdgeInsets())
  }
}
