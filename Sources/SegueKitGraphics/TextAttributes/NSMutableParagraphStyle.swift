/// A paragraph style whose properties can be set.
///
/// Mirrors UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// Copies every property of `obj`. Mirrors UIKit's `setParagraphStyle(_:)`.
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    alignment = obj.alignment
    lineSpacing = obj.lineSpacing
    paragraphSpacing = obj.paragraphSpacing
    paragraphSpacingBefore = obj.paragraphSpacingBefore
    lineBreakMode = obj.lineBreakMode
    lineHeightMultiple = obj.lineHeightMultiple
    minimumLineHeight = obj.minimumLineHeight
    maximumLineHeight = obj.maximumLineHeight
    firstLineHeadIndent = obj.firstLineHeadIndent
    headIndent = obj.headIndent
    tailIndent = obj.tailIndent
    hyphenationFactor = obj.hyphenationFactor
  }
}
