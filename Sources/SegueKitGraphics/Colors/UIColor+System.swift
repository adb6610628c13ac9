internal import Foundation

// The standard and system colours. Standard colours are fixed components (UIKit's values); system colours
// are named dynamic colours, resolved here to their light-appearance values (Apple's Human Interface Guidelines,
// "Color"), whatever the traits, since no trait says light or dark.
extension UIColor {
  /// The standard colour; mirrors UIKit's `UIColor.black`.
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.darkGray`.
  public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.lightGray`.
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.white`.
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.gray`.
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.red`.
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.green`.
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.blue`.
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.cyan`.
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.yellow`.
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.magenta`.
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.orange`.
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.purple`.
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// The standard colour; mirrors UIKit's `UIColor.brown`.
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// The fully transparent colour. Mirrors UIKit's `UIColor.clear`.
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// The old grouped-table background. Mirrors UIKit's deprecated `UIColor.groupTableViewBackground`.
  public class var groupTableViewBackground: UIColor { systemGroupedBackground }
  /// Mirrors UIKit's `UIColor.systemRed` (light appearance).
  public class var systemRed: UIColor { system("systemRedColor", 255, 59, 48, 1) }
  /// Mirrors UIKit's `UIColor.systemGreen` (light appearance).
  public class var systemGreen: UIColor { system("systemGreenColor", 52, 199, 89, 1) }
  /// Mirrors UIKit's `UIColor.systemBlue` (light appearance).
  public class var systemBlue: UIColor { system("systemBlueColor", 0, 122, 255, 1) }
  /// Mirrors UIKit's `UIColor.systemOrange` (light appearance).
  public class var systemOrange: UIColor { system("systemOrangeColor", 255, 149, 0, 1) }
  /// Mirrors UIKit's `UIColor.systemYellow` (light appearance).
  public class var systemYellow: UIColor { system("systemYellowColor", 255, 204, 0, 1) }
  /// Mirrors UIKit's `UIColor.systemPink` (light appearance).
  public class var systemPink: UIColor { system("systemPinkColor", 255, 45, 85, 1) }
  /// Mirrors UIKit's `UIColor.systemPurple` (light appearance).
  public class var systemPurple: UIColor { system("systemPurpleColor", 175, 82, 222, 1) }
  /// Mirrors UIKit's `UIColor.systemTeal` (light appearance).
  public class var systemTeal: UIColor { system("systemTealColor", 48, 176, 199, 1) }
  /// Mirrors UIKit's `UIColor.systemIndigo` (light appearance).
  public class var systemIndigo: UIColor { system("systemIndigoColor", 88, 86, 214, 1) }
  /// Mirrors UIKit's `UIColor.systemBrown` (light appearance).
  public class var systemBrown: UIColor { system("systemBrownColor", 162, 132, 94, 1) }
  /// Mirrors UIKit's `UIColor.systemMint` (light appearance).
  public class var systemMint: UIColor { system("systemMintColor", 0, 199, 190, 1) }
  /// Mirrors UIKit's `UIColor.systemCyan` (light appearance).
  public class var systemCyan: UIColor { system("systemCyanColor", 50, 173, 230, 1) }
  /// Mirrors UIKit's `UIColor.systemGray` (light appearance).
  public class var systemGray: UIColor { system("systemGrayColor", 142, 142, 147, 1) }
  /// Mirrors UIKit's `UIColor.systemGray2` (light appearance).
  public class var systemGray2: UIColor { system("systemGray2Color", 174, 174, 178, 1) }
  /// Mirrors UIKit's `UIColor.systemGray3` (light appearance).
  public class var systemGray3: UIColor { system("systemGray3Color", 199, 199, 204, 1) }
  /// Mirrors UIKit's `UIColor.systemGray4` (light appearance).
  public class var systemGray4: UIColor { system("systemGray4Color", 209, 209, 214, 1) }
  /// Mirrors UIKit's `UIColor.systemGray5` (light appearance).
  public class var systemGray5: UIColor { system("systemGray5Color", 229, 229, 234, 1) }
  /// Mirrors UIKit's `UIColor.systemGray6` (light appearance).
  public class var systemGray6: UIColor { system("systemGray6Color", 242, 242, 247, 1) }
  /// Mirrors UIKit's `UIColor.label` (light appearance).
  public class var label: UIColor { system("labelColor", 0, 0, 0, 1) }
  /// Mirrors UIKit's `UIColor.secondaryLabel` (light appearance).
  public class var secondaryLabel: UIColor { system("secondaryLabelColor", 60, 60, 67, 0.6) }
  /// Mirrors UIKit's `UIColor.tertiaryLabel` (light appearance).
  public class var tertiaryLabel: UIColor { system("tertiaryLabelColor", 60, 60, 67, 0.3) }
  /// Mirrors UIKit's `UIColor.quaternaryLabel` (light appearance).
  public class var quaternaryLabel: UIColor { system("quaternaryLabelColor", 60, 60, 67, 0.18) }
  /// Mirrors UIKit's `UIColor.placeholderText` (light appearance).
  public class var placeholderText: UIColor { system("placeholderTextColor", 60, 60, 67, 0.3) }
  /// Mirrors UIKit's `UIColor.link` (light appearance).
  public class var link: UIColor { system("linkColor", 0, 122, 255, 1) }
  /// Mirrors UIKit's `UIColor.separator` (light appearance).
  public class var separator: UIColor { system("separatorColor", 60, 60, 67, 0.29) }
  /// Mirrors UIKit's `UIColor.opaqueSeparator` (light appearance).
  public class var opaqueSeparator: UIColor { system("opaqueSeparatorColor", 198, 198, 200, 1) }
  /// Mirrors UIKit's `UIColor.systemBackground` (light appearance).
  public class var systemBackground: UIColor { system("systemBackgroundColor", 255, 255, 255, 1) }
  /// Mirrors UIKit's `UIColor.secondarySystemBackground` (light appearance).
  public class var secondarySystemBackground: UIColor { system("secondarySystemBackgroundColor", 242, 242, 247, 1) }
  /// Mirrors UIKit's `UIColor.tertiarySystemBackground` (light appearance).
  public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackgroundColor", 255, 255, 255, 1) }
  /// Mirrors UIKit's `UIColor.systemGroupedBackground` (light appearance).
  public class var systemGroupedBackground: UIColor { system("systemGroupedBackgroundColor", 242, 242, 247, 1) }
  /// Mirrors UIKit's `UIColor.secondarySystemGroupedBackground` (light appearance).
  public class var secondarySystemGroupedBackground: UIColor {
    system("secondarySystemGroupedBackgroundColor", 255, 255, 255, 1)
  }
  /// Mirrors UIKit's `UIColor.tertiarySystemGroupedBackground` (light appearance).
  public class var tertiarySystemGroupedBackground: UIColor {
    system("tertiarySystemGroupedBackgroundColor", 242, 242, 247, 1)
  }
  /// Mirrors UIKit's `UIColor.systemFill` (light appearance).
  public class var systemFill: UIColor { system("systemFillColor", 120, 120, 128, 0.2) }
  /// Mirrors UIKit's `UIColor.secondarySystemFill` (light appearance).
  public class var secondarySystemFill: UIColor { system("secondarySystemFillColor", 120, 120, 128, 0.16) }
  /// Mirrors UIKit's `UIColor.tertiarySystemFill` (light appearance).
  public class var tertiarySystemFill: UIColor { system("tertiarySystemFillColor", 118, 118, 128, 0.12) }
  /// Mirrors UIKit's `UIColor.quaternarySystemFill` (light appearance).
  public class var quaternarySystemFill: UIColor { system("quaternarySystemFillColor", 116, 116, 128, 0.08) }
  /// Mirrors UIKit's `UIColor.lightText` (light appearance).
  public class var lightText: UIColor { system("lightTextColor", 255, 255, 255, 0.6) }
  /// Mirrors UIKit's `UIColor.darkText` (light appearance).
  public class var darkText: UIColor { system("darkTextColor", 0, 0, 0, 1) }
  /// Mirrors UIKit's `UIColor.tintColor` (light appearance).
  public class var tintColor: UIColor { system("tintColorColor", 0, 122, 255, 1) }

  /// A system colour from 8-bit components.
  static func system(_ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {
    UIColor(kind: .system(name), rgba: (red / 255, green / 255, blue / 255, alpha))
  }
}
