import SegueKit

/// A context menu on screen, or one of its elements, in a ``NavigationSnapshot``: an action with its attributes and
/// state, or a menu with its elements.
///
/// Not in UIKit. Hidden elements are left out, as UIKit does not show them.
public struct MenuSnapshot: Equatable, Sendable {
  /// What the element is.
  public enum Kind: String, Equatable, Sendable {
    /// A `UIMenu`.
    case menu
    /// A `UIAction`.
    case action
    /// A `UIDeferredMenuElement` whose provider has not given its elements yet: UIKit shows a loading row.
    case loading
  }

  /// What the element is.
  public var kind: Kind
  /// The element's title.
  public var title: String
  /// What the snapshot prints after the title: an action's attributes (`destructive`, `disabled`,
  /// `keepsMenuPresented`) and state (`on`, `mixed`); a menu's options (`inline`, `destructive`,
  /// `singleSelection`) and `open` when the user opened it.
  public var traits: [String]
  /// A menu's elements, in order.
  public var children: [MenuSnapshot]

  public init(kind: Kind, title: String, traits: [String] = [], children: [MenuSnapshot] = []) {
    self.kind = kind
    self.title = title
    self.traits = traits
    self.children = children
  }

  /// The snapshot of `menu` as the context menu `interaction` shows it.
  @MainActor
  init(of menu: UIMenu, in interaction: UIContextMenuInteraction) {
    func traits(of menu: UIMenu) -> [String] {
      var traits: [String] = []
      if menu.options.contains(.displayInline) { traits.append("inline") }
      if menu.options.contains(.destructive) { traits.append("destructive") }
      if menu.options.contains(.singleSelection) { traits.append("singleSelection") }
      if interaction.openedSubmenus.contains(where: { $0 === menu }) { traits.append("open") }
      return traits
    }
    func snapshots(_ elements: [UIMenuElement]) -> [MenuSnapshot] {
      elements.flatMap { element -> [MenuSnapshot] in
        guard let deferred = element as? UIDeferredMenuElement else { return snapshot(element).map { [$0] } ?? [] }
        guard let loaded = deferred.loadedElements else { return [MenuSnapshot(kind: .loading, title: "")] }
        return snapshots(loaded)
      }
    }
    func snapshot(_ element: UIMenuElement) -> MenuSnapshot? {
      switch element {
      case let action as UIAction:
        guard !action.attributes.contains(.hidden) else { return nil }
        var traits: [String] = []
        if action.attributes.contains(.destructive) { traits.append("destructive") }
        if action.attributes.contains(.disabled) { traits.append("disabled") }
        if action.attributes.contains(.keepsMenuPresented) { traits.append("keepsMenuPresented") }
        if action.state == .on { traits.append("on") }
        if action.state == .mixed { traits.append("mixed") }
        return MenuSnapshot(kind: .action, title: action.title, traits: traits)
      case let submenu as UIMenu:
        return MenuSnapshot(
          kind: .menu, title: submenu.title, traits: traits(of: submenu),
          children: snapshots(submenu.children))
      default:
        return nil
      }
    }
    self.init(kind: .menu, title: menu.title, traits: traits(of: menu), children: snapshots(menu.children))
  }

  /// `context menu 'Espresso cup'`, then one line per element, indented under its menu: `action 'Remove'
  /// destructive`, `menu 'Quantity' open`, `loading` for a deferred element still loading. A deferred element's
  /// elements show in its place once loaded.
  func render(into lines: inout [String], indent: String, label: String) {
    var line = indent + label
    if !title.isEmpty { line += " '\(title)'" }
    if !traits.isEmpty { line += " " + traits.joined(separator: " ") }
    lines.append(line)
    for child in children {
      child.render(into: &lines, indent: indent + "  ", label: child.kind.rawValue)
    }
  }
}
