public import Foundation

/// Makes the menu of a context menu, given suggested elements.
///
/// Mirrors UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: a preview and a menu, made on demand.
///
/// Mirrors UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier.
  ///
  /// Mirrors UIKit's `identifier`.
  public let identifier: any NSCopying
  /// The block making the preview's view controller (`previewProvider`, which the core declares, as it declares
  /// `UIContextMenuContentPreviewProvider` and the initializer taking one).
  package let preview: (() -> (any RootViewOwner)?)?
  /// Not in UIKit as a property: the block making the menu.
  public let actionProvider: UIContextMenuActionProvider?

  /// A configuration with an identifier, a block making the preview's controller and an action provider; the
  /// core's `init(identifier:previewProvider:actionProvider:)` calls it.
  package init(
    identifier: (any NSCopying)?, preview: (() -> (any RootViewOwner)?)?, actionProvider: UIContextMenuActionProvider?
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.preview = preview
    self.actionProvider = actionProvider
  }

  /// Not in UIKit: the menu the context menu would show, as UIKit asks for it when the menu opens.
  public final func makeMenu() -> UIMenu? {
    actionProvider?([])
  }
}
