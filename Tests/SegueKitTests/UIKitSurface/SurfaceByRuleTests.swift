import Foundation
import SegueKit
import Testing

@MainActor
private final class Previews: NSObject, UIViewControllerPreviewingDelegate {
  var asked: [String] = []
  func previewingContext(
    _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
  ) -> UIViewController? {
    asked.append("preview")
    return nil
  }
  func previewingContext(
    _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
  ) {
    asked.append("commit")
  }
}

/// The declarations `Scripts/uikit-generate.py` adds by rule, and the hand-written ones beside them, as the SegueKit
/// documentation's article "How SegueKit differs from UIKit" describes ("UIKit's whole interface"): the classes whose
/// superclass SegueKit writes by hand (`UICommand` under `UIMenuElement`), UIKit's type aliases, the stored properties
/// of the structs the generator declares, objects made once per owner, protocol adoption as in UIKit's interface, and
/// CoreGraphics' `CGVector`. Source: UIKit's iOS 14.2 interface (`Scripts/uikit-inventory/UIKit.tsv`) for each
/// signature; Apple's `registerForPreviewing(with:sourceView:)` documentation for the previewing context's members.
@MainActor
@Suite struct SurfaceByRuleTests {
  @Test func classesUnderHandWrittenSuperclassesAndTheirProtocols() {
    let command = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector(("find:")))
    let element: UIMenuElement = command
    #expect(element.title == "")
    #expect((command as UICommand).discoverabilityTitle == nil)
    // Made through UIBarAppearance's init(idiom:) with the first idiom, the inert value (UIKit's takes the device's).
    let toolbar: UIBarAppearance = UIToolbarAppearance()
    #expect(toolbar.idiom == .unspecified)
    let action = UIPreviewAction(title: "Copy", style: .default) { _, _ in }
    let items: [any UIPreviewActionItem] = [action]
    #expect(items.count == 1)
    let acceleration: UIAccelerationValue = 0.5
    let draw: UIGraphicsImageRenderer.DrawingActions = { _ in }
    _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image(actions: draw)
    #expect(acceleration == 0.5)
  }

  @Test func generatedStructsStoreTheirSettableProperties() {
    var options = UICellAccessory.CheckmarkOptions()
    #expect(options.isHidden == false && options.tintColor == nil)
    options.isHidden = true
    options.tintColor = .red
    #expect(options.isHidden && options.tintColor == .red)
    #expect(UICellAccessory.CheckmarkOptions(tintColor: .blue).tintColor == .blue)
  }

  @Test func aMadeObjectIsKeptPerOwnerAndTransformsStartAsTheIdentity() {
    let web = UIWebView(frame: .zero)
    #expect(web.scrollView === web.scrollView)
    #expect(web.scrollView !== UIWebView(frame: .zero).scrollView)
    #expect(CALayer().sublayerTransform == CATransform3DIdentity)
    let vector = CGVector(dx: 3, dy: -4)
    #expect([vector.dx, vector.dy, CGVector.zero.dx] == [3, -4, 0])
    #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
  }

  /// A device without 3D Touch: the context keeps what it was given, and the delegate is never asked.
  @Test func previewingRegistersAContextThatNeverFires() {
    let controller = UIViewController()
    let delegate = Previews()
    let context = controller.registerForPreviewing(with: delegate, sourceView: controller.view)
    #expect(context.sourceView === controller.view)
    #expect(context.delegate === delegate)
    #expect(context.previewingGestureRecognizerForFailureRelationship.state == .possible)
    controller.unregisterForPreviewing(withContext: context)
    #expect(delegate.asked == [])
  }
}
