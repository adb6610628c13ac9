/// The segues a table or collection cell fires when the user selects it or taps its accessory button
/// (the core's Segues article, §2.5): UIKit's `selectionSegueTemplate` and `accessoryActionSegueTemplate`.
///
/// A static cell keeps its own; a table or collection view keeps its prototypes' by reuse identifier. UIKit copies a
/// prototype's templates into each cell it dequeues; SegueKit looks them up by the cell's reuse identifier when the
/// user selects, which gives the same segues and also covers cells made without dequeuing.
@MainActor
package struct CellSegueTemplates {
  package var selection: (any CellSegueTemplate)?
  package var accessoryAction: (any CellSegueTemplate)?

  package init() {}

  package var isEmpty: Bool { selection == nil && accessoryAction == nil }
}

/// A segue a cell fires: the storyboard layer's `UIStoryboardSegueTemplate`, which the core sees through this.
@MainActor
package protocol CellSegueTemplate: AnyObject {
  /// The segue's identifier.
  var identifier: String? { get }
  /// A user trigger fired the segue: asks `shouldPerformSegue` first, then performs it.
  func perform(sender: Any?)
}

extension UITableView {
  /// The segues `cell` fires: a static cell's own, else those of this table's prototype with its reuse identifier.
  package func segueTemplates(of cell: UITableViewCell?) -> CellSegueTemplates? {
    guard let cell else { return nil }
    if !cell.segueTemplates.isEmpty { return cell.segueTemplates }
    return cell.reuseIdentifier.flatMap { prototypeSegueTemplates[$0] }
  }
}

extension UICollectionView {
  /// The segues `cell` fires: the cell's own, else those of this collection view's prototype with its reuse
  /// identifier.
  package func segueTemplates(of cell: UICollectionViewCell?) -> CellSegueTemplates? {
    guard let cell else { return nil }
    if !cell.segueTemplates.isEmpty { return cell.segueTemplates }
    return cell.reuseIdentifier.flatMap { prototypeSegueTemplates[$0] }
  }
}
