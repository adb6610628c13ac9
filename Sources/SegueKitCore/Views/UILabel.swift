public import Foundation

/// A label.
///
/// Mirrors UIKit's `UILabel`: its text, font, colour and line settings are kept and read back (nothing is drawn or
/// measured). Setting ``attributedText`` sets ``text`` to its string, and setting ``text`` replaces the attributed
/// text with a plain one, as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The label's text.
  open var text: String? {
    get { textStorage }
    set {
      textStorage = newValue
      attributedStorage = nil
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
    }
  }

  /// The font; the 17-point system font by default, as UIKit's.
  open var font: UIFont! {
    get { fontStorage ?? .systemFont(ofSize: 17) }
    set { fontStorage = newValue }
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
  open var numberOfLines = 1
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

  /// Mirrors UIKit's `drawText(in:)`, which a subclass overrides to inset or restyle the text; nothing is drawn.
  open func drawText(in rect: CGRect) {}

  override var isAccessibilityElementByDefault: Bool { true }
  override var accessibilityLabelByDefault: String? { text }
  override var accessibilityTraitsByDefault: UIAccessibilityTraits { .staticText }
}
