/// The object that tells a picker view how many components and rows it has.
///
/// Mirrors UIKit's `UIPickerViewDataSource` (both methods required).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components (wheels).
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows in `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
