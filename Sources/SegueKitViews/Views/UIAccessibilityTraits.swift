/// What an accessibility element is and how it behaves, for VoiceOver.
///
/// Mirrors UIKit's `UIAccessibilityTraits`. UIKit exports the traits as constants, not literals; the raw values here
/// are those the constants hold on iOS.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64

  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  public static let none = UIAccessibilityTraits([])
  public static var button: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x1) }
  public static var link: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x2) }
  public static var image: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x4) }
  public static var selected: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x8) }
  public static var playsSound: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x10) }
  public static var keyboardKey: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x20) }
  public static var staticText: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x40) }
  public static var summaryElement: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x80) }
  public static var notEnabled: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x100) }
  public static var updatesFrequently: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x200) }
  public static var searchField: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x400) }
  public static var startsMediaSession: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x800) }
  public static var adjustable: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x1000) }
  public static var allowsDirectInteraction: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x2000) }
  public static var causesPageTurn: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x4000) }
  public static var tabBar: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x8000) }
  public static var header: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0x10000) }
}
