import Foundation
public import SegueKit

/// Rows, back, sheets, segues and traits.
extension SegueApp {
  /// Selects a row of the table view on screen, as a user tap does (`willSelect`/`didSelect`, then the cell's
  /// segue) (<doc:UIKitRules#§2.5-Triggers>).
  ///
  /// `identifier` picks a table by accessibility identifier when several are on screen.
  public func select(row: Int, section: Int = 0, inTable identifier: String? = nil) throws {
    let table = try table(identifier)
    let indexPath = try rowIndexPath(row, section, in: table)
    try step { table.simulateUserSelection(at: indexPath) }
  }

  /// The one table view on screen (or the one with accessibility identifier `identifier`) that touches reach.
  func table(_ identifier: String?) throws -> UITableView {
    let tables = (Screen(window: window)?.tableViews ?? []).filter {
      identifier == nil || $0.accessibilityIdentifier == identifier
    }
    guard let table = tables.first else {
      throw SegueAppError.element("no table view\(identifier.map { " with identifier '\($0)'" } ?? "") on screen")
    }
    guard tables.count == 1 else {
      throw SegueAppError.element("\(tables.count) table views on screen; pass the identifier of one")
    }
    try requireReachable(table, "table view")
    return table
  }

  /// The index path of `row` in `section` of `table`, or an error naming what the table has.
  func rowIndexPath(_ row: Int, _ section: Int, in table: UITableView) throws -> IndexPath {
    let sections = table.dataSource?.numberOfSections(in: table) ?? 0
    guard section >= 0, section < sections else {
      throw SegueAppError.element("no section \(section): the table has \(sections) section\(sections == 1 ? "" : "s")")
    }
    let rows = table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    guard row >= 0, row < rows else {
      throw SegueAppError.element(
        "no row \(row) in section \(section): it has \(rows) row\(rows == 1 ? "" : "s")")
    }
    return IndexPath(row: row, section: section)
  }

  /// Selects an item of the collection view on screen, as a user tap does.
  public func select(item: Int, section: Int = 0) throws {
    let collections = Screen(window: window)?.collectionViews ?? []
    guard let collection = collections.first else { throw SegueAppError.element("no collection view on screen") }
    guard collections.count == 1 else {
      throw SegueAppError.element("\(collections.count) collection views on screen")
    }
    try step { collection.simulateUserSelection(at: IndexPath(item: item, section: section)) }
  }

  /// Taps the back button of the navigation bar on screen (the innermost one that has a back button).
  ///
  /// Left bar button items replace the back button unless the item's `leftItemsSupplementBackButton` is set, as in
  /// UIKit; then there is no back button to tap (tap the left item by its title instead).
  public func back() throws {
    let navigation = try navigationWithBackButton()
    try step { navigation.simulateBackButtonTap() }
  }

  /// Swipes from the screen's left edge to go back, through the innermost navigation controller on screen that has
  /// a controller to go back to (`simulateInteractivePop(completing:)`); `completing: false` lifts the finger
  /// halfway, and the pop is cancelled.
  ///
  /// The swipe follows UIKit's rules for `interactivePopGestureRecognizer`: it does not begin when the recognizer is
  /// disabled, or when the bar shows no back button (a left item replaces it, or the item hides it) while the
  /// recognizer keeps UIKit's delegate; an app's delegate is asked `gestureRecognizerShouldBegin(_:)`.
  public func swipeBack(completing: Bool = true) throws {
    let navigations = (Screen(window: window)?.controllers ?? []).compactMap { $0 as? UINavigationController }
    guard let navigation = navigations.last(where: { $0.viewControllers.count > 1 }) else {
      throw SegueAppError.navigation("no navigation controller on screen has a controller to go back to")
    }
    var began = false
    try step { began = navigation.simulateInteractivePop(completing: completing) }
    guard began else {
      let title = navigation.topViewController?.displayTitle ?? navigation.topViewController?.className ?? "?"
      throw SegueAppError.navigation("the edge swipe does not begin on '\(title)': \(Self.swipeRefusal(navigation))")
    }
  }

