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
  /// The window the screen is in.
  let window: UIWindow

  init?(window: UIWindow) {
    guard var layer = window.rootViewController else { return nil }
    self.window = window
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
    forEachShownView { view, _, _ in
      if let table = view as? UITableView { tables.append(table) }
    }
    return tables
  }

  /// The collection views on screen.
  var collectionViews: [UICollectionView] {
    var collections: [UICollectionView] = []
    forEachShownView { view, _, _ in
      if let collection = view as? UICollectionView { collections.append(collection) }
    }
    return collections
  }

  /// Every element on screen, in screen order.
  var elements: [ElementHandle] {
    // A context menu covers the screen (a tap outside it dismisses it): its elements are all a finger reaches.
    if let menu = ContextMenuElements.visible(in: window) { return menu }
    var handles: [ElementHandle] = []
    for navigation in navigationControllers {
      handles += Self.barElements(of: navigation)
    }
    // A system controller's own buttons (Safari's Done) sit in its bar, drawn by the system outside the app's views.
    for case let system as any SystemInterfaceButtons in controllers {
      for button in system.systemInterfaceButtons {
        handles.append(
          ElementHandle(
            element: Element(kind: .barButton, title: button.title, identifier: nil, isTappable: button.isEnabled),
            tap: button.tap))
      }
    }
    if let alert = layer as? UIAlertController {
      for action in alert.actions {
        handles.append(
          ElementHandle(
            element: Element(kind: .alertAction, title: action.title, identifier: nil, isTappable: action.isEnabled),
            tap: { alert.simulateTap(on: action) }))
      }
    }
    forEachShownView { view, reachable, coveredBy in
      var made = Self.elements(of: view, reachable: reachable)
      if let coveredBy {
        for index in made.indices { made[index].coveredBy = TouchCover.name(of: coveredBy) }
      }
      handles += made
    }
    for case let pages as UIPageViewController in controllers {
      guard let (count, index) = pages.pageIndicator else { continue }
      handles.append(
        ElementHandle(
          element: Element(
            kind: .pageIndicator, title: nil, identifier: nil, isTappable: false,
            value: "page \(index + 1) of \(count)")))
    }
    if let tabs = controllers.first(where: { $0 is UITabBarController }) as? UITabBarController,
      !tabs.tabBar.isHidden, !hidesBottomBar
    {
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

  /// Whether a controller pushed with `hidesBottomBarWhenPushed` is in a navigation stack on screen: Apple's
  /// documentation of the property, "the bottom bar remains hidden until the view controller is popped from the
  /// stack", so the tab bar is not there to tap.
  var hidesBottomBar: Bool {
    controllers.contains { controller in
      guard let navigation = controller as? UINavigationController else { return false }
      return navigation.viewControllers.dropFirst().contains(where: \.hidesBottomBarWhenPushed)
    }
  }

  /// Visits the views of the layer a user can see, depth first, with whether touches reach each (see
  /// ``TouchReach``) and the view drawn above it that takes them instead (see ``TouchCover``): what a user cannot see
  /// is skipped with its subviews. `reachable` is false for a covered view.
  func forEachShownView(_ body: (UIView, _ reachable: Bool, _ coveredBy: UIView?) -> Void) {
    guard let root = layer.viewIfLoaded else { return }
    let area = TouchReach.screenArea(of: root)
    let cover = TouchCover(root: root)
    func visit(_ view: UIView, reachable: Bool, inScrollView: Bool) {
      guard TouchReach.isVisible(view), inScrollView || TouchReach.isOnScreen(view, area: area) else { return }
      let reaches = reachable && view.isUserInteractionEnabled
      // Only what a finger acts on is asked about (a query walks the views drawn above).
      let coveredBy = reaches && Self.actsOnTouches(view) ? cover.coveringView(of: view) : nil
      body(view, reaches && coveredBy == nil, coveredBy)
      for subview in view.subviews {
        visit(subview, reachable: reaches, inScrollView: inScrollView || view is UIScrollView)
      }
    }
    visit(root, reachable: TouchReach.ancestorsTakeTouches(root), inScrollView: false)
  }

  private static func barElements(of navigation: UINavigationController) -> [ElementHandle] {
    let stack = navigation.viewControllers
    guard let top = stack.last else { return [] }
    let item = top.navigationItem
    var handles: [ElementHandle] = []
    // Left items replace the back button unless they supplement it; then they follow it.
    if navigation.showsBackButton {
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
      // A system item shows UIKit's localized name (SegueKit's storyboard loader keeps the raw name as `title`); an
      // item with only an image is named as VoiceOver reads it: its accessibility label, else its image's name.
      let image = imageName(barItem.image)
      let title = barItem.systemItem?.title ?? barItem.title ?? barItem.accessibilityLabel ?? image
      guard title != nil || barItem.accessibilityIdentifier != nil else { continue }
      handles.append(
        ElementHandle(
          element: Element(
            kind: .barButton, title: title, identifier: barItem.accessibilityIdentifier,
            isTappable: barItem.isEnabled, imageName: image),
          tap: { [weak navigation] in barItem.simulateTap(showingMenuIn: navigation?.view.window) }))
    }
    return handles
  }

  /// Whether `view` is something a finger acts on: a control, a scroll view (a table's rows), a text view, or a view
  /// with gesture recognizers or an accessibility identifier.
  private static func actsOnTouches(_ view: UIView) -> Bool {
    view is UIControl || view is UIScrollView || view is UITextView || !(view.gestureRecognizers ?? []).isEmpty
      || view.accessibilityIdentifier != nil || view.hasContextMenu
  }

  /// The elements `view` makes; `reachable` is whether touches reach it (it and every view containing it take user
  /// interaction).
  private static func elements(of view: UIView, reachable: Bool) -> [ElementHandle] {
    let identifier = view.accessibilityIdentifier
    switch view {
    case let button as UIButton:
      let element = Element(
        kind: .button, title: title(of: button), identifier: identifier, isTappable: button.isEnabled && reachable,
        accessibilityLabel: button.accessibilityLabel, value: button.accessibilityValue,
        imageName: imageName(button.currentImage), isSelected: button.isSelected, isHighlighted: button.isHighlighted)
      return [
        ElementHandle(element: element, tap: { button.simulateTap() }, isUnreachable: !reachable, view: button)
      ]
    case let control as UIControl:
      let (kind, value, placeholder) = ControlState.describe(control)
      let element = Element(
        kind: kind, title: nil, identifier: identifier, isTappable: control.isEnabled && reachable,
        accessibilityLabel: control.accessibilityLabel, value: control.accessibilityValue ?? value,
        placeholder: placeholder, isSelected: control.isSelected, isHighlighted: control.isHighlighted)
      return [
        ElementHandle(element: element, tap: { control.simulateTap() }, isUnreachable: !reachable, view: control)
      ]
    case let label as UILabel:
      guard label.text != nil || identifier != nil else { return [] }
      return [
        ElementHandle(element: Element(kind: .label, title: label.text, identifier: identifier, isTappable: false))
      ]
    case let table as UITableView:
      return rows(of: table, reachable: reachable)
    case let collection as UICollectionView:
      return items(of: collection, reachable: reachable)
    default:
      // A view with gesture recognizers of its own is something a finger acts on (not a controller's root view:
      // the gesture steps act on that one when given no element).
      let recognizers = (view.gestureRecognizers ?? []).filter(\.isEnabled)
      let pressable = !recognizers.isEmpty || view.hasContextMenu
      guard identifier != nil || pressable, view.owningController == nil else { return [] }
      let image = (view as? UIImageView).flatMap { imageName($0.image) }
      let taps = recognizers.contains { $0 is UITapGestureRecognizer }
      // The tap is all the recognizers' (the driver offers it to them); the view itself does nothing more.
      var tap: (@MainActor () -> Void)?
      if taps { tap = { () -> Void in } }
      return [
        ElementHandle(
          element: Element(
            kind: .view, title: nil, identifier: identifier, isTappable: taps && reachable,
            accessibilityLabel: view.accessibilityLabel, value: view.accessibilityValue, imageName: image),
          tap: tap, isUnreachable: !reachable, view: pressable ? view : nil)
      ]
    }
  }

  /// The name of an asset or SF Symbol image, as VoiceOver reads an unlabelled image.
  static func imageName(_ image: UIImage?) -> String? {
    switch image?.source {
    case .asset(let name)?, .system(let name)?: name
    default: nil
    }
  }

  /// At most this many rows of a table are listed (a screenful and more; there is no scrolling).
  static let rowLimit = 50

  private static func rows(of table: UITableView, reachable: Bool) -> [ElementHandle] {
    guard let dataSource = table.dataSource else { return [] }
    var handles: [ElementHandle] = []
    for section in 0..<dataSource.numberOfSections(in: table) {
      for row in 0..<dataSource.tableView(table, numberOfRowsInSection: section) {
        guard handles.count < rowLimit else { return handles }
        let indexPath = IndexPath(row: row, section: section)
        // The table's own cell for the row: the one `cellForRow(at:)` and `indexPath(for:)` know.
        guard let cell = table.cellForRow(at: indexPath) else { continue }
        let labels = listContentTexts(of: cell) + labelTexts(in: cell)
        handles.append(
          ElementHandle(
            element: Element(
              kind: .cell, title: listContentTexts(of: cell).first ?? cell.textLabel?.text ?? labels.first,
              identifier: cell.accessibilityIdentifier,
              isTappable: reachable && table.selectsOnTap && cell.isUserInteractionEnabled, labels: labels,
              accessibilityLabel: cell.accessibilityLabel, value: cell.accessibilityValue,
              isSelected: cell.isSelected, isHighlighted: cell.isHighlighted),
            tap: { table.simulateUserSelection(at: indexPath) }, view: cell, container: table))
        handles += controls(in: cell, reachable: reachable && cell.isUserInteractionEnabled)
      }
    }
    return handles
  }

  private static func items(of collection: UICollectionView, reachable: Bool) -> [ElementHandle] {
    guard collection.dataSource != nil else { return [] }
    var handles: [ElementHandle] = []
    for section in 0..<collection.numberOfSections {
      for item in 0..<collection.numberOfItems(inSection: section) {
        guard handles.count < rowLimit else { return handles }
        let indexPath = IndexPath(item: item, section: section)
        guard let cell = collection.cellForItem(at: indexPath) else { continue }
        let labels = labelTexts(in: cell)
        handles.append(
          ElementHandle(
            element: Element(
              kind: .cell, title: labels.first, identifier: cell.accessibilityIdentifier,
              isTappable: reachable && collection.allowsSelection && cell.isUserInteractionEnabled, labels: labels,
              accessibilityLabel: cell.accessibilityLabel, value: cell.accessibilityValue,
              isSelected: cell.isSelected, isHighlighted: cell.isHighlighted),
            tap: { collection.simulateUserSelection(at: indexPath) }, view: cell, container: collection))
        handles += controls(in: cell, reachable: reachable && cell.isUserInteractionEnabled)
      }
    }
    return handles
  }

  /// What a button shows or says: its title, else its accessibility label, else the name of its image (as VoiceOver
  /// reads an image-only button).
  private static func title(of button: UIButton) -> String? {
    button.currentTitle ?? button.accessibilityLabel ?? imageName(button.currentImage)
  }

  /// The texts of a cell's list content configuration, which UIKit shows instead of the cell's own labels.
  private static func listContentTexts(of cell: UITableViewCell) -> [String] {
    guard let content = cell.contentConfiguration as? UIListContentConfiguration else { return [] }
    return [content.text, content.secondaryText].compactMap { $0 }
  }

  /// The texts of the visible labels in a cell (a storyboard prototype's, a nib cell's or a code cell's own labels, and
  /// its `textLabel` and `detailTextLabel`), in subview order: a user finds the cell by any of them.
  private static func labelTexts(in view: UIView) -> [String] {
    var texts: [String] = []
    func visit(_ view: UIView) {
      for subview in view.subviews where TouchReach.isVisible(subview) {
        if let text = (subview as? UILabel)?.text, !text.isEmpty { texts.append(text) }
        visit(subview)
      }
    }
    visit(view)
    return texts
  }

  /// The buttons and other controls inside a cell, tappable like any other when touches reach them: a container
  /// with user interaction off (a storyboard stack view's `userInteractionEnabled="NO"`) passes the touch to the
  /// cell, so the controls in it are not tappable and the row is.
  private static func controls(in view: UIView, reachable: Bool) -> [ElementHandle] {
    view.subviews.filter(TouchReach.isVisible).flatMap { subview in
      let reaches = reachable && subview.isUserInteractionEnabled
      return subview is UIControl
        ? elements(of: subview, reachable: reaches) : controls(in: subview, reachable: reaches)
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
  /// Whether a context menu interaction is attached to the view.
  var hasContextMenu: Bool {
    interactions.contains { $0 is UIContextMenuInteraction }
  }

  /// The controller whose root view this is, found through the responder chain. `nil` for other views.
  var owningController: UIViewController? {
    next as? UIViewController
  }
}
