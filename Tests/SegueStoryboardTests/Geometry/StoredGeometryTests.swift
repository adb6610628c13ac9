import Foundation
import SegueKit
import Testing

/// Views decoded from a storyboard have the frames, autoresizing masks and `autoresizesSubviews` the file stores, as
/// `UIView`'s `init(coder:)` decodes them; the window sizes the root controller's view to its bounds
/// (`UIWindow.rootViewController`: "installs the view controller's view as the content view of the window"), and
/// each size change resizes subviews by their masks, sharing the change among the flexible portions in proportion to
/// their lengths (Apple's `UIView.AutoresizingMask` documentation; the arithmetic of AppKit's
/// `resizeWithOldSuperviewSize:` and Chameleon's `_superviewSizeDidChangeFrom:to:`). Constraints are not solved: a
/// view placed by them (no mask) keeps its stored frame.
@MainActor
@Suite struct StoredGeometryTests {
  init() { Runtime.fresh() }

  /// A scene saved at an iPhone 8's 375 × 667 points: a header, a card with nested views, a footer, a sidebar and a
  /// label placed by constraints.
  static let scene = StoryboardFixture.scene(
    "geo", title: "Geometry",
    body: """
      <view key="view" contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
          <view contentMode="scaleToFill" id="header">
            <accessibility key="accessibilityConfiguration" identifier="header"/>
            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
          </view>
          <view contentMode="scaleToFill" id="card">
            <accessibility key="accessibilityConfiguration" identifier="card"/>
            <rect key="frame" x="20" y="100" width="335" height="400"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
              <label text="Title" id="title">
                <accessibility key="accessibilityConfiguration" identifier="title"/>
                <rect key="frame" x="10" y="10" width="315" height="21"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
              </label>
              <view contentMode="scaleToFill" id="badge">
                <accessibility key="accessibilityConfiguration" identifier="badge"/>
                <rect key="frame" x="275" y="10" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
              </view>
              <view contentMode="scaleToFill" id="centred">
                <accessibility key="accessibilityConfiguration" identifier="centred"/>
                <rect key="frame" x="110" y="150" width="115" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" \
      flexibleMaxY="YES"/>
              </view>
            </subviews>
          </view>
          <view contentMode="scaleToFill" id="footer">
            <accessibility key="accessibilityConfiguration" identifier="footer"/>
            <rect key="frame" x="0.0" y="617" width="375" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
          </view>
          <view contentMode="scaleToFill" id="sidebar">
            <accessibility key="accessibilityConfiguration" identifier="sidebar"/>
            <rect key="frame" x="0.0" y="64" width="125" height="553"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES" heightSizable="YES"/>
          </view>
          <label text="Pinned" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
            <accessibility key="accessibilityConfiguration" identifier="pinned"/>
            <rect key="frame" x="16" y="580" width="100" height="20"/>
          </label>
          <view contentMode="scaleToFill" autoresizesSubviews="NO" id="frozen">
            <accessibility key="accessibilityConfiguration" identifier="frozen"/>
            <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            <subviews>
              <view contentMode="scaleToFill" id="inner">
                <accessibility key="accessibilityConfiguration" identifier="inner"/>
                <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
              </view>
            </subviews>
          </view>
        </subviews>
      </view>
      """)

  static let names = ["header", "card", "title", "badge", "centred", "footer", "sidebar", "pinned", "frozen", "inner"]

  /// Every named view's frame, one line each.
  static func frames(of root: UIView) -> [String] {
    func find(_ id: String, in view: UIView) -> UIView? {
      if view.accessibilityIdentifier == id { return view }
      return view.subviews.lazy.compactMap { find(id, in: $0) }.first
    }
    func n(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(describing: Double(value))
    }
    let rootLine = "root \(n(root.frame.minX)),\(n(root.frame.minY)) \(n(root.frame.width))x\(n(root.frame.height))"
    return [rootLine]
      + names.map { name in
        guard let frame = find(name, in: root)?.frame else { return "\(name) missing" }
        return "\(name) \(n(frame.minX)),\(n(frame.minY)) \(n(frame.width))x\(n(frame.height))"
      }
  }

  @Test func aLoadedViewHasTheStoredFramesAndMasks() {
    let controller = StoryboardFixture.storyboard(initial: "geo", Self.scene).instantiateInitialViewController()
    guard let view = controller?.view else {
      Issue.record("no initial controller")
      return
    }
    #expect(
      Self.frames(of: view) == [
        "root 0,0 375x667", "header 0,20 375x44", "card 20,100 335x400", "title 10,10 315x21", "badge 275,10 50x50",
        "centred 110,150 115x100", "footer 0,617 375x50", "sidebar 0,64 125x553", "pinned 16,580 100x20",
        "frozen 0,0 375x10", "inner 0,0 375x10",
      ])
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(view.subviews[0].autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(view.subviews[1].subviews[2].autoresizingMask.rawValue == 0b101101)
    #expect(view.subviews.last?.autoresizesSubviews == false)
  }

