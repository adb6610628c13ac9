import Foundation
import QuickLookCompat
import SegueKit
import Testing

/// QuickLook's preview controller and UIKit's document picker: presented, asked for their data as on iOS, and
/// dismissing themselves before telling their delegates. Apple's pages: QLPreviewController,
/// QLPreviewControllerDataSource, UIDocumentPickerViewController, UIDocumentPickerDelegate.
@MainActor
@Suite struct PreviewAndDocumentPickerTests {
  private func showRoot() -> (UIWindow, UIViewController) {
    MainQueue.drain()
    let root = UIViewController()
    let window = UIWindow(device: .iPhone, orientation: .portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    MainQueue.drain()
    return (window, root)
  }

  @Test func previewControllerAsksItsDataSourceAndTellsItsDelegateAroundDismissal() throws {
    let (window, root) = showRoot()
    let files = Files(["/tmp/a.pdf", "/tmp/b.png"])
    let preview = QLPreviewController()
    preview.dataSource = files
    preview.delegate = files
    root.present(preview, animated: true)
    MainQueue.drain()
    #expect(root.presentedViewController === preview && preview.viewIfLoaded?.window === window)
    #expect(preview.currentPreviewItem?.previewItemURL?.path == "/tmp/a.pdf")
    #expect(preview.simulateSwipe(to: 1) && preview.currentPreviewItemIndex == 1)
    #expect(preview.simulateSwipe(to: 2) == false, "there is no third item")
    #expect(preview.currentPreviewItem?.previewItemURL?.lastPathComponent == "b.png")
    #expect(QLPreviewController.canPreview(NSURL(fileURLWithPath: "/tmp/a.pdf")))
    preview.simulateDoneTap()
    #expect(files.events == ["willDismiss"])
    MainQueue.drain()
    #expect(files.events == ["willDismiss", "didDismiss"] && root.presentedViewController == nil)
  }

  @Test func documentPickerDismissesItselfThenReportsThePickOrTheCancel() {
    let (window, root) = showRoot()
    let recorder = PickRecorder()
    let picker = UIDocumentPickerViewController(documentTypes: ["public.json"], in: .import)
    picker.delegate = recorder
    root.present(picker, animated: true)
    MainQueue.drain()
    #expect(root.presentedViewController === picker && picker.viewIfLoaded?.window === window)
    let first = URL(fileURLWithPath: "/tmp/one.json")
    let second = URL(fileURLWithPath: "/tmp/two.json")
    picker.simulatePicking([first, second])
    MainQueue.drain()
    #expect(recorder.events == ["picked(one.json)"], "one document unless allowsMultipleSelection")
    #expect(root.presentedViewController == nil && picker.allowedTypeIdentifiers == ["public.json"])

    let exporter = UIDocumentPickerViewController(forExporting: [first], asCopy: true)
    exporter.delegate = recorder
    exporter.allowsMultipleSelection = true
    root.present(exporter, animated: false)
    MainQueue.drain()
    #expect(root.presentedViewController === exporter)
    exporter.simulateCancel()
    MainQueue.drain()
    #expect(recorder.events == ["picked(one.json)", "cancelled"] && exporter.documentPickerMode == .exportToService)
  }
}

@MainActor
private final class Files: QLPreviewControllerDataSource, QLPreviewControllerDelegate {
  let urls: [NSURL]
  var events: [String] = []

  init(_ paths: [String]) { urls = paths.map { NSURL(fileURLWithPath: $0) } }

  func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }

  func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
    urls[index]
  }

  func previewControllerWillDismiss(_ controller: QLPreviewController) { events.append("willDismiss") }
  func previewControllerDidDismiss(_ controller: QLPreviewController) { events.append("didDismiss") }
}

@MainActor
private final class PickRecorder: UIDocumentPickerDelegate {
  var events: [String] = []

  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
    events.append("picked(\(urls.map(\.lastPathComponent).joined(separator: ", ")))")
  }

  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { events.append("cancelled") }
}
