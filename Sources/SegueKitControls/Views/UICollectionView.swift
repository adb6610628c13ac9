public import Foundation

/// A collection of items with selection — no layout or drawing.
///
/// Mirrors UIKit's `UICollectionView`. Every item counts as visible: ``cellForItem(at:)`` asks the data source
/// once and returns the same cell until ``reloadData()``. ``simulateUserSelection(at:)`` calls the delegate as a
/// user tap does.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The direction a layout's lines run in; raw values are UIKit's.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0, horizontal
  }

  /// Where to scroll an item (inert); mirrors UIKit's option set.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var top: ScrollPosition { ScrollPosition(rawValue: 1 &<< 0) }
    public static var centeredVertically: ScrollPosition { ScrollPosition(rawValue: 1 &<< 1) }
    public static var bottom: ScrollPosition { ScrollPosition(rawValue: 1 &<< 2) }
    public static var left: ScrollPosition { ScrollPosition(rawValue: 1 &<< 3) }
    public static var centeredHorizontally: ScrollPosition { ScrollPosition(rawValue: 1 &<< 4) }
    public static var right: ScrollPosition { ScrollPosition(rawValue: 1 &<< 5) }
  }

  /// The kind of a section header.
  ///
  /// Mirrors UIKit's `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer.
  ///
  /// Mirrors UIKit's `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The delegate as a collection view's delegate (see `UITableView`'s `tableDelegate` for why it is cast).
  var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }
  /// The object that provides the cells.
  open weak var dataSource: (any UICollectionViewDataSource)?
  private var registrations: [String: ReuseRegistration<UICollectionViewCell>] = [:]
  private var supplementaryRegistrations: [String: ReuseRegistration<UICollectionReusableView>] = [:]
  private var shownCells: [IndexPath: UICollectionViewCell] = [:]
  private var reuseQueue: [String: [UICollectionReusableView]] = [:]
  /// The segues of the storyboard's prototype cells, by reuse identifier.
  package final var prototypeSegueTemplates: [String: CellSegueTemplates] = [:]
  /// Makers of the storyboard's prototype cells (custom class, subviews, outlets), by reuse identifier.
  package final var prototypeFactories: [String: @MainActor () -> UICollectionViewCell] = [:]
  /// The layout.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { collectionViewLayout.collectionView = self }
  }
  /// Whether items can be selected.
  open var allowsSelection = true
  /// Whether several items can be selected at once.
  open var allowsMultipleSelection = false
  private var selected: [IndexPath] = []

  /// Creates a collection view with a layout.
  ///
  /// Mirrors UIKit's designated `init(frame:collectionViewLayout:)`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view with a flow layout. Not a UIKit initializer (UIKit requires a layout).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
  }

  public required init?(coder: NSCoder) {
    self.collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Sets the layout (inert animation).
  ///
  /// Mirrors UIKit's `setCollectionViewLayout(_:animated:)`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // MARK: Data

  /// The number of sections, from the data source.
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  /// The number of items in `section`, from the data source.
  open func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// Drops the cells shown and asks the data source again when items are next needed.
  ///
  /// Mirrors UIKit's `reloadData()`; the cells go back to the reuse queue.
  open func reloadData() {
    for path in shownCells.keys.sorted() {
      guard let cell = shownCells.removeValue(forKey: path) else { continue }
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      if let identifier = cell.reuseIdentifier { reuseQueue[identifier, default: []].append(cell) }
    }
  }

  /// Runs `updates` as one group; `completion` runs with `true` when the main queue is drained.
  ///
  /// Mirrors UIKit's `performBatchUpdates(_:completion:)`; the shown cells are asked for again.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    guard let completion else { return }
    MainQueue.async { completion(true) }
  }

  /// Inserts items the data source now has.
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Deletes items the data source no longer has.
  open func deleteItems(at indexPaths: [IndexPath]) {
    selected.removeAll { indexPaths.contains($0) }
    reloadData()
  }
  /// Reloads items.
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Inserts sections.
  open func insertSections(_ sections: IndexSet) { reloadData() }
  /// Deletes sections.
  open func deleteSections(_ sections: IndexSet) {
    selected.removeAll { sections.contains($0.section) }
    reloadData()
  }
  /// Reloads sections.
  open func reloadSections(_ sections: IndexSet) { reloadData() }

  // MARK: Cells

  /// Registers a cell class for a reuse identifier; `nil` removes the registration.
  ///
  /// Mirrors UIKit's `register(_:forCellWithReuseIdentifier:)`: a class that is not a `UICollectionViewCell`
  /// raises `NSInvalidArgumentException` [I] (the reason text is inferred from the table view's).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      UIKitException.raise(.invalidArgument, "must pass a class of kind UICollectionViewCell")
      return
    }
    registrations[identifier] = .viewClass(cellType)
  }

  /// Registers a nib whose one top-level object is the cell for a reuse identifier (replacing a registered class);
  /// `nil` removes the registration.
  ///
  /// Mirrors UIKit's `register(_:forCellWithReuseIdentifier:)`; see
  /// ``UITableView/register(_:forCellReuseIdentifier:)-(UINib?,_)`` for what a dequeued cell is.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registrations[identifier] = nib.map { .nib($0) }
  }

  /// Registers a supplementary view class for a kind and reuse identifier.
  ///
  /// Mirrors UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryRegistrations[elementKind + "\u{0}" + identifier] =
      (viewClass as? UICollectionReusableView.Type).map { .viewClass($0) }
  }

  /// Registers a nib whose one top-level object is the supplementary view for a kind and reuse identifier.
  ///
  /// Mirrors UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryRegistrations[kind + "\u{0}" + identifier] = nib.map { .nib($0) }
  }

  /// A cell from the reuse queue (after its `prepareForReuse()`), else a new one of the registered class.
  ///
  /// Mirrors UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reuseQueue[identifier]?.popLast() as? UICollectionViewCell {
      cell.prepareForReuse()
      return cell
    }
    let registered = registrations[identifier]?.makeView(
      identifier: identifier, kindName: "UICollectionReusableView", mismatch: "view reuse identifier",
      { $0.init(_dequeuedWithReuseIdentifier: identifier) })
    let cell = registered ?? prototypeFactories[identifier]?() ?? UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view of the registered class (or a plain one).
  ///
  /// Mirrors UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let registration =
      supplementaryRegistrations[elementKind + "\u{0}" + identifier] ?? .viewClass(UICollectionReusableView.self)
    let view =
      registration.makeView(
        identifier: identifier, kindName: "UICollectionReusableView", mismatch: "view reuse identifier",
        { $0.init(_dequeuedWithReuseIdentifier: identifier) }) ?? UICollectionReusableView(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// The cell shown at `indexPath`: the same one until a reload, made by the data source the first time.
  ///
  /// Mirrors UIKit's `cellForItem(at:)` with every item visible.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    if let cell = shownCells[indexPath] { return cell }
    guard let dataSource else { return nil }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    shownCells[indexPath] = cell
    cell.isSelected = selected.contains(indexPath)
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    return cell
  }

  /// The index path of a shown cell.
  ///
  /// Mirrors UIKit's `indexPath(for:)`.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shownCells.first { $0.value === cell }?.key
  }

  /// Every item's index path, in order.
  open var indexPathsForVisibleItems: [IndexPath] {
    guard dataSource != nil else { return [] }
    var paths: [IndexPath] = []
    for section in 0..<numberOfSections {
      for item in 0..<numberOfItems(inSection: section) { paths.append(IndexPath(item: item, section: section)) }
    }
    return paths
  }

  /// Every item's cell, in order.
  open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { cellForItem(at: $0) } }

  /// Scrolls to an item (inert).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

  // MARK: Selection

  /// The selected items, or `nil` when none.
  open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Selects an item from code: no delegate calls.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for old in selected { shownCells[old]?.isSelected = false }
      selected = []
      return
    }
    if !allowsMultipleSelection {
      for old in selected { shownCells[old]?.isSelected = false }
      selected = []
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    shownCells[indexPath]?.isSelected = true
  }

  /// Deselects an item from code: no delegate calls.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    shownCells[indexPath]?.isSelected = false
  }

  /// Simulates the user tapping the item at `indexPath`: `shouldHighlightItemAt`, `shouldSelectItemAt`, the
  /// deselection of the previous item, then `didSelectItemAt`, then the cell's selection segue. Not in UIKit.
  public final func simulateUserSelection(at indexPath: IndexPath) {
    guard allowsSelection, isUserInteractionEnabled else { return }
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselectItem(at: indexPath, animated: true)
      collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for old in selected where old != indexPath {
        deselectItem(at: old, animated: true)
        collectionDelegate?.collectionView(self, didDeselectItemAt: old)
      }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    let cell = cellForItem(at: indexPath)
    cell?.isSelected = true
    collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    // The selection segue fires after `didSelectItemAt` [I].
    segueTemplates(of: cell)?.selection?.perform(sender: cell)
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 10.0, *)
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? = nil
  @available(iOS 10.0, *)
  open var isPrefetchingEnabled: Bool = false
  @available(iOS 11.0, *)
  open weak var dragDelegate: (any UICollectionViewDragDelegate)? = nil
  @available(iOS 11.0, *)
  open weak var dropDelegate: (any UICollectionViewDropDelegate)? = nil
  @available(iOS 11.0, *)
  open var dragInteractionEnabled: Bool = false
  @available(iOS 11.0, *)
  open var reorderingCadence: UICollectionView.ReorderingCadence = .immediate
  open var backgroundView: UIView? = nil
  @available(iOS 11.0, *)
  open var hasUncommittedUpdates: Bool { false }
  @available(iOS 7.0, *)
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {}
  @available(iOS 7.0, *)
  open func finishInteractiveTransition() {}
  @available(iOS 7.0, *)
  open func cancelInteractiveTransition() {}
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }
  open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
  @available(iOS 9.0, *)
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
  { nil }
  @available(iOS 9.0, *)
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { [] }
  @available(iOS 9.0, *)
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { [] }
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  @available(iOS 9.0, *)
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }
  @available(iOS 9.0, *)
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}
  @available(iOS 9.0, *)
  open func endInteractiveMovement() {}
  @available(iOS 9.0, *)
  open func cancelInteractiveMovement() {}
  @available(iOS 9.0, *)
  open var remembersLastFocusedIndexPath: Bool = false
  @available(iOS 14.0, *)
  open var selectionFollowsFocus: Bool = false
  @available(iOS 11.0, *)
  open var hasActiveDrag: Bool { false }
  @available(iOS 11.0, *)
  open var hasActiveDrop: Bool { false }
  @available(iOS 14.0, *)
  open var isEditing: Bool = false
  @available(iOS 14.0, *)
  open var allowsSelectionDuringEditing: Bool = false
  @available(iOS 14.0, *)
  open var allowsMultipleSelectionDuringEditing: Bool = false
  open func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int { 0 }
  open func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int { 0 }
  open func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? { nil }
  open func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? { nil }
  open func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {}
  @available(iOS 11.0, *)
  open var isSpringLoaded: Bool = false
  // MARK: - End of generated members
}
