public import Foundation

/// Makes the menu of a context menu, given suggested elements.
///
/// Mirrors UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Makes the view controller previewed by a context menu.
///
/// Mirrors UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: a preview and a menu, made on demand.
///
/// Mirrors UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier.
  ///
  /// Mirrors UIKit's `identifier`.
  public let identifier: any NSCopying
  /// Not in UIKit as a property: the block making the preview.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// Not in UIKit as a property: the block making the menu.
  public let actionProvider: UIContextMenuActionProvider?

  /// A configuration with an identifier, preview provider and action provider.
  ///
  /// Mirrors UIKit's `init(identifier:previewProvider:actionProvider:)`.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// Not in UIKit: the menu the context menu would show, as UIKit asks for it when the menu opens.
  public func makeMenu() -> UIMenu? {
    actionProvider?([])
  }
}
