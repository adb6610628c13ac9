public import Foundation

/// The collection view's delegate (selection).
///
/// Mirrors UIKit's `UICollectionViewDelegate`; every method has UIKit's default behaviour.
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// The collection view's data source (the parts needed to create cells).
///
/// Mirrors UIKit's `UICollectionViewDataSource`.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A layout object (kept for source compatibility; there is no layout).
@MainActor
open class UICollectionViewLayout: NSObject {}

/// A collection of items with selection — no layout or drawing.
///
/// Mirrors UIKit's `UICollectionView`; ``simulateUserSelection(at:)`` calls the delegate as a user tap does.
@MainActor
open class UICollectionView: UIView {
  open weak var delegate: (any UICollectionViewDelegate)?
  /// The object that provides the cells.
  open weak var dataSource: (any UICollectionViewDataSource)?
  private var registrations: [String: UICollectionViewCell.Type] = [:]
  /// The segues of the storyboard's prototype cells, by reuse identifier.
  final var prototypeSegueTemplates: [String: CellSegueTemplates] = [:]
  /// The layout given at creation.
  public let collectionViewLayout: UICollectionViewLayout
  /// Whether items can be selected.
  open var allowsSelection = true
  /// Whether several items can be selected at once.
  open var allowsMultipleSelection = false
  private var selected: [IndexPath] = []

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
  }

  public override init(frame: CGRect) {
    self.collectionViewLayout = UICollectionViewLayout()
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    self.collectionViewLayout = UICollectionViewLayout()
    super.init(coder: coder)
  }

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
    registrations[identifier] = cellType
  }

  /// A new cell of the registered class (there is no reuse without scrolling).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = (registrations[identifier] ?? UICollectionViewCell.self).init(_dequeuedWithReuseIdentifier: identifier)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// The cell the data source provides for `indexPath`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    dataSource?.collectionView(self, cellForItemAt: indexPath)
  }

  /// The selected items, or `nil` when none.
  open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Selects an item from code: no delegate calls.
  open func selectItem(at indexPath: IndexPath?, animated: Bool) {
    guard let indexPath else {
      selected = []
      return
    }
    if !allowsMultipleSelection { selected = [] }
    if !selected.contains(indexPath) { selected.append(indexPath) }
  }

  /// Deselects an item from code: no delegate calls.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
  }

  /// Simulates the user tapping the item at `indexPath`: `shouldSelectItemAt`, the deselection of the previous
  /// item, then `didSelectItemAt`. Not in UIKit.
  public func simulateUserSelection(at indexPath: IndexPath) {
    guard allowsSelection, isUserInteractionEnabled else { return }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for old in selected where old != indexPath {
        selected.removeAll { $0 == old }
        delegate?.collectionView(self, didDeselectItemAt: old)
      }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    // The selection segue fires after `didSelectItemAt` [I].
    let cell = cellForItem(at: indexPath)
    segueTemplates(of: cell)?.selection?.perform(sender: cell)
  }
}

/// A collection cell.
@MainActor
open class UICollectionViewCell: UIView {
  /// Whether the cell is selected.
  open var isSelected = false
  /// The identifier the cell was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The segues the cell fires itself (a storyboard cell made outside a collection view's prototypes).
  final var segueTemplates = CellSegueTemplates()

  /// Creates a cell.
  ///
  /// Mirrors UIKit's designated (not `required`) `init(frame:)`: a subclass overrides it with `override init`,
  /// and a registered cell class is made through it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Makes a cell of the receiving class for
  /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``, through the class's `init(frame: .zero)`.
  ///
  /// Not in UIKit, which reaches `init(frame:)` through the Objective-C runtime. A subclass inherits this
  /// initializer when it overrides (or inherits) every designated initializer, as cells written for UIKit do.
  /// One that declares only `init?(coder:)` or an initializer of its own does not, and the compiler asks for
  /// this one: override `init(frame:)` too (calling `super`), which UIKit accepts as well.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
