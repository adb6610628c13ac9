/// A type that can contain appearance-customised views: views and view controllers.
///
/// Mirrors UIKit's `UIAppearanceContainer` (a marker protocol).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
