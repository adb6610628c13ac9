import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// What the storyboard says, the view has. Sources: Interface Builder's files (the attribute is written only when a
/// box differs from its default, so `userInteractionEnabled` appears only as "NO", an image view's included);
/// Apple's documentation of `UIImageView.image`, `UIView.alpha` and `hitTest(_:with:)`, `UINavigationBar.barStyle`,
/// `isTranslucent`, `barTintColor` and `titleTextAttributes`; outlets to UIKit's own `delegate` and `dataSource`
/// properties, which nib loading sets with `setValue(_:forKey:)` (no code of the app's); and
/// `UIPageViewControllerDataSource.presentationCount(for:)`/`presentationIndex(for:)` ("if both … are implemented
/// and the transition style is scroll, a page indicator is visible").
@MainActor
@Suite struct StoryboardAttributesDriverTests {
  final class Profile: UIViewController, StoryboardConnectable, UITextFieldDelegate, UIScrollViewDelegate,
    UIGestureRecognizerDelegate, UIPickerViewDataSource, UIPickerViewDelegate
  {
    var taps = 0
    static let storyboardConnections = StoryboardConnections<Profile>()
      .action("avatarTapped:") { profile, _ in profile.taps += 1 }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
  }

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="nav">
      <scenes>
        <scene sceneID="s0"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" barStyle="black" translucent="NO" id="bar">
              <color key="barTintColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" \
    customColorSpace="sRGB"/>
              <textAttributes key="titleTextAttributes">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <color key="textColor" white="1" alpha="1" colorSpace="custom" \
    customColorSpace="genericGamma22GrayColorSpace"/>
              </textAttributes>
            </navigationBar>
            <connections>
              <segue destination="profile" kind="relationship" relationship="rootViewController" id="r0"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
          <viewController title="Profile" id="profile" customClass="Profile" customModule="App" \
    sceneMemberID="viewController">
            <view key="view" id="root">
              <subviews>
                <imageView image="avatar" id="avatar">
                  <accessibility key="accessibilityConfiguration" identifier="avatar"/>
                  <connections>
                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="o1"/>
                  </connections>
                </imageView>
                <imageView userInteractionEnabled="NO" id="banner">
                  <imageReference key="image" image="star.fill" catalog="system"/>
                  <accessibility key="accessibilityConfiguration" identifier="banner"/>
                </imageView>
                <label text="Saved" alpha="0.0" id="toast"/>
                <label text="Ada Lovelace" textAlignment="center" numberOfLines="2" id="name">
                  <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                  <color key="textColor" systemColor="secondaryLabelColor"/>
                </label>
                <textField placeholder="Email" id="email">
                  <connections>
                    <outlet property="delegate" destination="profile" id="o2"/>
                  </connections>
                </textField>
                <scrollView id="scroll">
                  <connections>
                    <outlet property="delegate" destination="profile" id="o3"/>
                  </connections>
                </scrollView>
                <pickerView id="picker">
                  <connections>
                    <outlet property="dataSource" destination="profile" id="o4"/>
                    <outlet property="delegate" destination="profile" id="o5"/>
                  </connections>
                </pickerView>
                <button id="follow">
                  <state key="normal" title="Follow" image="person.badge.plus"/>
                  <state key="selected" title="Following"/>
                </button>
              </subviews>
            </view>
          </viewController>
          <tapGestureRecognizer id="tap">
            <connections>
              <action selector="avatarTapped:" destination="profile" id="a1"/>
              <outlet property="delegate" destination="profile" id="o6"/>
            </connections>
          </tapGestureRecognizer>
        </objects></scene>
      </scenes>
    </document>
    """

  @Test func theViewsHaveWhatTheStoryboardSays() throws {
    StoryboardClassRegistry.register(Profile.self, as: "App.Profile")
    let folder = try TemporaryFolder(files: ["Main.storyboard": Self.storyboard])
    defer { folder.remove() }
    let app = try SegueApp.launch(storyboard: folder.url.appendingPathComponent("Main.storyboard"))
    let profile = try app.visible(Profile.self)
    #expect(
      app.elements.map(\.description) == [
        "view #avatar image='avatar'", "view #banner image='star.fill'", "label 'Ada Lovelace'",
        "text field placeholder='Email'", "button 'Follow' image='person.badge.plus'",
      ])
    let views = profile.view.subviews
    let avatar = try #require(views[0] as? UIImageView)
    let banner = try #require(views[1] as? UIImageView)
    #expect([avatar.isUserInteractionEnabled, banner.isUserInteractionEnabled] == [true, false])
    let recognizer = try #require(avatar.gestureRecognizers?.first)
    try app.step { recognizer.simulateRecognition() }
    #expect(profile.taps == 1)
    #expect(views[2].alpha == 0)
    let name = try #require(views[3] as? UILabel)
    #expect(
      [name.font.pointSize, CGFloat(name.numberOfLines)] == [17, 2] && name.textAlignment == .center
        && name.textColor == .secondaryLabel)
    #expect((views[4] as? UITextField)?.delegate === profile)
    #expect((views[5] as? UIScrollView)?.delegate === profile)
    #expect((views[6] as? UIPickerView)?.dataSource === profile && (views[6] as? UIPickerView)?.delegate === profile)
    #expect(recognizer.delegate === profile)
    #expect((views[7] as? UIButton)?.title(for: .selected) == "Following")
    let bar = try #require(profile.navigationController?.navigationBar)
    #expect(bar.barStyle == .black && !bar.isTranslucent)
    #expect(bar.barTintColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect((bar.titleTextAttributes?[.font] as? UIFont) == .boldSystemFont(ofSize: 20))
    #expect((bar.titleTextAttributes?[.foregroundColor] as? UIColor) == UIColor(white: 1, alpha: 1))
  }

  final class Pages: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(_ count: Int) {
      pages = (0..<count).map { index in
        let page = UIViewController()
        page.title = "Page \(index + 1)"
        return page
      }
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
      -> UIViewController?
    {
      pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
      -> UIViewController?
    {
      pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
  }

  final class IndicatedPages: UIPageViewControllerDataSource {
    let base: Pages
    init(_ base: Pages) { self.base = base }
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
      -> UIViewController?
    { base.pageViewController(pageViewController, viewControllerBefore: viewController) }
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
      -> UIViewController?
    { base.pageViewController(pageViewController, viewControllerAfter: viewController) }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { base.pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
      pageViewController.viewControllers?.first.flatMap { base.pages.firstIndex(of: $0) } ?? 0
    }
  }

  @Test func aPageViewControllerShowsItsIndicatorWhenTheDataSourceCountsPages() throws {
    let plain = Pages(3)
    let indicated = IndicatedPages(Pages(3))
    var seen: [[String]] = []
    for (source, style) in [
      (plain as any UIPageViewControllerDataSource, UIPageViewController.TransitionStyle.scroll),
      (indicated, .scroll), (indicated, .pageCurl),
    ] {
      let pages = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
      pages.dataSource = source
      let first = (source as? IndicatedPages)?.base.pages[1] ?? plain.pages[0]
      pages.setViewControllers([first], direction: .forward, animated: false)
      let app = SegueApp(rootViewController: pages)
      seen.append(app.elements.map(\.description))
    }
    #expect(seen == [[], ["page indicator value='page 2 of 3'"], []])
  }
}
