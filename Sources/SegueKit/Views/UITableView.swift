public import Foundation

/// The table view's data source (the parts needed to create cells).
///
/// Mirrors UIKit's `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// The table view's delegate (selection).
///
/// Mirrors UIKit's `UITableViewDelegate`; every method has UIKit's default behaviour.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

/// A table: rows, cells and selection — no scrolling or drawing.
///
/// Mirrors UIKit's `UITableView`. ``simulateUserSelection(at:)`` calls the delegate exactly as a user tap does;
/// `selectRow(at:animated:scrollPosition:)` from code calls no delegate method, as in UIKit.
@MainActor
open class UITableView: UIView {
  /// Where to scroll a selected row (kept for compatibility).
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  open weak var dataSource: (any UITableViewDataSource)?
  open weak var delegate: (any UITableViewDelegate)?
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  open var allowsMultipleSelection = false
  private var selected: [IndexPath] = []
  private var registrations: [String: UITableViewCell.Type] = [:]
  /// The segues of the storyboard's prototype cells, by reuse identifier.
  final var prototypeSegueTemplates: [String: CellSegueTemplates] = [:]
  /// A static table's cells, kept here because ``dataSource`` is weak.
  final var staticCellsDataSource: (any UITableViewDataSource)?

  /// The selected row (the first when several are selected).
  open var indexPathForSelectedRow: IndexPath? { selected.first }
  /// The selected rows, or `nil` when none.
  open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Registers a cell class for a reuse identifier; `nil` removes the registration.
  ///
  /// Mirrors UIKit's `register(_:forCellReuseIdentifier:)`: a class that is not a `UITableViewCell` raises
  /// `NSInvalidArgumentException` [I] (the reason text is not verified against UIKit).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      UIKitException.raise(.invalidArgument, "must pass a class of kind UITableViewCell")
      return
    }
    registrations[identifier] = cellType
  }

  /// A new cell of the registered class (there is no reuse without scrolling).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    let cellClass = registrations[identifier] ?? UITableViewCell.self
    return cellClass.init(_dequeuedWithReuseIdentifier: identifier)
  }

  /// The cell the data source provides for `indexPath`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    dataSource?.tableView(self, cellForRowAt: indexPath)
  }

  /// Selects a row from code: no delegate calls.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selected = []
      return
    }
    if !allowsMultipleSelection { selected = [] }
    if !selected.contains(indexPath) { selected.append(indexPath) }
  }

  /// Deselects a row from code: no delegate calls.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
  }

  /// Simulates the user tapping the row at `indexPath`: `willSelectRowAt` (which may redirect or cancel), the
  /// deselection of the previous row (`willDeselectRowAt`/`didDeselectRowAt`), then `didSelectRowAt`.
  ///
  /// Not in UIKit.
  public func simulateUserSelection(at indexPath: IndexPath) {
    guard allowsSelection, isUserInteractionEnabled, hasRow(at: indexPath) else { return }
    let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target else { return }
    if !allowsMultipleSelection {
      for old in selected where old != target {
        let deselect = delegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
        guard let deselect else { continue }
        selected.removeAll { $0 == deselect }
        delegate?.tableView(self, didDeselectRowAt: deselect)
      }
    }
    if !selected.contains(target) { selected.append(target) }
    delegate?.tableView(self, didSelectRowAt: target)
    // The selection segue fires after `didSelectRowAt` [I].
    let cell = cellForRow(at: target)
    segueTemplates(of: cell)?.selection?.perform(sender: cell)
  }

  /// Simulates the user tapping the detail (accessory) button of a row. Not in UIKit.
  public func simulateAccessoryButtonTap(at indexPath: IndexPath) {
    guard hasRow(at: indexPath) else { return }
    delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    let cell = cellForRow(at: indexPath)
    segueTemplates(of: cell)?.accessoryAction?.perform(sender: cell)
  }
}

/// A table cell.
///
/// Mirrors UIKit's `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
  /// Cell styles.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// Accessory types.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// The reuse identifier.
  public let reuseIdentifier: String?
  /// The main label.
  public let textLabel: UILabel? = UILabel()
  /// The secondary label.
  public let detailTextLabel: UILabel? = UILabel()
  /// The accessory.
  open var accessoryType: AccessoryType = .none
  /// Whether the cell is selected.
  open var isSelected = false
  /// A storyboard static cell's segues.
  final var segueTemplates = CellSegueTemplates()

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// Mirrors UIKit's designated (not `required`) `init(style:reuseIdentifier:)`: a subclass overrides it with
  /// `override init`, and a registered cell class is made through it.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Makes a cell of the receiving class for ``UITableView/dequeueReusableCell(withIdentifier:for:)``, through
  /// the class's `init(style: .default, reuseIdentifier:)`.
  ///
  /// Not in UIKit, which reaches `init(style:reuseIdentifier:)` through the Objective-C runtime. A subclass
  /// inherits this initializer when it overrides (or inherits) every designated initializer, as cells written
  /// for UIKit do. One that declares only `init?(coder:)` or an initializer of its own does not, and the
  /// compiler asks for this one: override `init(style:reuseIdentifier:)` too (calling `super`), which UIKit
  /// accepts as well and which a registered cell class needs there anyway.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  public required init?(coder: NSCoder) {
    self.reuseIdentifier = nil
    super.init(coder: coder)
  }
}

extension UITableView {
  /// Whether the data source has a row at `indexPath` (rows of a table without data source are not checked).
  func hasRow(at indexPath: IndexPath) -> Bool {
    guard let dataSource else { return true }
    return indexPath.section >= 0 && indexPath.section < dataSource.numberOfSections(in: self) && indexPath.row >= 0
      && indexPath.row < dataSource.tableView(self, numberOfRowsInSection: indexPath.section)
  }
}