  /// Why `navigation`'s edge swipe did not begin (without asking the app's delegate again).
  private static func swipeRefusal(_ navigation: UINavigationController) -> String {
    guard let recognizer = navigation.interactivePopGestureRecognizer, recognizer.isEnabled else {
      return "its interactivePopGestureRecognizer is disabled"
    }
    if recognizer.delegate != nil, !navigation.interactivePopKeepsUIKitsDelegate {
      return "the recognizer's delegate refused (gestureRecognizerShouldBegin)"
    }
    if navigation.interactivePopKeepsUIKitsDelegate, !navigation.showsBackButton {
      return "the navigation bar shows no back button (left items replace it, or the item hides it)"
    }
    return "a transition is running"
  }

  /// Swipes the topmost sheet down: the interactive dismissal of a sheet-like presentation, with the delegate
  /// asked as UIKit asks it (<doc:UIKitRules#§4.8-Swipe-to-dismiss>).
  public func swipeDown() throws {
    let (presentation, name) = try topPresentation()
    var started = false
    try step { started = presentation.simulateInteractiveDismissal(completing: true) }
    guard started else {
      let style = NavigationSnapshot(of: window).presentationChain.last?.styleName ?? "?"
      throw SegueAppError.navigation(
        "'\(name)' (\(style)) cannot be swiped down: it is not a sheet, or it refuses interactive dismissal")
    }
  }

  /// Performs the storyboard segue `identifier` from the innermost controller on screen whose scene has it, as
  /// `performSegue(withIdentifier:sender:)` does (`shouldPerformSegue(withIdentifier:sender:)`
  /// is not asked) (<doc:UIKitRules#§2.1-Performing>).
  public func performSegue(_ identifier: String) throws {
    let raised = try performFromScreen(identifier)
    exceptions += raised
    try step {}
    if !raised.isEmpty { throw SegueAppError.exceptions(raised) }
  }

  // The lookups below return only what the step needs, so that the step does not keep the controllers it
  // replaces alive while it records their deallocation.

  private func navigationWithBackButton() throws -> UINavigationController {
    let navigations = Screen(window: window)?.navigationControllers ?? []
    let candidates = navigations.filter(\.showsBackButton)
    guard let navigation = candidates.last else {
      let tops = navigations.compactMap { $0.topViewController?.displayTitle }
      let replaced = navigations.last { $0.viewControllers.count > 1 }
      let detail =
        tops.isEmpty
        ? "no navigation bar is shown"
        : replaced.map { "'\($0.topViewController?.displayTitle ?? "?")' shows left items or hides it" }
          ?? "\(quotedList(tops)) is at the root of its navigation stack"
      throw SegueAppError.navigation("no back button on screen: \(detail)")
    }
    return navigation
  }

  private func topPresentation() throws -> (UIPresentationController, String) {
    guard let layer = Screen(window: window)?.layer, let presentation = layer.presentationController,
      layer.presentingViewController != nil
    else {
      throw SegueAppError.navigation("nothing is presented: there is no sheet to swipe down")
    }
    return (presentation, layer.displayTitle ?? layer.className)
  }

  /// Performs the segue from the innermost controller that has it; returns the exceptions it raised.
  private func performFromScreen(_ identifier: String) throws -> [UIKitException] {
    let controllers = (Screen(window: window)?.controllers ?? []).reversed()
    for controller in controllers {
      let raised = UIKitException.capture { controller.performSegue(withIdentifier: identifier, sender: nil) }
      if raised.count == 1, raised[0].reason.contains("has no segue with identifier") { continue }
      return raised
    }
    let names = controllers.map { $0.displayTitle ?? $0.className }
    throw SegueAppError.navigation(
      "no controller on screen has a segue '\(identifier)'; on screen: \(quotedList(names))")
  }

  /// Rotates the simulated device to `orientation`; the traits change and adaptation runs
  /// (<doc:UIKitRules#§9-Traits-and-adaptivity>).
  public func rotate(to orientation: UIInterfaceOrientation) throws {
    try step { window.orientation = orientation }
  }

  /// Rotates between portrait and landscape (left).
  public func rotate() throws {
    try rotate(to: window.orientation.isLandscape ? .portrait : .landscapeLeft)
  }

  /// Changes the simulated device (for example to an iPad in Slide Over); the traits change and adaptation runs.
  public func setDevice(_ device: DevicePreset) throws {
    try step { window.device = device }
  }
}
