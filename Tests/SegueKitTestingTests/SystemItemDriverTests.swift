import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// Tab bar items made from a system item show UIKit's name for it, and the driver finds them by that name.
@MainActor
@Suite struct SystemItemDriverTests {
  @Test func systemTabsAreTappedByUIKitsName() throws {
    let folder = try TemporaryFolder(files: [
      "Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="tabs">
        <scenes>
          <scene sceneID="s0"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
              <connections>
                <segue destination="recent" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="library" kind="relationship" relationship="viewControllers" id="r2"/>
              </connections>
            </tabBarController>
          </objects></scene>
          <scene sceneID="s1"><objects>
            <viewController title="Recently Played" id="recent" sceneMemberID="viewController">
              <tabBarItem key="tabBarItem" systemItem="mostRecent" id="t1"/>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController title="Library" id="library" sceneMemberID="viewController">
              <tabBarItem key="tabBarItem" title="Library" id="t2"/>
            </viewController>
          </objects></scene>
        </scenes>
      </document>
      """
    ])
    defer { folder.remove() }
    let app = try SegueApp.launch(storyboard: folder.url.appendingPathComponent("Main.storyboard"))
    #expect(app.elements.map(\.description) == ["tab 'Most Recent'", "tab 'Library'"])
    try app.tap("Library")
    try app.tap("Most Recent")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[*Most Recent, Library]
          Recently Played (UIViewController)
        """)
  }
}
