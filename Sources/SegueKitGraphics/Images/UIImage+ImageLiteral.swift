/// The type `#imageLiteral(resourceName:)` makes when nothing else is asked for: a `UIImage`, as with UIKit.
///
/// Mirrors UIKit's `_ImageLiteralType`, which lets apps write
/// `UIBarButtonItem(image: #imageLiteral(resourceName: "icon-hamburger"), …)`.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
