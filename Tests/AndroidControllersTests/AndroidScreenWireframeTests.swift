import AndroidControllers
import AndroidControllersTesting
import Foundation
import SeguePictures
import SegueTestSupport
import Testing

/// A running Android screen as a wireframe: the top activity's layout measured from the file, with the running
/// views' state, on the AndroidShop example played by stand-ins.
@MainActor @Suite struct AndroidScreenWireframeTests {
  @Test func launcherActivityDrawsItsLayoutUnderTheAppBar() throws {
    let app = try AndroidApp.launch(appFolder: StandInTests.shop, activities: [], playsMissingClasses: true)
    let lines = app.screenWireframe.allBoxes.map { BoxLine.line($0) }
    #expect(lines == Self.main)
    #expect(
      app.screenSVG.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 360 640\""))
  }

  /// The running view's text and visibility replace the file's: a title set in code, the Cart button gone.
  @Test func runningStateShowsInThePicture() throws {
    let app = try AndroidApp.launch(appFolder: StandInTests.shop, activities: [], playsMissingClasses: true)
    try app.onActivity(Activity.self) { activity in
      let package = app.device.packageName
      (activity.findViewById(activity.resources.getIdentifier("title", "id", package)) as? TextView)?.text = "Sale"
      activity.findViewById(activity.resources.getIdentifier("cart", "id", package))?.visibility = View.GONE
    }
    let boxes = app.screenWireframe.allBoxes
    #expect(boxes.map { BoxLine.line($0) }[1] == "label 0,0 28x20 Sale")
    #expect(boxes.first { $0.text == "Cart" }?.isHidden == true)
  }

  @Test func homeScreenSaysSo() throws {
    let app = try AndroidApp.launch(appFolder: StandInTests.shop, activities: [], playsMissingClasses: true)
    try app.pressHome()
    #expect(app.screenWireframe.texts == ["Home screen", "12:00"])
  }

  /// activity_main.xml (a vertical LinearLayout: a title, the product list's container with weight 1, the Cart
  /// button) under the 24 dp status bar and the 56 dp app bar of a theme with an action bar
  /// (`Theme.AppCompat.Light`); the container shows the fragment class it names.
  static let main = [
    "view 0,80 360x560 -",
    "label 0,0 77x20 Coffee gear",
    "container 0,20 360x492 ProductListFragment",
    "button 0,512 64x48 Cart",
    "statusBar 0,0 360x24 12:00",
    "navigationBar 0,24 360x56 MainActivity",
  ]
}
