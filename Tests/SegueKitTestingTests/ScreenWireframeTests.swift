import Foundation
import SegueKitTesting
import SeguePictures
import SegueTestSupport
import Shop
import Testing

/// The running screen as a wireframe: the live hierarchy's views with the frames the runtime has (the storyboard's
/// stored frames, controllers' views sized by the window and containers), the bars of the containers on screen (UIKit's 44-point navigation bar under a 20-point status
/// bar, 49-point tab bar), presented controllers over a dimming layer.
@MainActor
@Suite struct ScreenWireframeTests {
  @Test func grinderDetailDrawsTheStoryboardFramesAndTheBars() throws {
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    try app.tap("Grinder")
    let lines = app.screenWireframe.allBoxes.map { BoxLine.line($0) }
    #expect(lines == Self.grinderDetail)
    let svg = app.screenSVG
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains(">Grinder</text>"))
  }

  /// A failing expectation records one issue whose comment shows both states (the attachments go with it).
  @Test func expectSnapshotRecordsAnIssueWhenTheStateDiffers() throws {
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    let launched = app.snapshot
    #expect(app.expectSnapshot(launched))
    try app.tap("Grinder")
    withKnownIssue {
      #expect(app.expectSnapshot(launched) == false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Navigation state differs.\nExpected:\n\(launched)") }
    }
  }

  /// The tab bar controller's view (the window's bounds), the navigation controller's and the detail's root views
  /// (sized to their container's bounds, as UIKit's containers size them), the detail's views at the storyboard's
  /// frames with the runtime's texts ("Grinder", set by the app), the embedded reviews, then the bars: the tab bar
  /// with the selected tab marked, the navigation bar with the top item's title (the storyboard's "Product", replaced
  /// by the title the app sets), the back button titled by the
  /// previous item and the right bar button item.
  static let grinderDetail = [
    "view 0,0 393x852 -",
    "view 0,0 393x852 -",
    "view 0,0 393x852 -",
    "label 16,120 361x21 Grinder",
    "button 16,160 361x44 Buy",
    "view 16,220 361x300 -",
    "view 0,0 361x300 -",
    "label 0,0 361x21 No reviews yet",
    "tabBar 0,803 393x49 -",
    "barItem 0,0 131x49 Shop •",
    "barItem 131,0 131x49 Library",
    "barItem 262,0 131x49 Settings",
    "navigationBar 0,20 393x44 Grinder",
    "barItem 8,0 86x44 ‹ Products",
    "barItem 334,0 51x44 Share",
    "statusBar 0,0 393x20 9:41",
  ]
}
