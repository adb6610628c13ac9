public import Foundation

/// A label.
///
/// Mirrors UIKit's `UILabel`: its text, font, colour and line settings are kept and read back, and its text is
/// measured for its intrinsic size (nothing is drawn). Setting ``attributedText`` sets ``text`` to its string, and
/// setting ``text`` replaces the attributed text with a plain one, as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The label's text.
  open var text: String? {
    get { textStorage }
    set {
      textStorage = newValue
      attributedStorage = nil
      invalidateIntrinsicContentSize()
    }
  }
  private var textStorage: String?
  private var attributedStorage: NSAttributedString?

  /// The label's styled text; a plain label's text as an attributed string when only ``text`` was set.
  open var attributedText: NSAttributedString? {
    get { attributedStorage ?? textStorage.map { NSAttributedString(string: $0) } }
    set {
      attributedStorage = newValue
      textStorage = newValue?.string
      invalidateIntrinsicContentSize()
    }
  }

  /// The font; the 17-point system font by default, as UIKit's.
  open var font: UIFont! {
    get { fontStorage ?? .systemFont(ofSize: 17) }
    set {
      fontStorage = newValue
      invalidateIntrinsicContentSize()
    }
  }
  private var fontStorage: UIFont?

  /// The text colour; the system label colour by default.
  open var textColor: UIColor! {
    get { textColorStorage ?? .label }
    set { textColorStorage = newValue }
  }
  private var textColorStorage: UIColor?

  /// How lines line up; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural
  /// The maximum number of lines (0: no limit); 1 by default.
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// How lines that do not fit are broken; `.byTruncatingTail` by default.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the content size category.
  open var adjustsFontForContentSizeCategory = false
  /// The highlighted text colour.
  open var highlightedTextColor: UIColor?
  /// Whether the label is highlighted.
  open var isHighlighted = false
  /// Whether the label is enabled.
  open var isEnabled = true
  /// The preferred width of a multi-line label for layout.
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// The shadow colour of the text.
  open var shadowColor: UIColor?
  /// The shadow offset of the text; `(0, -1)` by default.
  open var shadowOffset = CGSize(width: 0, height: -1)

  /// The text's size on the label's lines, rounded up to the screen's pixels; zero without text. Mirrors UIKit's
  /// `intrinsicContentSize`: one line unless ``numberOfLines`` allows more, then the text wraps to
  /// ``preferredMaxLayoutWidth`` or, when that is 0, to the label's current width.
  open override var intrinsicContentSize: CGSize {
    let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    return measuredSize(wrappingTo: numberOfLines == 1 || wrapWidth <= 0 ? .greatestFiniteMagnitude : wrapWidth)
  }

  /// The size the text needs within `size`'s width (on one line when ``numberOfLines`` is 1), rounded up to the
  /// screen's pixels. Mirrors UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measuredSize(wrappingTo: numberOfLines == 1 || size.width <= 0 ? .greatestFiniteMagnitude : size.width)
  }

  /// The label's text is centred vertically in its bounds: its block is as tall as ``intrinsicContentSize`` measures it
  /// (one line of ``font`` for no text).
  package final var contentTextBaselines: TextBaselines? {
    let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    let wrap = numberOfLines == 1 || wrapWidth <= 0 ? CGFloat.greatestFiniteMagnitude : wrapWidth
    let height = layout.size(maxWidth: wrap, maxLines: numberOfLines).height
    return .centred(blockHeight: height > 0 ? height : font.lineHeight, font: font)
  }

  /// The text's rectangle in `bounds`, from its top left, with at most `numberOfLines` lines (0: as many as fit).
  /// Mirrors UIKit's `textRect(forBounds:limitedToNumberOfLines:)`, which subclasses override to inset the text.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let size = layout.size(maxWidth: bounds.width, maxLines: numberOfLines)
    return CGRect(
      origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    )
  }

  private var layout: TextLayout {
    attributedStorage.map { TextLayout($0, defaultFont: font) }
      ?? TextLayout(text ?? "", attributes: [.font: font as Any])
  }

  private func measuredSize(wrappingTo width: CGFloat) -> CGSize {
    roundedUpToPixels(layout.size(maxWidth: width, maxLines: numberOfLines))
  }

  /// What the label shows: its stored frame is its size while it still shows what its storyboard or nib stored.
  private struct Content: Equatable {
    var text: String?
    var attributed: NSAttributedString?
    var font: UIFont
    var numberOfLines: Int
  }
  private var content: Content {
    Content(text: textStorage, attributed: attributedStorage, font: font, numberOfLines: numberOfLines)
  }
  private var designContent: Content?

  package final func noteContentDesign() { designContent = content }
  package final var showsContentDesign: Bool { designContent == content }

  /// Mirrors UIKit's `drawText(in:)`, which a subclass overrides to inset or restyle the text; nothing is drawn.
  open func drawText(in rect: CGRect) {}

  package final var contentIsAccessibilityElement: Bool { true }
  package final var contentAccessibilityLabel: String? { text }
  package final var contentAccessibilityTraits: UIAccessibilityTraits { .staticText }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  @available(iOS 9.0, *)
  open var allowsDefaultTighteningForTruncation: Bool = false
  open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
  // MARK: - End of generated members
}
