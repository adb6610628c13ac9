public import Foundation

/// The object that gives a picker view its rows' titles or views and is told of the user's choices.
///
/// Mirrors UIKit's `UIPickerViewDelegate`; every method is optional (defaults below).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// The width of `component`.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of the rows of `component`.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The title of `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// The attributed title of `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  /// The view of `row` in `component`.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView
  /// The user selected `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }
  public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  { nil }
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView { view ?? UIView() }
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
