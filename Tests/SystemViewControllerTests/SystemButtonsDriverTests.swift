import Foundation
import QuickLookCompat
import SegueKitTesting
import StoreKitCompat
import Testing

/// The Done buttons QuickLook and the App Store page draw in their own bars, as elements a test taps through
/// SegueKitTesting. Apple's pages: `QLPreviewControllerDelegate` (`previewControllerWillDismiss(_:)`, "Tells the
/// delegate that the preview is about to close", then `previewControllerDidDismiss(_:)`);
/// `SKStoreProductViewControllerDelegate.productViewControllerDidFinish(_:)` ("Called when the user dismisses the store
/// screen"; "Your delegate should call the dismissModalViewControllerAnimated: method on the view controller that
/// originally presented the store screen").
@MainActor
@Suite struct SystemButtonsDriverTests {
  final class Library: UIViewController, QLPreviewControllerDataSource, QLPreviewControllerDelegate,
    SKStoreProductViewControllerDelegate
  {
    var log: [String] = []

    func numberOfPreviewItems(in controller: QLPreviewController) -> Int { 1 }
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
      NSURL(fileURLWithPath: "/tmp/manual.pdf")
    }
    func previewControllerWillDismiss(_ controller: QLPreviewController) { log.append("willDismiss") }
    func previewControllerDidDismiss(_ controller: QLPreviewController) { log.append("didDismiss") }

    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
      log.append("didFinish")
      viewController.dismiss(animated: true)
    }

    func preview() -> QLPreviewController {
      let preview = QLPreviewController()
      preview.dataSource = self
      preview.delegate = self
      return preview
    }
  }

  @Test func aPresentedPreviewsDoneButtonDismissesItAndAPushedOneHasTheBackButton() throws {
    let library = Library()
    library.title = "Library"
    let navigation = UINavigationController(rootViewController: library)
    let app = SegueApp(rootViewController: navigation)
    try app.step { library.present(library.preview(), animated: true) }
    #expect(app.elements.map(\.description) == ["bar button 'Done'"])
    try app.tap("Done")
    #expect(library.log == ["willDismiss", "didDismiss"] && library.presentedViewController == nil)

    try app.step { navigation.pushViewController(library.preview(), animated: false) }
    #expect(app.elements.map(\.description) == ["back button 'Library'"])
  }

  @Test func theStorePagesDoneButtonTellsTheDelegateWhichDismissesIt() throws {
    let library = Library()
    let app = SegueApp(rootViewController: library)
    let page = SKStoreProductViewController()
    page.delegate = library
    try app.step { library.present(page, animated: true) }
    #expect(app.elements.map(\.description) == ["bar button 'Done'"])
    try app.tap("Done")
    #expect(library.log == ["didFinish"] && library.presentedViewController == nil)
    #expect(app.elements.map(\.description) == [])
  }
}
