public import Foundation

extension UIBarButtonItem {
  /// A new flexible space: a system item of `.flexibleSpace`, which shares the bar's free width with the other
  /// flexible spaces.
  ///
  /// Mirrors UIKit's `flexibleSpace()`, returning `UIBarButtonItem` rather than `Self`: Swift makes an instance of
  /// `Self` only through a `required` initializer, which `init(barButtonSystemItem:target:action:)` is not (the
  /// reason `appearance()` gives).
  public class func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A new fixed space `width` points wide: a system item of `.fixedSpace`.
  ///
  /// Mirrors UIKit's `fixedSpace(_:)`, returning `UIBarButtonItem` rather than `Self` (see ``flexibleSpace()``).
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }
}
