public import Foundation

/// Makes the view controller previewed by a context menu.
///
/// Mirrors UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

// The views layer below keeps the configuration and its preview block; the block's and the initializer's types name
// a view controller, so the core declares them.
extension UIContextMenuConfiguration {
  /// A configuration with an identifier, preview provider and action provider.
  ///
  /// Mirrors UIKit's `init(identifier:previewProvider:actionProvider:)`.
  public convenience init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.init(
      identifier: identifier, preview: previewProvider.map { provider in { provider() } },
      actionProvider: actionProvider)
  }

  /// Not in UIKit as a property: the block making the preview.
  public var previewProvider: UIContextMenuContentPreviewProvider? {
    preview.map { make in { make() as? UIViewController } }
  }
}

extension UIContextMenuInteractionAnimating {
  /// The view controller of the menu's preview, if it has one.
  ///
  /// Mirrors UIKit's `previewViewController`, a requirement there; the views layer declares the protocol, whose
  /// other requirements name no view controller, so the core declares this for the animators SegueKit passes.
  public var previewViewController: UIViewController? {
    (self as? ContextMenuAnimator)?.preview as? UIViewController
  }
}
