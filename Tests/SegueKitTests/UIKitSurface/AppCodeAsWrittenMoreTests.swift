import SegueKit
import Testing

/// UIKit code as corpus apps write it (SideMenu's example, OpenHAB, SwipeMail), compiled verbatim: orientation and
/// status-bar overrides, `UIColor(patternImage:)`, `UIPasteboard`, `UIBackgroundFetchResult` and the image-context
/// functions.
@MainActor @Suite struct AppCodeAsWrittenMoreTests {
  final class PortraitOnly: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
  }

  @Test func orientationAndStatusBarOverridesCompileAndAnswerAsWritten() {
    let plain = UIViewController()
    let custom = PortraitOnly()
    #expect(plain.supportedInterfaceOrientations == .allButUpsideDown && plain.shouldAutorotate)
    #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
    #expect(custom.supportedInterfaceOrientations == .portrait && !custom.shouldAutorotate)
    #expect(custom.preferredStatusBarStyle == .lightContent && custom.prefersStatusBarHidden)
    #expect(UIInterfaceOrientationMask.landscape.rawValue == 24 && UIInterfaceOrientationMask.all.rawValue == 30)
  }

  @Test func aPatternColorIsEqualForEqualImages() {
    let background = UIColor(patternImage: UIImage(named: "background")!)
    #expect(background == UIColor(patternImage: UIImage(named: "background")!))
    #expect(background != UIColor(patternImage: UIImage(named: "other")!))
  }

  @Test func thePasteboardKeepsWhatTheAppCopied() {
    let pasteboard = UIPasteboard.general
    let before = pasteboard.changeCount
    pasteboard.string = "http://openhab.local:8080"
    #expect(pasteboard.string == "http://openhab.local:8080" && pasteboard.hasStrings && !pasteboard.hasURLs)
    pasteboard.url = URL(string: "https://example.com")
    #expect(pasteboard.string == nil && pasteboard.url?.host == "example.com" && pasteboard.numberOfItems == 1)
    #expect(pasteboard.changeCount == before + 2)
  }

  @Test func anImageContextGivesAnImageOfItsSize() {
    // SwipeMail's Shared.swift draws a solid square this way.
    let size = CGSize(width: 30, height: 30)
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    UIColor.red.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.size == size)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test func aBackgroundFetchHandlerCompiles() {
    var results: [UIBackgroundFetchResult] = []
    let handler: (UIBackgroundFetchResult) -> Void = { results.append($0) }
    handler(.newData)
    #expect(results == [.newData] && UIBackgroundFetchResult.failed.rawValue == 2)
  }
}
