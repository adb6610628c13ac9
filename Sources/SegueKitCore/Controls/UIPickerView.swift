public import Foundation

/// A view of spinning wheels (components) of rows, from a data source and a delegate.
///
/// Mirrors UIKit's `UIPickerView`: ``selectRow(_:inComponent:animated:)`` in code does not tell the delegate; a
/// user's pick (``simulatePick(row:inComponent:)``) selects the row and calls
/// `pickerView(_:didSelectRow:inComponent:)`.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The data source, held weakly.
  open weak var dataSource: (any UIPickerViewDataSource)?
  /// The delegate, held weakly.
  open weak var delegate: (any UIPickerViewDelegate)?
  /// Whether the selection indicator shows (no effect since iOS 7).
  open var showsSelectionIndicator = false
  private var selections: [Int: Int] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of components, from the data source.
  open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

  /// The number of rows in `component`, from the data source.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents else { return 0 }
    return dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }

  /// The selected row of `component`: `0` until another is selected, `-1` when the component has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(selections[component] ?? 0, rows - 1)
  }

  /// Selects `row` of `component`; the delegate is not told, as in UIKit.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    selections[component] = max(0, row)
  }

  /// Asks the data source and delegate again for every component.
  open func reloadAllComponents() {
    for (component, row) in selections {
      let rows = numberOfRows(inComponent: component)
      selections[component] = rows > 0 ? min(row, rows - 1) : 0
    }
  }

  /// Asks the data source and delegate again for `component`.
  open func reloadComponent(_ component: Int) {
    guard let row = selections[component] else { return }
    let rows = numberOfRows(inComponent: component)
    selections[component] = rows > 0 ? min(row, rows - 1) : 0
  }

  /// The view shown for `row` of `component`, if the delegate provides views.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
  }

  /// The title the delegate gives `row` of `component` (its attributed title's text if it has no plain one).
  ///
  /// Not in UIKit.
  public func title(forRow row: Int, forComponent component: Int) -> String? {
    delegate?.pickerView(self, titleForRow: row, forComponent: component)
      ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
  }

  /// Picks `row` of `component` as a user's spin does: the row is selected and the delegate's
  /// `pickerView(_:didSelectRow:inComponent:)` is called. Returns `false` (and does nothing) for a row or
  /// component that does not exist.
  ///
  /// Not in UIKit.
  @discardableResult
  public func simulatePick(row: Int, inComponent component: Int) -> Bool {
    guard isUserInteractionEnabled, row >= 0, row < numberOfRows(inComponent: component) else { return false }
    selections[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    return true
  }
}
