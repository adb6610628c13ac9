import Foundation
import SegueKit

/// What a control shows a user, for its ``Element``: its kind, its value and a text field's placeholder.
///
/// The values are what the control displays (UIKit's accessibility values differ in form: a switch says "1"/"0", a
/// slider a percentage); an app's own `accessibilityValue` wins over them.
@MainActor
enum ControlState {
  static func describe(_ control: UIControl) -> (Element.Kind, value: String?, placeholder: String?) {
    switch control {
    case let field as UITextField:
      let text = field.text ?? ""
      return (.textField, text.isEmpty ? nil : text, field.placeholder)
    case let toggle as UISwitch:
      return (.switch, toggle.isOn ? "on" : "off", nil)
    case let slider as UISlider:
      return (.slider, number(Double(slider.value)), nil)
    case let stepper as UIStepper:
      return (.control, number(stepper.value), nil)
    case let segmented as UISegmentedControl:
      let index = segmented.selectedSegmentIndex
      let title = index >= 0 ? segmented.titleForSegment(at: index) ?? "segment \(index)" : nil
      return (.control, title, nil)
    case let pages as UIPageControl:
      return (.control, "page \(pages.currentPage + 1) of \(pages.numberOfPages)", nil)
    default:
      return (.control, nil, nil)
    }
  }

  /// `0.5`, `3` (no trailing `.0`).
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
