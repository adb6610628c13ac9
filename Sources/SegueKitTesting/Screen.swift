import Foundation
import SegueKit

/// What is on screen in a window, and what a user can reach: the topmost presented controller's hierarchy, or the
/// root's when nothing is presented (a sheet or full-screen presentation covers what is below it).
///
/// The visible hierarchy runs window root → selected tab → navigation top → split columns → embedded children;
/// elements come in screen order: navigation bars, then views depth first, then the tab bar.
@MainActor
struct Screen {
  /// The controller at the root of the reachable layer.
  let layer: UIViewController
  /// The controllers shown in the layer, outermost first.
  let controllers: [UIViewController]

  init?(window: UIWindow) {
    guard var layer = window.rootViewController else { return nil }
    var controllers = Self.shownControllers(from: layer)
    while let presenter = controllers.last(where: { $0.presentsItself }),
      let presented = presenter.presentedViewController
    {
      layer = presented
      controllers = Self.shownControllers(from: presented)
    }
    self.layer = layer
    self.controllers = controllers
  }

  /// The controller and the containers' shown children, depth first.
  static func shownControllers(from root: UIViewController) -> [UIViewController] {
    var result: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      result.append(controller)
      var managed: [UIViewController] = []
      var shown: [UIViewController] = []
      switch controller {
      case let navigation as UINavigationController:
        managed = navigation.viewControllers
        shown = navigation.topViewController.map { [$0] } ?? []
      case let tabs as UITabBarController:
        managed = tabs.children + (tabs.viewControllers ?? [])
        shown = tabs.shownTab.map { [$0] } ?? []
      case let split as UISplitViewController:
        managed = split.children
        shown = split.shownColumnControllers
      default:
        break
      }
      let embedded = controller.children.filter { child in !managed.contains { $0 === child } }
      for child in shown + embedded { visit(child) }
    }
    visit(root)
    return result
  }

  /// The navigation controllers on screen whose bar is shown.
  var navigationControllers: [UINavigationController] {
    controllers.compactMap { $0 as? UINavigationController }.filter { !$0.isNavigationBarHidden }
  }

  /// The table views on screen.
  var tableViews: [UITableView] {
    var tables: [UITableView] = []
    forEachShownView { view in
      if let table = view as? UITableView { tables.append(table) }
    }
    return tables
  }

  /// The collection views on screen.
  var collectionViews: [UICollectionView] {
    var collections: [UICollectionView] = []
    forEachShownView { view in
      if let collection = view as? UICollectionView { collections.append(collection) }
    }
    return collections
  }

  /// Every element on screen, in screen order.
  var elements: [ElementHandle] {
    var handles: [ElementHandle] = []
    for navigation in navigationControllers {
      handles += Self.barElements(of: navigation)
    }
    if let alert = layer as? UIAlertController {
      for action in alert.actions {
        handles.append(
          ElementHandle(
            element: Element(kind: .alertAction, title: action.title, identifier: nil, isTappable: action.isEnabled),
            tap: { alert.simulateTap(on: action) }))
      }
    }
    forEachShownView { view in
      handles += Self.elements(of: view)
    }
    if let tabs = controllers.first(where: { $0 is UITabBarController }) as? UITabBarController {
      let tabBar = tabs.tabBar
      for item in tabBar.items ?? [] {
        // A system item shows UIKit's name for it (its `title` is `nil`, as in UIKit).
        let title = item.title ?? item.systemItem?.title ?? tabs.controller(forBarItem: item)?.title
        handles.append(
          ElementHandle(
            element: Element(
              kind: .tab, title: title, identifier: item.accessibilityIdentifier, isTappable: item.isEnabled),
            tap: { tabBar.simulateTap(on: item) }))
      }
    }
    return handles
  }

  /// Visits the shown views of the layer depth first, skipping hidden ones.
  private func forEachShownView(_ body: (UIView) -> Void) {
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      body(view)
      for subview in view.subviews { visit(subview) }
    }
    if let view = layer.viewIfLoaded { visit(view) }
  }

  private static func barElements(of navigation: UINavigationController) -> [ElementHandle] {
    let stack = navigation.viewControllers
    guard let top = stack.last else { return [] }
    let item = top.navigationItem
    var handles: [ElementHandle] = []
    if stack.count > 1, !item.hidesBackButton {
      let previous = stack[stack.count - 2]
      let title =
        previous.navigationItem.backBarButtonItem?.title ?? previous.navigationItem.backButtonTitle
        ?? previous.displayTitle ?? "Back"
      handles.append(
        ElementHandle(
          element: Element(kind: .backButton, title: title, identifier: nil, isTappable: true),
          tap: { navigation.simulateBackButtonTap() }))
    }
    for barItem in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
      // A system item shows UIKit's localized name (SegueKit's storyboard loader keeps the raw name as `title`).
      let title = barItem.systemItem?.title ?? barItem.title
      guard title != nil || barItem.accessibilityIdentifier != nil else { continue }
      handles.append(
        ElementHandle(
          element: Element(
            kind: .barButton, title: title, identifier: barItem.accessibilityIdentifier,
            isTappable: barItem.isEnabled),
          tap: { barItem.simulateTap() }))
    }
    return handles
  }

  private static func elements(of view: UIView) -> [ElementHandle] {
    let identifier = view.accessibilityIdentifier
    switch view {
    case let button as UIButton:
      let tappable = button.isEnabled && button.isUserInteractionEnabled
      return [
        ElementHandle(
          element: Element(kind: .button, title: title(of: button), identifier: identifier, isTappable: tappable),
          tap: { button.simulateTap() })
      ]
    case let control as UIControl:
      let tappable = control.isEnabled && control.isUserInteractionEnabled
      return [
        ElementHandle(
          element: Element(kind: .control, title: nil, identifier: identifier, isTappable: tappable),
          tap: { control.simulateTap() })
      ]
    case let label as UILabel:
      guard label.text != nil || identifier != nil else { return [] }
      return [
        ElementHandle(element: Element(kind: .label, title: label.text, identifier: identifier, isTappable: false))
      ]
    case let table as UITableView:
      return rows(of: table)
    case let collection as UICollectionView:
      return items(of: collection)
    default:
      guard identifier != nil, view.owningController == nil else { return [] }
      return [ElementHandle(element: Element(kind: .view, title: nil, identifier: identifier, isTappable: false))]
    }
  }

  /// At most this many rows of a table are listed (a screenful and more; there is no scrolling).
  static let rowLimit = 50

  private static func rows(of table: UITableView) -> [ElementHandle] {
    guard let dataSource = table.dataSource else { return [] }
    var handles: [ElementHandle] = []
    for section in 0..<dataSource.numberOfSections(in: table) {
      for row in 0..<dataSource.tableView(table, numberOfRowsInSection: section) {
        guard handles.count < rowLimit else { return handles }
        let indexPath = IndexPath(row: row, section: section)
        // The table's own cell for the row: the one `cellForRow(at:)` and `indexPath(for:)` know.
        guard let cell = table.cellForRow(at: indexPath) else { continue }
        handles.append(
          ElementHandle(
            element: Element(
              kind: .cell, title: listContentText(of: cell) ?? cell.textLabel?.text ?? firstLabelText(in: cell),
              identifier: cell.accessibilityIdentifier,
              isTappable: table.allowsSelection && cell.isUserInteractionEnabled),
            tap: { table.simulateUserSelection(at: indexPath) }))
        handles += controls(in: cell)
      }
    }
    return handles
  }

  private static func items(of collection: UICollectionView) -> [ElementHandle] {
    guard collection.dataSource != nil else { return [] }
    var handles: [ElementHandle] = []
    for section in 0..<collection.numberOfSections {
      for item in 0..<collection.numberOfItems(inSection: section) {
        guard handles.count < rowLimit else { return handles }
        let indexPath = IndexPath(item: item, section: section)
        guard let cell = collection.cellForItem(at: indexPath) else { continue }
        handles.append(
          ElementHandle(
            element: Element(
              kind: .cell, title: firstLabelText(in: cell), identifier: cell.accessibilityIdentifier,
              isTappable: collection.allowsSelection && cell.isUserInteractionEnabled),
            tap: { collection.simulateUserSelection(at: indexPath) }))
        handles += controls(in: cell)
      }
    }
    return handles
  }

  /// What a button shows or says: its title, else its accessibility label, else the name of its image (as VoiceOver
  /// reads an image-only button).
  private static func title(of button: UIButton) -> String? {
    if let title = button.currentTitle ?? button.accessibilityLabel { return title }
    switch button.currentImage?.source {
    case .asset(let name)?, .system(let name)?: return name
    default: return nil
    }
  }

  /// The text of a cell's list content configuration, which UIKit shows instead of the cell's own labels.
  private static func listContentText(of cell: UITableViewCell) -> String? {
    (cell.contentConfiguration as? UIListContentConfiguration)?.text
  }

  /// A custom cell's title: the text of its first label (a storyboard prototype's or a nib cell's own labels).
  private static func firstLabelText(in view: UIView) -> String? {
    for subview in view.subviews where !subview.isHidden {
      if let text = (subview as? UILabel)?.text ?? firstLabelText(in: subview) { return text }
    }
    return nil
  }

  /// The buttons and other controls inside a cell, tappable like any other.
  private static func controls(in view: UIView) -> [ElementHandle] {
    view.subviews.filter { !$0.isHidden }.flatMap { subview in
      subview is UIControl ? elements(of: subview) : controls(in: subview)
    }
  }
}

extension UIViewController {
  /// Whether the receiver itself (not an ancestor) presents a controller.
  var presentsItself: Bool {
    guard let presented = presentedViewController else { return false }
    return presented.presentingViewController === self
  }
}

extension UIView {
  /// The controller whose root view this is, found through the responder chain. `nil` for other views.
  var owningController: UIViewController? {
    next as? UIViewController
  }
}
