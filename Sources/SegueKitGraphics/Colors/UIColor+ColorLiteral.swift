/// The type `#colorLiteral(red:green:blue:alpha:)` makes when nothing else is asked for: a `UIColor`, as with UIKit.
///
/// Mirrors UIKit's `_ColorLiteralType`, which lets apps write
/// `view.backgroundColor = #colorLiteral(red: 1, green: 0.58, blue: 0, alpha: 1)` (Xcode's colour picker).
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}
