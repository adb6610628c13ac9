import Foundation
import SegueKit
import Testing

// Issue 11: the last UIKit names the corpus apps lacked, in the apps' own code (Corona-Warn-App, SwipeMail),
// compiled as written: that this file compiles is the first check; the tests read the results back.

/// CWA `Views/BaseElements/ENATanInput.swift`: a label that underlines itself in `draw(_:)`.
@MainActor
private final class UnderlinedLabel: UILabel {
  var lineWidth: CGFloat = 1
  var lineColor = UIColor.separator
  var contextSeen: [Bool] = []

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    contextSeen.append(UIGraphicsGetCurrentContext() != nil)
    if false != text?.isEmpty {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setLineWidth(lineWidth)
      context.setStrokeColor(lineColor.cgColor)
      context.move(to: CGPoint(x: 0, y: bounds.height - lineWidth / 2))
      context.addLine(to: CGPoint(x: bounds.width, y: bounds.height - lineWidth / 2))
      context.strokePath()
    }
  }
}

/// CWA `Scenes/ExposureSubmission/ExposureSubmissionQRScannerViewController.swift`.
extension UIImage {
  fileprivate static func with(color: UIColor) -> UIImage? {
    let rect = CGRect(x: 0, y: 0, width: 1, height: 1)

    UIGraphicsBeginImageContext(rect.size)

    if let context = UIGraphicsGetCurrentContext() {
      context.setFillColor(color.cgColor)
      context.fill(rect)
    }

    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()

    return image
  }
}

/// SwipeMail `Example/MailExample/Shared.swift` (Swift 5 there; in Swift 6, main-actor isolated, since
/// `UIGraphicsBeginImageContextWithOptions` reads the main screen's scale).
@MainActor
private func circularIcon(with color: UIColor, size: CGSize, icon: UIImage? = nil) -> UIImage? {
  let rect = CGRect(origin: .zero, size: size)
  UIGraphicsBeginImageContextWithOptions(size, false, 0.0)

  UIBezierPath(ovalIn: rect).addClip()

  color.setFill()
  UIRectFill(rect)

  if let icon = icon {
    let iconRect = CGRect(
      x: (rect.size.width - icon.size.width) / 2,
      y: (rect.size.height - icon.size.height) / 2,
      width: icon.size.width,
      height: icon.size.height)
    icon.draw(in: iconRect, blendMode: .normal, alpha: 1.0)
  }

  defer { UIGraphicsEndImageContext() }

  return UIGraphicsGetImageFromCurrentImageContext()
}

/// CWA `Extensions/UIFont+DynamicType.swift`.
extension UIFont {
  fileprivate var textStyle: UIFont.TextStyle? {
    guard let string = fontDescriptor.fontAttributes[.textStyle] as? String else { return nil }
    return UIFont.TextStyle(rawValue: string)
  }
}

@MainActor @Suite struct CorpusGraphicsAsWrittenTests {
  /// UIKit makes a context current only while it draws; SegueKit never calls `draw(_:)` itself, so an app's
  /// `draw(_:)` called outside a context finds none, and one called inside an image context finds that one.
  @Test func drawFindsAContextOnlyInsideOne() {
    let label = UnderlinedLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    label.text = "ABC123"
    label.draw(label.bounds)
    UIGraphicsBeginImageContext(label.bounds.size)
    label.draw(label.bounds)
    UIGraphicsEndImageContext()
    #expect(label.contextSeen == [false, true])
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func aContextKeepsItsPathUntilItIsPainted() throws {
    UIGraphicsBeginImageContext(CGSize(width: 100, height: 40))
    defer { UIGraphicsEndImageContext() }
    let context = try #require(UIGraphicsGetCurrentContext())
    #expect([context.isPathEmpty] == [true])
    context.move(to: CGPoint(x: 0, y: 39.5))
    context.addLine(to: CGPoint(x: 100, y: 39.5))
    #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 39.5, width: 100, height: 0))
    #expect(context.currentPointOfPath == CGPoint(x: 100, y: 39.5))
    context.strokePath()
    #expect([context.isPathEmpty, context.boundingBoxOfPath.isNull] == [true, true])
  }

  /// An image context's transform flips Core Graphics' bottom-left origin to UIKit's top left, at the context's
  /// scale; `saveGState()` / `restoreGState()` bracket changes to it.
  @Test func theTransformIsSavedAndRestored() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 2)
    defer { UIGraphicsEndImageContext() }
    let context = try #require(UIGraphicsGetCurrentContext())
    let initial = CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40)
    #expect(context.ctm == initial)
    context.saveGState()
    context.translateBy(x: 5, y: 5)
    context.scaleBy(x: 2, y: 2)
    #expect(context.ctm == CGAffineTransform(a: 4, b: 0, c: 0, d: -4, tx: 10, ty: 30))
    context.restoreGState()
    #expect(context.ctm == initial)
  }

  @Test func contextsNestAndPop() throws {
    UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
    let outer = try #require(UIGraphicsGetCurrentContext())
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { rendererContext in
      #expect(UIGraphicsGetCurrentContext() === rendererContext.cgContext)
      #expect(UIGraphicsGetCurrentContext() !== outer)
    }
    #expect(image.size == CGSize(width: 2, height: 2))
    UIGraphicsPushContext(outer)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)  // A pushed context is no image context.
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() === outer)
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func corpusImageHelpersMakeImagesOfTheirSize() {
    #expect(UIImage.with(color: .red)?.size == CGSize(width: 1, height: 1))
    let icon = UIImage(systemName: "star")
    #expect(
      circularIcon(with: .blue, size: CGSize(width: 30, height: 30), icon: icon)?.size == CGSize(width: 30, height: 30))
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func blendModesHaveCoreGraphicsRawValues() {
    let modes: [CGBlendMode] = [.normal, .luminosity, .clear, .copy, .xor, .plusDarker, .plusLighter]
    #expect(modes.map(\.rawValue) == [0, 15, 16, 17, 25, 26, 27])
  }

  @Test func aTextStyleFontNamesItsStyleInItsAttributes() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let system = UIFont.systemFont(ofSize: 13)
    #expect(
      [body.textStyle, UIFont.preferredFont(forTextStyle: .headline).textStyle, system.textStyle] == [
        .body, .headline, nil,
      ])
    #expect(body.fontDescriptor.fontAttributes[.size] as? NSNumber == 17)
    #expect(system.fontDescriptor.fontAttributes.keys.sorted { $0.rawValue < $1.rawValue } == [.name, .size])
    #expect(UIFontDescriptor.AttributeName.textStyle.rawValue == "NSCTFontUIUsageAttribute")
  }

  @Test func imageViewsCanIgnoreInvertColors() {
    // CWA `SceneDelegate.swift`, compiled but not run: the appearance proxy is shared by every test.
    let setUpAppearance = { UIImageView.appearance().accessibilityIgnoresInvertColors = true }
    _ = setUpAppearance
    let imageView = UIImageView()
    let before = imageView.accessibilityIgnoresInvertColors
    imageView.accessibilityIgnoresInvertColors = true
    #expect([before, imageView.accessibilityIgnoresInvertColors] == [false, true])
  }
}
