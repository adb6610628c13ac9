import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// Opening a URL in a launched app through the driver.
@MainActor
@Suite struct OpenURLDriverTests {
  final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var opened: [String] = []

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      opened += URLContexts.map { "\($0.url) from \($0.options.sourceApplication ?? "nil")" }
    }
  }

  @Test(.tags(.spec8_3)) func aURLReachesTheLaunchedScene() throws {
    let delegate = LinkSceneDelegate()
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder, sceneDelegate: delegate)
    try app.openURL(URL(string: "shop://product/grinder")!, options: [.sourceApplication: "com.apple.mobilesafari"])
    #expect(delegate.opened == ["shop://product/grinder from com.apple.mobilesafari"])
  }

  /// An app without scenes and without an app delegate has no one to give the URL to.
  @Test(.tags(.spec8_3)) func aURLNoDelegateTakesIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Main", "Settings"] {
      try FileManager.default.copyItem(
        at: ShopDriverTests.folder.appendingPathComponent("Base.lproj/\(name).storyboard"),
        to: folder.appendingPathComponent("Base.lproj/\(name).storyboard"))
    }
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
      """.utf8
    ).write(to: folder.appendingPathComponent("Info.plist"))
    let app = try SegueApp.launch(appFolder: folder)
    #expect(throws: SegueAppError.self) { try app.openURL(URL(string: "shop://item/7")!) }
    do {
      try app.openURL(URL(string: "shop://item/7")!)
    } catch let error as SegueAppError {
      #expect(error.message == "no delegate opened 'shop://item/7'")
    }
  }
}
