public import Foundation

// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key`; raw values are UIKit's.
extension NSAttributedString.Key {
  /// The font (a ``UIFont``). Mirrors UIKit's `NSAttributedString.Key.font`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour (a ``UIColor``). Mirrors UIKit's `.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The background colour. Mirrors UIKit's `.backgroundColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph style (an ``NSParagraphStyle``). Mirrors UIKit's `.paragraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The underline style (an `NSUnderlineStyle` raw value). Mirrors UIKit's `.underlineStyle`.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline colour. Mirrors UIKit's `.underlineColor`.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough style. Mirrors UIKit's `.strikethroughStyle`.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough colour. Mirrors UIKit's `.strikethroughColor`.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The letter spacing. Mirrors UIKit's `.kern`.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The offset from the baseline. Mirrors UIKit's `.baselineOffset`.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The outline colour. Mirrors UIKit's `.strokeColor`.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline width. Mirrors UIKit's `.strokeWidth`.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The shadow. Mirrors UIKit's `.shadow`.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The attachment. Mirrors UIKit's `.attachment`.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// The ligature setting. Mirrors UIKit's `.ligature`.
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// The link (a `URL` or `String`). Mirrors UIKit's `.link`.
  public static let link = NSAttributedString.Key("NSLink")
}
