public import Foundation

// UIKit's string measuring (`NSStringDrawing.h`), with SegueKit's text measure: San Francisco's line heights and
// widths within about 1% of a device's (see the "Differences from UIKit" article). Drawing draws nothing.

extension NSString {
  /// The size the string takes on one line per paragraph, not rounded (Apple: "This method returns fractional
  /// sizes"). Mirrors UIKit's `size(withAttributes:)`.
  @available(iOS 7.0, *)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextLayout(String(self), attributes: attrs).size(maxWidth: .greatestFiniteMagnitude, maxLines: 0)
  }

  /// The rectangle the string takes in `size`. Mirrors UIKit's `boundingRect(with:options:attributes:context:)`:
  /// with `.usesLineFragmentOrigin` the text wraps to the width and keeps the lines that fit the height, from the
  /// top left; without it the text is one line whose baseline is at the origin.
  @available(iOS 7.0, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    TextLayout(String(self), attributes: attributes).boundingRect(with: size, options: options)
  }

  /// Draws nothing. Mirrors UIKit's `draw(at:withAttributes:)`.
  @available(iOS 7.0, *)
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws nothing. Mirrors UIKit's `draw(in:withAttributes:)`.
  @available(iOS 7.0, *)
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws nothing. Mirrors UIKit's `draw(with:options:attributes:context:)`.
  @available(iOS 7.0, *)
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {}
}

extension String {
  /// The size the string takes on one line per paragraph, not rounded. Mirrors UIKit's `size(withAttributes:)`.
  @available(iOS 7.0, *)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextLayout(self, attributes: attrs).size(maxWidth: .greatestFiniteMagnitude, maxLines: 0)
  }

  /// The rectangle the string takes in `size`. Mirrors UIKit's `boundingRect(with:options:attributes:context:)`.
  @available(iOS 7.0, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    TextLayout(self, attributes: attributes).boundingRect(with: size, options: options)
  }

  /// Draws nothing. Mirrors UIKit's `draw(at:withAttributes:)`.
  @available(iOS 7.0, *)
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws nothing. Mirrors UIKit's `draw(in:withAttributes:)`.
  @available(iOS 7.0, *)
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws nothing. Mirrors UIKit's `draw(with:options:attributes:context:)`.
  @available(iOS 7.0, *)
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {}
}

extension NSAttributedString {
  /// The size the text takes on one line per paragraph, not rounded. Mirrors UIKit's `size()`.
  @available(iOS 6.0, *)
  public func size() -> CGSize {
    TextLayout(self).size(maxWidth: .greatestFiniteMagnitude, maxLines: 0)
  }

  /// The rectangle the text takes in `size`. Mirrors UIKit's `boundingRect(with:options:context:)`.
  @available(iOS 6.0, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    TextLayout(self).boundingRect(with: size, options: options)
  }
}

/// Text with its fonts, laid out by SegueKit's text measure. Not in UIKit.
struct TextLayout {
  /// The font of text with no font attribute: Helvetica 12, as Apple documents for `NSAttributedString`.
  static let defaultFont = UIFont(name: "Helvetica", size: 12)!

  var runs: [TextMeasure.Run]
  var lineSpacing: CGFloat = 0

  init(_ text: String, attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont = Self.defaultFont) {
    runs = [Self.run(text, attributes ?? [:], defaultFont: defaultFont)]
    lineSpacing = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing ?? 0
  }

  init(_ text: NSAttributedString, defaultFont: UIFont = Self.defaultFont) {
    runs = []
    let whole = NSRange(location: 0, length: text.length)
    text.enumerateAttributes(in: whole) { attributes, range, _ in
      runs.append(Self.run(text.attributedSubstring(from: range).string, attributes, defaultFont: defaultFont))
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
        lineSpacing = max(lineSpacing, style.lineSpacing)
      }
    }
  }

  private static func run(_ text: String, _ attributes: [NSAttributedString.Key: Any], defaultFont: UIFont)
    -> TextMeasure.Run
  {
    let kern = (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? attributes[.kern] as? CGFloat ?? 0
    return TextMeasure.Run(text, font: attributes[.font] as? UIFont ?? defaultFont, kern: kern)
  }

  var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

  /// The size of the lines fitting `maxWidth`, at most `maxLines` (0: all); zero for no text.
  func size(maxWidth: CGFloat, maxLines: Int) -> CGSize {
    guard !isEmpty else { return .zero }
    let lines = TextMeasure.lines(of: runs, maxWidth: maxWidth, maxLines: maxLines)
    let height = lines.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(lines.count - 1)
    return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
  }

  func boundingRect(with size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    guard options.contains(.usesLineFragmentOrigin) else {
      let line = self.size(maxWidth: .greatestFiniteMagnitude, maxLines: 1)
      let ascender = (runs.first?.font ?? Self.defaultFont).ascender
      return CGRect(x: 0, y: line.height > 0 ? -ascender : 0, width: line.width, height: line.height)
    }
    var fitting = self.size(maxWidth: size.width, maxLines: 0)
    if fitting.height > size.height, !isEmpty {
      // Only the lines that fit the height, and at least one.
      let lines = TextMeasure.lines(of: runs, maxWidth: size.width)
      var kept = 0
      var height: CGFloat = 0
      for line in lines {
        let next = height + (kept > 0 ? lineSpacing : 0) + line.height
        if kept > 0, next > size.height { break }
        (height, kept) = (next, kept + 1)
      }
      fitting = self.size(maxWidth: size.width, maxLines: kept)
    }
    return CGRect(origin: .zero, size: fitting)
  }
}
