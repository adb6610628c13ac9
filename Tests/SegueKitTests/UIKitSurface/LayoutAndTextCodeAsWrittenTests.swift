import Foundation
import SegueKit
import Testing

/// Layout and text code as Corona-Warn-App writes it (the corpus type-check's SegueKit column): a keyboard frame read
/// from a notification's `NSValue`, a text layer sized by its preferred frame, a button's fitting size, a label
/// subclass that insets its text, and a constraint subclass woken from a nib.
///
/// Source: Apple's documentation for `NSValue.cgRectValue` (UIKit's `NSValue` additions), `CATextLayer` (defaults:
/// `fontSize` 36, `foregroundColor` opaque white, `alignmentMode` natural), `CALayer.preferredFrameSize()`,
/// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
/// `UILabel.drawText(in:)` ("You should not call this method directly … override it"), `NSObject.awakeFromNib()`,
/// `UIViewController.viewRespectsSystemMinimumLayoutMargins` (default `true`).
@MainActor
@Suite struct LayoutAndTextCodeAsWrittenTests {
  final class InsetLabel: UILabel {
    var drawnIn: [CGRect] = []
    override func drawText(in rect: CGRect) {
      drawnIn.append(rect)
      super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)))
    }
  }

  final class PixelPerfectLayoutConstraint: NSLayoutConstraint {
    var woken = false
    override func prepareForInterfaceBuilder() {
      super.prepareForInterfaceBuilder()
    }
    override func awakeFromNib() {
      super.awakeFromNib()
      woken = true
    }
  }

  @Test func keyboardFrameFromANotificationsValue() {
    let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
    let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
    #expect((userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
  }

  @Test func textLayerKeepsCoreAnimationsDefaultsAndWhatIsSet() {
    let textLayer = CATextLayer()
    #expect(textLayer.fontSize == 36 && textLayer.alignmentMode == .natural && textLayer.truncationMode == .none)
    #expect(textLayer.foregroundColor == CGColor(gray: 1, alpha: 1))
    textLayer.string = "42%"
    textLayer.fontSize = 17
    textLayer.foregroundColor = UIColor.red.cgColor
    textLayer.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
    #expect(textLayer.preferredFrameSize() == CGSize(width: 60, height: 20))
    #expect(textLayer.string as? String == "42%" && textLayer.foregroundColor == UIColor.red.cgColor)
  }

  /// The fitting size solves the view's constraints with its own size free, drawn towards the target at the fitting
  /// priorities (below a button's intrinsic size, above nothing else), and leaves every frame as it was.
  @Test func fittingSizesSolveTheViewsConstraints() {
    // Sizes are rounded to the pixels of the views' window's device, an iPhone 16 (3×).
    let window = UIWindow(device: .iPhone)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    button.setTitle("Buy", for: .normal)
    window.addSubview(button)
    let size = CGSize(width: 300, height: 0)
    #expect(
      button.systemLayoutSizeFitting(
        size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        == CGSize(width: 300, height: 30))
    #expect(button.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == button.intrinsicContentSize)
    #expect(button.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
    // A footer's content: a label 16 inside each edge.
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    window.addSubview(footer)
    let label = UILabel()
    label.text = "Terms of Service"
    label.translatesAutoresizingMaskIntoConstraints = false
    footer.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: footer.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: footer.topAnchor, constant: 16),
      label.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -16),
    ])
    func points(_ size: CGSize) -> String { String(format: "%.3f x %.3f", Double(size.width), Double(size.height)) }
    // The label's text is 130 × 20.333 (SegueKit's measure); 16 around it.
    #expect(points(label.intrinsicContentSize) == "130.000 x 20.333")
    #expect(points(footer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)) == "162.000 x 52.333")
    let fitted = footer.systemLayoutSizeFitting(
      CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(points(fitted) == "393.000 x 52.333")
    #expect(footer.frame.size == CGSize(width: 393, height: 100) && label.frame == .zero)
  }

  @Test func subclassesOverrideDrawingAndNibHooks() {
    let label = InsetLabel()
    label.drawText(in: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(label.drawnIn == [CGRect(x: 0, y: 0, width: 100, height: 20)])
    let constraint = PixelPerfectLayoutConstraint(
      item: label, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 1)
    constraint.awakeFromNib()
    #expect(constraint.woken)
    #expect(UIViewController().viewRespectsSystemMinimumLayoutMargins)
  }
}
