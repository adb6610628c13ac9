import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A document app's code as the wide corpus's Textor writes it: a `UIDocument` subclass overriding
/// `contents(forType:)` and `load(fromContents:ofType:)`, and the document browser's transition controller returned
/// as the animator of a `UIViewControllerTransitioningDelegate`.
///
/// Source: UIKit's `UIDocument.h` (`- contentsForType:error:`, imported as `contents(forType:) throws -> Any`: it
/// returns nil with an error when it has no data; subclasses override it), `UIDocumentBrowserViewController.h`
/// (`UIDocumentBrowserTransitionController : NSObject <UIViewControllerAnimatedTransitioning>`,
/// `transitionControllerForDocumentAtURL:`), and Textor's `Document.swift` and `DocumentBrowserViewController.swift`.
@MainActor
@Suite struct DocumentOverridesAsWrittenTests {
  enum DocumentError: Error { case saveError, loadError }

  /// Textor's document: plain text in UTF-8.
  final class TextDocument: UIDocument {
    var text: String?

    override func contents(forType typeName: String) throws -> Any {
      guard let data = text?.data(using: .utf8) else { throw DocumentError.saveError }
      return data
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
      guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
        throw DocumentError.loadError
      }
      self.text = text
    }
  }

  @Test func documentOverridesRunThroughTheUIKitType() throws {
    let url = URL(fileURLWithPath: "/tmp/Notes.txt")
    let written = TextDocument(fileURL: url)
    written.text = "Grüße"
    let saving: UIDocument = written
    let contents = try saving.contents(forType: "public.plain-text")
    #expect(contents as? Data == Data("Grüße".utf8))
    let read = TextDocument(fileURL: url)
    let loading: UIDocument = read
    try loading.load(fromContents: contents, ofType: "public.plain-text")
    #expect(read.text == "Grüße")
    #expect(throws: DocumentError.loadError) { try loading.load(fromContents: 42, ofType: nil) }
    #expect(throws: DocumentError.saveError) { try TextDocument(fileURL: url).contents(forType: "public.plain-text") }
  }

  /// Without an override there are no contents to give: it fails, as UIKit's returns nil with an error.
  @Test func contentsWithoutAnOverrideThrow() {
    let document = UIDocument(fileURL: URL(fileURLWithPath: "/tmp/Notes.txt"))
    #expect(throws: CocoaError(.featureUnsupported)) { try document.contents(forType: "public.plain-text") }
  }

  /// Textor's browser: its transitioning delegate answers the transition controller for the document, which runs the
  /// presentation and the dismissal to their end (the incoming view in the container at its final frame).
  final class Browser: UIViewControllerTransitioningDelegate {
    let transitionController: UIDocumentBrowserTransitionController
    let trace: Trace
    init(_ transitionController: UIDocumentBrowserTransitionController, _ trace: Trace) {
      self.transitionController = transitionController
      self.trace = trace
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      trace.log("animationController(forPresented: \(presented.title ?? ""))")
      return transitionController
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
      trace.log("animationController(forDismissed: \(dismissed.title ?? ""))")
      return transitionController
    }
  }

  @Test func browserTransitionControllerAnimatesPresentationAndDismissal() {
    let trace = Trace()
    let browserController = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.plain-text"])
    let transitionController = browserController.transitionController(
      forDocumentAt: URL(fileURLWithPath: "/tmp/Notes.txt"))
    let root = TracedViewController("A", trace)
    let window = showInWindow(root, trace: trace)
    let document = TracedViewController("B", trace)
    let browser = Browser(transitionController, trace)
    document.modalPresentationStyle = .formSheet
    document.transitioningDelegate = browser
    root.present(document, animated: true) { trace.log("presented") }
    MainQueue.drain()
    #expect(
      trace.take() == [
        "animationController(forPresented: B)", "B.viewDidLoad", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "presented",
      ])
    #expect(root.presentedViewController === document && document.view.window === window)
    #expect(document.view.superview != nil && document.transitionCoordinator == nil)
    document.dismiss(animated: true) { trace.log("dismissed") }
    MainQueue.drain()
    #expect(
      trace.take() == [
        "animationController(forDismissed: B)", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
        "dismissed",
      ])
    #expect(root.presentedViewController == nil && document.viewIfLoaded?.window == nil)
  }
}
