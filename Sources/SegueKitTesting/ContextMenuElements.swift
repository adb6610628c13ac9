import SegueKit

/// The elements of the context menu on screen, as a user sees them: its actions and submenus in order, the children
/// of inline menus and loaded deferred elements among them, the elements of an opened submenu after its title; hidden
/// elements are not shown (Apple's documentation of `UIMenuElement.Attributes.hidden`, `UIMenu.Options.displayInline`
/// and `UIDeferredMenuElement`).
@MainActor
enum ContextMenuElements {
  /// The elements of the menu on screen in `window`, or `nil` when no context menu is on screen there.
  static func visible(in window: UIWindow) -> [ElementHandle]? {
    guard let interaction = UIContextMenuInteraction.visible(in: window), let menu = interaction.visibleMenu else {
      return nil
    }
    var handles: [ElementHandle] = []
    func list(_ children: [UIMenuElement]) {
      for child in children {
        switch child {
        case let action as UIAction:
          guard !action.attributes.contains(.hidden) else { continue }
          handles.append(
            ElementHandle(
              element: Element(
                kind: .menuAction, title: action.title, identifier: nil,
                isTappable: !action.attributes.contains(.disabled), imageName: Screen.imageName(action.image),
                isSelected: action.state == .on),
              tap: { interaction.simulateChoice(of: action) }))
        case let deferred as UIDeferredMenuElement:
          // Its elements in its place once its provider gave them; the loading row is not something to tap.
          list(deferred.loadedElements ?? [])
        case let submenu as UIMenu where submenu.options.contains(.displayInline):
          list(submenu.children)
        case let submenu as UIMenu:
          handles.append(
            ElementHandle(
              element: Element(
                kind: .submenu, title: submenu.title, identifier: nil, isTappable: true,
                imageName: Screen.imageName(submenu.image)),
              tap: { interaction.simulateToggle(submenu) }))
          if interaction.openedSubmenus.contains(where: { $0 === submenu }) { list(submenu.children) }
        default:
          continue
        }
      }
    }
    list(menu.children)
    return handles
  }
}
