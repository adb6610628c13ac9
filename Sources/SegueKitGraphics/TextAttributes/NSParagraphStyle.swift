public import Foundation

/// The layout of a paragraph of text: alignment, spacing, line breaks.
///
/// Mirrors UIKit's `NSParagraphStyle`. Its properties are settable here (on iOS only through
/// ``NSMutableParagraphStyle``), so code written for iOS compiles unchanged.
open class NSParagraphStyle: NSObject {
  /// How lines line up.
  open var alignment: NSTextAlignment = .natural
  /// The space between lines.
  open var lineSpacing: CGFloat = 0
  /// The space after the paragraph.
  open var paragraphSpacing: CGFloat = 0
  /// The space before the paragraph.
  open var paragraphSpacingBefore: CGFloat = 0
  /// How lines are broken.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The multiple of the natural line height.
  open var lineHeightMultiple: CGFloat = 0
  /// The minimum line height.
  open var minimumLineHeight: CGFloat = 0
  /// The maximum line height (zero: no limit).
  open var maximumLineHeight: CGFloat = 0
  /// The indent of the first line.
  open var firstLineHeadIndent: CGFloat = 0
  /// The indent of the other lines.
  open var headIndent: CGFloat = 0
  /// The trailing indent.
  open var tailIndent: CGFloat = 0
  /// The hyphenation threshold.
  open var hyphenationFactor: Float = 0

  /// The default paragraph style.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return alignment == other.alignment && lineSpacing == other.lineSpacing
      && paragraphSpacing == other.paragraphSpacing && paragraphSpacingBefore == other.paragraphSpacingBefore
      && lineBreakMode == other.lineBreakMode && lineHeightMultiple == other.lineHeightMultiple
      && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
      && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
      && tailIndent == other.tailIndent && hyphenationFactor == other.hyphenationFactor
  }

  open override var hash: Int { alignment.rawValue ^ lineSpacing.hashValue }
}
