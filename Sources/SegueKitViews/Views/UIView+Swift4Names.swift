// UIKit's Swift 4 names of the subview-ordering methods, for apps still compiled in Swift 4 mode: UIKit's API notes
// renamed them in Swift 4.2 (`bringSubview(toFront:)` became `bringSubviewToFront(_:)`), and the compiler offers the
// old name to Swift 4 code only.
extension UIView {
  /// Swift 4's name of ``bringSubviewToFront(_:)``.
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

  /// Swift 4's name of ``sendSubviewToBack(_:)``.
  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
