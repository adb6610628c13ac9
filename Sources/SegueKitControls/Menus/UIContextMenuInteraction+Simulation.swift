import Foundation

// A finger on a context menu. Sources: Apple's documentation of `UIContextMenuInteraction` (the delegate's
// `contextMenuInteraction(_:configurationForMenuAtLocation:)` returns the configuration, or nil for no menu;
// `willDisplayMenuFor`, `willPerformPreviewActionForMenuWith` when the user taps the preview, `willEndFor` when the
// menu goes), of `UIContextMenuConfiguration` (its action provider is asked for the menu when the menu shows), of
// `UIMenuElement.Attributes` (disabled elements cannot be chosen, hidden ones are not shown, `keepsMenuPresented`
// keeps the menu on screen after the action), of `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:
// point:)` and `UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)` (a list's rows
// get their menus from the list's delegate, with the pressed point in the list's coordinates).
// [I] A press goes to the deepest view with an interaction that gives a configuration; an interaction that gives
// none lets the press go on to the views that contain it. An action's handler runs after the delegate's `willEndFor`
// and before the animator's completions (UIKit dismisses the menu, then performs the action).
extension UIContextMenuInteraction {
  /// Presses and holds `view` until a context menu shows: the context menu interactions of `view` and of the views
  /// that contain it (`container` standing for the superview of a list's cell) are asked, the deepest first; a cell's
  /// list asks its delegate. Returns whether a menu shows.
  ///
  /// Not in UIKit.
  public static func simulateLongPress(on view: UIView, in container: UIView? = nil) -> Bool {
    var previous: UIView?
    var current: UIView? = view
    var containerUsed = false
    let window = view.window ?? container?.window
    while let candidate = current {
      if let table = candidate as? UITableView, let cell = previous as? UITableViewCell,
        let indexPath = table.indexPath(for: cell)
      {
        let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        let adapter = ListContextMenuDelegate(table: table, indexPath: indexPath, point: point)
        if present(adapter, on: table, at: point, in: window) {
          return true
        }
      } else if let collection = candidate as? UICollectionView, let cell = previous as? UICollectionViewCell,
        let indexPath = collection.indexPath(for: cell)
      {
        let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        let adapter = ListContextMenuDelegate(collection: collection, indexPath: indexPath, point: point)
        if present(adapter, on: collection, at: point, in: window) { return true }
      }
      for case let interaction as UIContextMenuInteraction in candidate.interactions {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        interaction.pressLocation = center
        guard let delegate = interaction.delegate,
          let configuration = delegate.contextMenuInteraction(
            interaction, configurationForMenuAtLocation: interaction.location(in: interaction.view))
        else { continue }
        if let control = candidate as? UIControl, control.contextMenuInteraction === interaction {
          control.sendActions(for: .menuActionTriggered)
        }
        if interaction.show(configuration, in: window) { return true }
      }
      previous = candidate
      if let next = candidate.superview {
        current = next
      } else if !containerUsed, let container {
        containerUsed = true
        current = container
      } else {
        current = nil
      }
    }
    return false
  }

  /// Shows a list's menu through an interaction of the list's own (UIKit's table and collection views keep one).
  private static func present(
    _ adapter: ListContextMenuDelegate, on list: UIView, at point: CGPoint, in window: UIWindow?
  ) -> Bool {
    let interaction = UIContextMenuInteraction(delegate: adapter)
    interaction.retainedDelegate = adapter
    interaction.didMove(to: list)
    interaction.pressLocation = list.convert(point, to: nil)
    guard let configuration = adapter.contextMenuInteraction(interaction, configurationForMenuAtLocation: point)
    else { return false }
    return interaction.show(configuration, in: window)
  }

  /// Chooses `action` in the menu on screen, as a tap on it does: the menu goes (the delegate's
  /// `contextMenuInteraction(_:willEndFor:animator:)`), then the action's handler runs. An action with the
  /// `keepsMenuPresented` attribute runs its handler and leaves the menu on screen. A disabled action does nothing.
  ///
  /// Not in UIKit.
  public func simulateChoice(of action: UIAction) {
    guard let configuration = visibleConfiguration, !action.attributes.contains(.disabled) else { return }
    if action.attributes.contains(.keepsMenuPresented) {
      action.handler(action)
      return
    }
    end(configuration) { action.handler(action) }
  }

  /// Opens `submenu` in the menu on screen, as a tap on its title does (its elements show below it), or closes it
  /// when it is open.
  ///
  /// Not in UIKit.
  public func simulateToggle(_ submenu: UIMenu) {
    guard visibleMenu != nil else { return }
    if let index = openedSubmenus.firstIndex(where: { $0 === submenu }) {
      openedSubmenus.removeSubrange(index...)
    } else {
      openedSubmenus.append(submenu)
    }
  }

  /// Taps the preview of the menu on screen: the delegate's
  /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)` runs (the app adds a completion that
  /// shows the previewed controller), then the menu goes.
  ///
  /// Not in UIKit.
  public func simulatePreviewTap() {
    guard let configuration = visibleConfiguration else { return }
    let animator = ContextMenuAnimator(preview: visiblePreview)
    delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    end(configuration)
    animator.finish()
  }
}

/// Stands between a list's context menu interaction and the list's delegate, for one pressed row or item: UIKit's
/// table and collection views turn their interaction's callbacks into their delegates' context menu methods.
@MainActor
final class ListContextMenuDelegate: UIContextMenuInteractionDelegate {
  private weak var table: UITableView?
  private weak var collection: UICollectionView?
  private let indexPath: IndexPath
  private let point: CGPoint

  init(table: UITableView, indexPath: IndexPath, point: CGPoint) {
    self.table = table
    self.indexPath = indexPath
    self.point = point
  }

  init(collection: UICollectionView, indexPath: IndexPath, point: CGPoint) {
    self.collection = collection
    self.indexPath = indexPath
    self.point = point
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    if let table {
      return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
    if let collection {
      return collection.collectionDelegate?.collectionView(
        collection, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    }
    return nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    if let table {
      table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    } else if let collection {
      collection.collectionDelegate?.collectionView(
        collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    if let table {
      table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    } else if let collection {
      collection.collectionDelegate?.collectionView(
        collection, willDisplayContextMenu: configuration, animator: animator)
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    if let table {
      table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    } else if let collection {
      collection.collectionDelegate?.collectionView(
        collection, willEndContextMenuInteraction: configuration, animator: animator)
    }
  }
}
