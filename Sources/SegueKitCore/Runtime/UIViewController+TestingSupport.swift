/// What the testing library reads that UIKit does not expose. `package`: only this package's modules see it.
extension UIViewController {
  /// The style that the presentation the receiver makes (of its ``presentedViewController``) adapted to, or
  /// `nil` when it presents nothing or the presentation did not adapt.
  package var adaptedPresentationStyle: UIModalPresentationStyle? {
    guard let presented = childModal, let style = presented.presentationControllerStorage?.adaptedStyle,
      style != .none
    else { return nil }
    return style
  }
}
