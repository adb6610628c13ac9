/// The style of an underline or strikethrough.
///
/// Mirrors UIKit's `NSUnderlineStyle`; raw values are UIKit's.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x01) }
  public static var thick: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x02) }
  public static var double: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x09) }
  public static var patternDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0100) }
  public static var patternDash: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0200) }
  public static var patternDashDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0300) }
  public static var patternDashDotDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0400) }
  public static var byWord: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x8000) }
}
