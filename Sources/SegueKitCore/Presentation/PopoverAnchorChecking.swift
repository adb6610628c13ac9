/// A controller that checks, when it is presented, what UIKit checks of its popover: `UIAlertController` (in
/// `SegueKitSystemControllers`, above the core) adopts it, so that presentation checks an action sheet's anchor
/// without naming the class (ARCHITECTURE.md).
@MainActor
package protocol PopoverAnchorChecking: AnyObject {
  /// Whether presenting from `presenter` may go on; `false` once it has raised UIKit's exception.
  func checkPopoverAnchor(presenter: UIViewController) -> Bool
}
