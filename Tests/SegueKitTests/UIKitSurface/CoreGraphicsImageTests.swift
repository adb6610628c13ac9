import Foundation
import SegueKit
import Testing

/// UIKit's bridge to Core Graphics' images, the rectangle transform apps measure transitions with, and text
/// attachments as attributed strings, as the wide corpus uses them (OpenFoodFacts turns a photo with
/// `UIImage(cgImage:scale:orientation:)`, Frame Grabber reads `cgImage` and `CGRect.applying(_:)`, VocabularyTrainer
/// puts an `NSAttributedString(attachment:)` in a button's title). Sources: UIKit's `UIImage.h` (`cgImage`,
/// `initWithCGImage:`, `initWithCGImage:scale:orientation:`; the size in points is the pixel size over the scale,
/// with width and height swapped for the left and right orientations), CoreGraphics' documentation of
/// `CGRectApplyAffineTransform` ("the smallest rectangle that contains the transformed corner points") and
/// `CGImageCreateWithImageInRect` (`cropping(to:)`: the rectangle made integral, `NULL` outside the image), UIKit's
/// `NSTextAttachment.h` (`NSAttachmentCharacter = 0xFFFC`).
@MainActor
@Suite struct CoreGraphicsImageTests {
  @Test func aCGImageGoesIntoAnImageAndComesBackTheSame() throws {
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { _ in }
    let pixels = try #require(drawn.cgImage)
    #expect(
      [pixels.width, pixels.height, pixels.bitsPerComponent, pixels.bitsPerPixel, pixels.bytesPerRow]
        == [8, 4, 8, 32, 32] as [Int])
    let image = UIImage(cgImage: pixels)
    #expect(image.cgImage === pixels)
    #expect(image.size == CGSize(width: 8, height: 4) && image.scale == 1 && image.imageOrientation == .up)
    let turned = UIImage(cgImage: pixels, scale: 2, orientation: .left)
    #expect(turned.cgImage === pixels)
    #expect(turned.size == CGSize(width: 2, height: 4) && turned.scale == 2 && turned.imageOrientation == .left)
    let upsideDown = UIImage(cgImage: pixels, scale: 2, orientation: .down)
    #expect(upsideDown.size == CGSize(width: 4, height: 2) && upsideDown.imageOrientation == .down)
    #expect(UIImage().cgImage == nil)
    let part = try #require(pixels.cropping(to: CGRect(x: 5.5, y: 1, width: 4, height: 4)))
    #expect([part.width, part.height] == [3, 3] as [Int])
    #expect(pixels.cropping(to: CGRect(x: 9, y: 0, width: 1, height: 1)) == nil)
  }

  @Test func aTransformedRectangleIsTheBoxAroundItsCorners() {
    let rect = CGRect(x: 1, y: 2, width: 4, height: 2)
    #expect(
      rect.applying(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 0)) == CGRect(x: 3, y: 6, width: 8, height: 6))
    // A quarter turn, (x, y) → (-y, x): the corners (1, 2) … (5, 4) go to (-2, 1) … (-4, 5).
    #expect(
      rect.applying(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        == CGRect(x: -4, y: 1, width: 2, height: 4))
    #expect(CGRect.null.applying(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 5)).isNull)
  }

  /// Swift's CoreGraphics overlay makes `CGColor` expressible by a colour literal (its test
  /// `CGColor/_ExpressibleByColorLiteral`), so Xcode's colour picker writes straight into a layer's colours (Scoop's
  /// and Cuisiner's `layer.borderColor = #colorLiteral(…)`); with no type asked for, the literal is a `UIColor`.
  @Test func aColorLiteralMakesACGColorWhereOneIsExpected() {
    let layer = CALayer()
    layer.borderColor = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 0.75)
    #expect(layer.borderColor?.components == [0.5, 0.25, 1, 0.75])
    let untyped = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)
    #expect(type(of: untyped) == UIColor.self)
  }

  @Test func anAttachmentIsOneObjectReplacementCharacter() {
    let attachment = NSTextAttachment()
    let text = NSAttributedString(attachment: attachment)
    #expect(text.string == "\u{FFFC}")
    #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
  }
}