  /// The window (an iPhone 16, 393 × 852) sizes the root view, and the change (+18, +185) reaches each view by its
  /// mask: a flexible width takes all of it, a flexible left margin moves the badge, two flexible margins share it
  /// by their lengths (equal here, so the centred view stays centred), a flexible width beside a flexible right
  /// margin takes 125/375 of it. The label placed by constraints stays, and `autoresizesSubviews="NO"` keeps the
  /// frozen view's subview as it was. Rotating to landscape (852 × 393) resizes from the portrait frames, and
  /// rotating back restores them.
  @Test func theWindowSizesTheRootViewAndRotationAutoresizesTheSubviews() {
    let controller = StoryboardFixture.storyboard(initial: "geo", Self.scene).instantiateInitialViewController()!
    let window = Runtime.show(controller)
    let portrait = [
      "root 0,0 393x852", "header 0,20 393x44", "card 20,100 353x585", "title 10,10 333x21", "badge 293,10 50x50",
      "centred 119,242.5 115x100", "footer 0,802 393x50", "sidebar 0,64 131x738", "pinned 16,580 100x20",
      "frozen 0,0 393x10", "inner 0,0 375x10",
    ]
    #expect(Self.frames(of: controller.view) == portrait)
    window.orientation = .landscapeLeft
    #expect(
      Self.frames(of: controller.view) == [
        "root 0,0 852x393", "header 0,20 852x44", "card 20,100 812x126", "title 10,10 792x21", "badge 752,10 50x50",
        "centred 348.5,13 115x100", "footer 0,343 852x50", "sidebar 0,64 284x279", "pinned 16,580 100x20",
        "frozen 0,0 852x10", "inner 0,0 375x10",
      ])
    window.orientation = .portrait
    #expect(Self.frames(of: controller.view) == portrait)
  }

  /// UIKit's containers size the child they show to their own bounds, and again after a rotation: a navigation
  /// controller's top view, a tab bar controller's selected view.
  @Test func containersSizeTheirChildrensViews() {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let other = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, other]
    let window = Runtime.show(tabs)
    let second = UIViewController()
    navigation.pushViewController(second, animated: false)
    MainQueue.drain()
    let frames = { [tabs.view.frame, navigation.view.frame, second.view.frame] }
    let portrait = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(frames() == [portrait, portrait, portrait])
    window.orientation = .landscapeRight
    MainQueue.drain()
    let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    #expect(frames() == [landscape, landscape, landscape])
    // Back to portrait: `UIScreen.main` follows the key window, which other tests read.
    window.orientation = .portrait
    MainQueue.drain()
  }

  /// The arithmetic by itself, one mask at a time, for a superview growing from 300 × 200 to 400 × 260 and a view at
  /// (30, 20, 90, 60): margins 30 | 90 | 180 across, 20 | 60 | 120 down.
  nonisolated static let masks: [(UIView.AutoresizingMask, CGRect)] = [
    (UIView.AutoresizingMask(), CGRect(x: 30, y: 20, width: 90, height: 60)),
    ([.flexibleWidth], CGRect(x: 30, y: 20, width: 190, height: 60)),
    ([.flexibleLeftMargin], CGRect(x: 130, y: 20, width: 90, height: 60)),
    ([.flexibleRightMargin, .flexibleBottomMargin], CGRect(x: 30, y: 20, width: 90, height: 60)),
    // Two flexible margins, 30 and 180 long: the left one takes 30/210 of the 100 points.
    ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 30 + 100.0 * 30 / 210, y: 20, width: 90, height: 60)),
    ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], CGRect(x: 40, y: 20, width: 120, height: 60)),
    ([.flexibleTopMargin, .flexibleHeight], CGRect(x: 30, y: 35, width: 90, height: 105)),
    ([.flexibleHeight, .flexibleBottomMargin], CGRect(x: 30, y: 20, width: 90, height: 80)),
  ]

  @Test(arguments: masks)
  func theChangeIsSharedInProportion(mask: UIView.AutoresizingMask, expected: CGRect) {
    let frame = UIView.autoresizedFrame(
      CGRect(x: 30, y: 20, width: 90, height: 60), mask: mask, oldSuperviewSize: CGSize(width: 300, height: 200),
      newSuperviewSize: CGSize(width: 400, height: 260))
    #expect(frame == expected)
  }
}
