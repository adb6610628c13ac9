public import Foundation

extension NSAttributedString {
  /// A string of one character, U+FFFC (the object replacement character), whose `.attachment` attribute is
  /// `attachment`. Mirrors UIKit's `init(attachment:)` (`NSAttachmentCharacter` in `NSTextAttachment.h`).
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
