// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Hacking with Swift's
// project 1, a picture viewer, ported into a package named StormViewer. CI ports the corpus copy and runs this test.
import Foundation
import SegueKitTesting
import Testing

@testable import StormViewer

@MainActor
@Suite struct StormViewerFlowTests {
  /// The corpus copy leaves the pictures out, and the port copies only storyboards, xibs, plists and strings; Xcode
  /// copies the pictures into the app bundle, so the test puts two there. The app lists them from
  /// `Bundle.main.resourcePath`, which the port turned into `PortedApp.bundle` (the app's copied folder).
  static let pictures = ["nssl0033.jpg", "nssl0034.jpg"]

  /// The list shows the pictures found in the bundle; tapping one pushes the detail screen titled with its name,
  /// which hides the bars on tap; Back returns to the list and shows them again.
  @Test func browsingPictures() throws {
    let folder = try #require(PortedApp.bundle.resourcePath)
    for picture in Self.pictures {
      FileManager.default.createFile(atPath: folder + "/" + picture, contents: Data())
    }
    // Through the app's own delegates, as iOS launches it: the launch registers the ported classes and makes the
    // `@UIApplicationMain` AppDelegate.
    let app = try SegueApp.launch(appFolder: PortedApp.appFolder)
    let list = try #require(app.visibleViewControllers.compactMap { $0 as? ViewController }.first)
    let navigation = try #require(list.navigationController)
    #expect(list.pictures.sorted() == Self.pictures)
    #expect(app.snapshot.description == Self.list)
    #expect(app.elements.map(\.description) == list.pictures.map { "cell '\($0)'" })

    let picture = list.pictures[1]
    try app.tap(picture)
    #expect(app.snapshot.description == Self.list + "\n  [1] \(picture) (DetailViewController)")
    #expect(app.elements.map(\.description) == ["back button 'Storm Viewer'"])
    #expect(navigation.hidesBarsOnTap)

    try app.tap("Storm Viewer")
    #expect(app.snapshot.description == Self.list)
    #expect(navigation.hidesBarsOnTap == false)
    #expect(app.exceptions == [])
    #expect(app.consoleMessages == [])
  }

  static let list = """
    iPhone 16, portrait
    UINavigationController
      [0] Storm Viewer (ViewController)
    """
}
