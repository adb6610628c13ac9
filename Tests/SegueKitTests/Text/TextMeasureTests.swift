import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Text has a size: labels, buttons and `NSString`/`NSAttributedString` measuring. Sources: Apple's documentation of
/// `UILabel.intrinsicContentSize`, `sizeThatFits(_:)`, `preferredMaxLayoutWidth` ("the preferred maximum width, in
/// points, for a multiline label"), `NSString.size(withAttributes:)` ("This method returns fractional sizes"),
/// `boundingRect(with:options:attributes:context:)` (`usesLineFragmentOrigin`: "The specified origin is the line
/// fragment origin, not the baseline origin") and `NSAttributedString`'s default font ("Helvetica 12-point").
/// Heights are San Francisco's: every single-line system-font label in the corpus storyboards is as tall as 2,444/2,048
/// of its point size rounded up to the pixel (17 points: 20.287, stored as 20.5 at 2× and 20.333 at 3×). Widths are
/// SegueKit's approximation of San Francisco's (Inter's widths scaled by size), so the tests compare them with what
/// Xcode stored, within a pixel or two, and pin SegueKit's own figures exactly.
@MainActor
@Suite struct TextMeasureTests {
  /// Sizes are rounded up to the pixels of the view's window's device: here an iPhone 16's (3×), whatever window other
  /// tests made key.
  private let window = UIWindow(device: .iPhone)

  private func inWindow<View: UIView>(_ view: View) -> View {
    window.addSubview(view)
    return view
  }

  private func describe(_ size: CGSize) -> String {
    func n(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
    return "\(n(size.width))x\(n(size.height))"
  }

  @Test func theSystemFontHasSanFranciscosLineMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect([font.lineHeight, font.ascender, font.descender] == [20.287109375, 16.1865234375, -4.1005859375])
    #expect(UIFont.systemFont(ofSize: 12).lineHeight == 14.3203125)
  }

  /// Interface Builder's default label, "Label" in the 17-point system font, is stored 42 × 21 (whole points) or
  /// 41.5 × 20.5 (2×); on the default iPhone (3×) its height is 20.333.
  @Test func aLabelIsAsBigAsItsTextRoundedUpToThePixel() {
    let label = inWindow(UILabel())
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Label"
    let size = label.intrinsicContentSize
    #expect(describe(size) == "41.667x20.333")
    label.font = .boldSystemFont(ofSize: 13)
    label.text = "DOWNLOAD"
    #expect(describe(label.intrinsicContentSize) == "78.333x15.667")
    label.sizeToFit()
    #expect(describe(label.frame.size) == "78.333x15.667")
  }

  /// A label of more than one line wraps at spaces to its preferred width, else to its width; one line is one line
  /// however narrow the label.
  @Test func aMultilineLabelWrapsToItsPreferredWidth() {
    let label = inWindow(UILabel())
    label.text = "The quick brown fox jumps over the lazy dog"
    let oneLine = label.intrinsicContentSize
    #expect(describe(oneLine) == "344.000x20.333")
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    #expect(label.intrinsicContentSize == oneLine)
    label.numberOfLines = 0
    // "The quick" | "brown fox" | "jumps over" | "the lazy dog": four lines of 20.287 points (81.148).
    #expect(describe(label.intrinsicContentSize) == "94.333x81.333")
    label.preferredMaxLayoutWidth = 200
    // "The quick brown fox jumps" | "over the lazy dog"
    #expect(describe(label.intrinsicContentSize) == "183.000x40.667")
    label.numberOfLines = 2
    #expect(describe(label.sizeThatFits(CGSize(width: 100, height: 1000))) == "77.333x40.667")
    // The first two lines' width, the bounds' height.
    let rect = label.textRect(forBounds: CGRect(x: 5, y: 5, width: 100, height: 30), limitedToNumberOfLines: 2)
    #expect(rect.origin == CGPoint(x: 5, y: 5))
    #expect(describe(rect.size) == "77.052x30.000")
  }

  @Test func stringsMeasureAsUIKitsStringDrawing() {
    let font = UIFont.systemFont(ofSize: 17)
    let size = "Hello".size(withAttributes: [.font: font])
    #expect(describe(size) == "38.688x20.287")
    #expect(("Hello" as NSString).size(withAttributes: [.font: font]) == size)
    // No font: Helvetica 12.
    #expect(describe("Hello".size(withAttributes: nil)) == "28.400x14.320")
    #expect("".size(withAttributes: [.font: font]) == .zero)
    // Two paragraphs: two lines, as wide as the wider.
    #expect(describe("Hello\nHello, world".size(withAttributes: [.font: font])) == "90.422x40.574")
    let text = "The quick brown fox jumps over the lazy dog"
    let wrapped = text.boundingRect(
      with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(describe(wrapped.size) == "94.173x81.148")
    let twoLinesHigh = text.boundingRect(
      with: CGSize(width: 100, height: 45), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(describe(twoLinesHigh.size) == "77.052x40.574")
    // Without the line fragment origin: one line, its baseline at the origin.
    let baseline = text.boundingRect(
      with: CGSize(width: 100, height: 45), options: [], attributes: [.font: font], context: nil)
    #expect(baseline.origin == CGPoint(x: 0, y: -font.ascender))
    #expect(describe(baseline.size) == "343.824x20.287")
  }

  @Test func attributedTextMeasuresEachRunInItsFont() {
    let text = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    text.append(NSAttributedString(string: "plain", attributes: [.font: UIFont.systemFont(ofSize: 12), .kern: 2]))
    #expect(describe(text.size()) == "81.293x23.867")
    let label = inWindow(UILabel())
    label.attributedText = NSAttributedString(string: "Label")
    // A run without a font takes the label's.
    #expect(describe(label.intrinsicContentSize) == "41.667x20.333")
  }

  /// A button's title with 6 points above and below unless its content insets say otherwise: Interface Builder's
  /// default button, "Button" in the 15-point system font, is stored 46 × 30.
  @Test func aButtonIsAsBigAsItsTitleAndImage() {
    let button = inWindow(UIButton(type: .system))
    button.setTitle("Button", for: .normal)
    #expect(describe(button.intrinsicContentSize) == "46.000x30.000")
    button.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 10, bottom: 0.01, right: 10)
    #expect(describe(button.intrinsicContentSize) == "66.000x18.000")
    let icon = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 36)).image { _ in }
    button.contentEdgeInsets = .zero
    button.setImage(icon, for: .normal)
    // The image beside the title; the padded title (30) is shorter than the image.
    #expect(describe(button.intrinsicContentSize) == "70.000x36.000")
    let imageOnly = inWindow(UIButton(type: .custom))
    imageOnly.setImage(icon, for: .normal)
    #expect(imageOnly.intrinsicContentSize == CGSize(width: 24, height: 36))
    let plain = UIButton(type: .custom)
    #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }
}
