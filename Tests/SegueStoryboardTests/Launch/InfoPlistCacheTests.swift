import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A launch reads the Info.plist's launch keys once per version of the file (an exploration launches the same app
/// thousands of times): a file rewritten between launches is read again (Storyboards §8.3).
@MainActor
@Suite struct InfoPlistCacheTests {
  @Test(.tags(.spec8_3)) func aRewrittenInfoPlistIsReadAgain() throws {
    Runtime.fresh()
    let bundle = try LaunchTests.app(plist: "<key>UIMainStoryboardFile</key><string>Main</string>")
    let first = UIApplication.launch(bundle: bundle, appDelegate: LaunchTests.AppDelegate())
    #expect(first?.rootViewController?.title == "A")
    #expect(
      UIApplication.launch(bundle: bundle, appDelegate: LaunchTests.AppDelegate())?.rootViewController?.title == "A")
    // Without the main storyboard key the same folder launches no storyboard.
    let plist = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("Info.plist")
    try Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict></dict></plist>"#.utf8).write(to: plist)
    #expect(UIApplication.launch(bundle: bundle, appDelegate: LaunchTests.AppDelegate()) == nil)
  }
}
