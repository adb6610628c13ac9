import AndroidFormat
import Foundation
import SeguePictures
import SegueTestSupport
import StoryboardFormat
import Testing

/// Wireframes of small fixtures compared with golden SVGs as canonical XML (text, not pixels). Sizes and bar heights
/// follow Interface Builder's canvas for the fixture's simulated device (iPhone 8, `retina4_7`: 375 × 667 points,
/// a 20-point status bar, 44-point navigation bar and toolbar, 49-point tab bar).
@Suite struct WireframeGoldenTests {
  @Test(arguments: ["tab-00-001", "nav-00-001", "log-00-001", "lst-00-001", "ref-00-001"])
  func storyboardSceneMatchesItsGolden(controllerID: String) throws {
    let document = try Fixtures.storyboard("Login.storyboard")
    let scene = try #require(document.scene(withControllerID: controllerID))
    let svg = Wireframe(scene: scene, in: document).svg()
    let (actual, expected) = try Fixtures.golden("Login-\(controllerID).svg", svg)
    #expect(actual == expected)
  }

  @Test func xibCellMatchesItsGolden() throws {
    let nib = try Fixtures.nib("ProfileCell.xib")
    let cell = try #require(nib.topLevelObjects.first)
    let svg = Wireframe(nibObject: cell, in: nib).svg()
    let (actual, expected) = try Fixtures.golden("ProfileCell.svg", svg)
    #expect(actual == expected)
  }

  @Test func androidLayoutMatchesItsGolden() throws {
    let layout = try Fixtures.layout("activity_signup.xml")
    let svg = Wireframe(layout: layout, strings: ["email": "Email", "join": "Join"], appBarTitle: "Sign up").svg()
    let (actual, expected) = try Fixtures.golden("activity_signup.svg", svg)
    #expect(actual == expected)
  }

  /// The login scene's boxes, whole: kinds, frames as stored, texts, the bars the navigation item calls for (bar
  /// items about 7 points a character plus 16, from the bar's edges inward).
  @Test func loginSceneBoxesAreTheStoredFramesAndTheBars() throws {
    let document = try Fixtures.storyboard("Login.storyboard")
    let scene = try #require(document.scene(withControllerID: "log-00-001"))
    let wireframe = Wireframe(scene: scene, in: document)
    #expect(wireframe.size == Size(width: 375, height: 667))
    #expect(
      wireframe.allBoxes.map { BoxLine.line($0, marksHidden: true) } == [
        "image 137,84 100x100 logo",
        "label 16,200 343x21 Welcome back",
        "textField 16,240 343x34 Email",
        "segmented 16,290 343x32 Personal | Work",
        "toggle 310,340 51x31 -",
        "button 16,390 343x44 Sign In",
        "button 16,440 343x30 Forgot password? hidden",
        "container 16,490 343x100 Container View",
        "statusBar 0,0 375x20 9:41",
        "navigationBar 0,20 375x44 Sign In",
        "barItem 8,0 58x44 Cancel",
        "barItem 323,0 44x44 Help",
      ])
  }

  /// LinearLayout weights share the spare width 1:2; ConstraintLayout centres a fixed-size view between its parent
  /// anchors, stretches a 0dp one, and stacks on sibling anchors in either file order (AndroidX ConstraintLayout's
  /// documented rules for match constraint and bias); match_parent fills the parent inside its padding, and
  /// FrameLayout's `layout_gravity="center"` centres (Android's `FrameLayout.LayoutParams`).
  @Test func androidBoxesFollowWeightsAndConstraints() throws {
    let layout = try Fixtures.layout("activity_signup.xml")
    let wireframe = Wireframe(layout: layout, strings: ["email": "Email", "join": "Join"], appBarTitle: "Sign up")
    #expect(
      wireframe.allBoxes.map { BoxLine.line($0, marksHidden: true) } == [
        "view 0,80 360x560 -",
        "image 132,16 96x96 logo",
        "textField 16,136 328x48 Email",
        "view 16,496 328x48 -",
        "button 0,0 109.33x48 Cancel <now>",
        "button 109.33,0 218.67x48 Join",
        "view 16,376 328x120 -",
        "label 146.5,50 35x20 Terms",
        "statusBar 0,0 360x24 12:00",
        "navigationBar 0,24 360x56 Sign up",
      ])
  }
}
