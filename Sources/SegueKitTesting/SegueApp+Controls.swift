public import Foundation
public import SegueKit

/// Text input, switches, sliders, segments, steppers, pickers and pull to refresh, each through the same path as
/// a user's touch (the control's `simulate…` entry point), as one step.
extension SegueApp {
  // MARK: Text

  /// Taps the text field or text view whose accessibility identifier or placeholder is `field` (it becomes first
  /// responder, its delegate asked and told), then types `text` one character at a time.
  ///
  /// Throws when no such input is on screen, several are, it is disabled, or it refuses to begin editing.
  public func type(_ text: String, into field: String) throws {
    let input = try textInput(field)
    var began = false
    try step {
      switch input {
      case .field(let textField):
        textField.simulateTap()
        began = textField.isFirstResponder
        if began { textField.simulateTyping(text) }
      case .view(let textView):
        began = textView.becomeFirstResponder()
        if began { textView.simulateTyping(text) }
      }
    }
    guard began else { throw SegueAppError.element("the text input '\(field)' refused to begin editing") }
  }

  /// Types `text` into the first responder (the text field or text view being edited), one character at a time.
  ///
  /// Throws when no text input is first responder: "no text input is first responder: there is no keyboard to type
  /// on".
  public func type(_ text: String) throws {
    switch firstResponder {
    case let field as UITextField:
      try step { field.simulateTyping(text) }
    case let textView as UITextView:
      try step { textView.simulateTyping(text) }
    default:
      throw SegueAppError.element("no text input is first responder: there is no keyboard to type on")
    }
  }

  /// Types `text` into the `index`th text field (from 0) of the alert on screen: a tap on the field makes it first
  /// responder (the first one already is, as UIKit makes it when the alert appears), then the characters.
  ///
  /// Throws when no alert is on screen or it has no such field.
  public func type(_ text: String, intoAlertField index: Int) throws {
    guard let alert = Screen(window: window)?.layer as? UIAlertController else {
      throw SegueAppError.element("no alert on screen")
    }
    let fields = alert.textFields ?? []
    guard index >= 0, index < fields.count else {
      throw SegueAppError.element("the alert has no text field \(index): it has \(fields.count)")
    }
    let field = fields[index]
    try step {
      if !field.isFirstResponder { field.simulateTap() }
      if field.isFirstResponder { field.simulateTyping(text) }
    }
  }

  /// Presses the return key of the keyboard: the first responder text field asks its delegate's
  /// `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`; a text view gets a newline.
  public func pressReturn() throws {
    guard let responder = firstResponder else {
      throw SegueAppError.element("no text input is first responder: there is no keyboard to press return on")
    }
    try step {
      if let field = responder as? UITextField {
        field.simulateReturnKey()
      } else if let textView = responder as? UITextView {
        textView.simulateTyping("\n")
      }
    }
  }

  /// Taps the clear button of the text field `field` (by accessibility identifier or placeholder).
  public func clearText(in field: String) throws {
    guard case .field(let textField) = try textInput(field) else {
      throw SegueAppError.element("'\(field)' is a text view: it has no clear button")
    }
    try step { textField.simulateClearButton() }
  }

  /// The window's first responder (the text input being edited), if any.
  ///
  /// Not in UIKit.
  public var firstResponder: UIResponder? {
    func find(_ view: UIView) -> UIResponder? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = find(subview) { return found }
      }
      return nil
    }
    if let view = find(window) { return view }
    return visibleViewControllers.first { $0.isFirstResponder }
  }

  // MARK: Value controls

  /// Flips the switch `identifier` (or the only switch on screen) as a user's tap does.
  public func flipSwitch(_ identifier: String? = nil) throws {
    let toggle = try control(UISwitch.self, "switch", identifier)
    try step { toggle.simulateToggle() }
  }

  /// Flips the switch `identifier` (or the only switch on screen) if it is not already `on`.
  public func setSwitch(_ identifier: String? = nil, on: Bool) throws {
    let toggle = try control(UISwitch.self, "switch", identifier)
    guard toggle.isOn != on else { return }
    try step { toggle.simulateToggle() }
  }

  /// Moves the slider `identifier` (or the only slider on screen) to `value`.
  public func slide(_ identifier: String? = nil, to value: Float) throws {
    let slider = try control(UISlider.self, "slider", identifier)
    try step { slider.simulateSlide(to: value) }
  }

  /// Chooses the segment titled `title` of the segmented control that has it (or of `identifier`).
  public func chooseSegment(_ title: String, in identifier: String? = nil) throws {
    let controls = try candidates(UISegmentedControl.self, identifier).filter { control in
      (0..<control.numberOfSegments).contains { control.titleForSegment(at: $0) == title }
    }
    guard let segmented = controls.first else {
      throw SegueAppError.element("no segmented control on screen has a segment '\(title)'")
    }
    guard controls.count == 1 else {
      throw SegueAppError.element("\(controls.count) segmented controls have a segment '\(title)'; pass an identifier")
    }
    let index = (0..<segmented.numberOfSegments).first { segmented.titleForSegment(at: $0) == title } ?? 0
    try chooseSegment(at: index, of: segmented)
  }

  /// Chooses segment `index` of the segmented control `identifier` (or the only one on screen).
  public func chooseSegment(at index: Int, in identifier: String? = nil) throws {
    try chooseSegment(at: index, of: control(UISegmentedControl.self, "segmented control", identifier))
  }

  private func chooseSegment(at index: Int, of segmented: UISegmentedControl) throws {
    guard index >= 0, index < segmented.numberOfSegments else {
      throw SegueAppError.element("no segment \(index): the control has \(segmented.numberOfSegments)")
    }
    guard segmented.isEnabled, segmented.isEnabledForSegment(at: index) else {
      throw SegueAppError.element("segment \(index) is disabled")
    }
    try step { segmented.simulateSelectSegment(index) }
  }

  /// Taps + (or − when `increment` is `false`) on the stepper `identifier` (or the only one on screen).
  public func tapStepper(_ identifier: String? = nil, increment: Bool = true) throws {
    let stepper = try control(UIStepper.self, "stepper", identifier)
    try step { increment ? stepper.simulateIncrement() : stepper.simulateDecrement() }
  }

  /// Picks `date` in the date picker `identifier` (or the only one on screen).
  public func pickDate(_ date: Date, in identifier: String? = nil) throws {
    let picker = try control(UIDatePicker.self, "date picker", identifier)
    try step { picker.simulatePick(date) }
  }

  /// Picks `row` of `component` in the picker view `identifier` (or the only one on screen).
  public func pickRow(_ row: Int, inComponent component: Int = 0, in identifier: String? = nil) throws {
    let picker = try control(UIPickerView.self, "picker view", identifier)
    let rows = picker.numberOfRows(inComponent: component)
    guard row >= 0, row < rows else {
      throw SegueAppError.element("no row \(row) in component \(component): it has \(rows) row\(rows == 1 ? "" : "s")")
    }
    try step { picker.simulatePick(row: row, inComponent: component) }
  }

  /// Picks the row titled `title` of `component` in the picker view `identifier` (or the only one on screen).
  public func pickRow(titled title: String, inComponent component: Int = 0, in identifier: String? = nil) throws {
    let picker = try control(UIPickerView.self, "picker view", identifier)
    let titles = (0..<picker.numberOfRows(inComponent: component)).map {
      picker.title(forRow: $0, forComponent: component)
    }
    guard let row = titles.firstIndex(of: title) else {
      throw SegueAppError.element(
        "no row '\(title)' in component \(component); rows: \(quotedList(titles.map { $0 ?? "?" }))")
    }
    try step { picker.simulatePick(row: row, inComponent: component) }
  }

  /// Pulls the scroll view `identifier` (or the only one on screen with a refresh control) down to refresh.
  public func pullToRefresh(_ identifier: String? = nil) throws {
    let scrollViews = try candidates(UIScrollView.self, identifier).filter { $0.pulledRefreshControl != nil }
    guard let scrollView = scrollViews.first else {
      throw SegueAppError.element("no scroll view with a refresh control on screen")
    }
    guard scrollViews.count == 1 else {
      throw SegueAppError.element("\(scrollViews.count) scroll views have a refresh control; pass an identifier")
    }
    var started = false
    try step { started = scrollView.simulatePullToRefresh() }
    guard started else { throw SegueAppError.element("the refresh control is disabled or already refreshing") }
  }

  // MARK: Finding

  private enum TextInput {
    case field(UITextField)
    case view(UITextView)
  }

  private func textInput(_ name: String) throws -> TextInput {
    let screen = Screen(window: window)
    let fields = (screen?.views(UITextField.self) ?? []).filter {
      $0.accessibilityIdentifier == name || $0.placeholder == name
    }
    let textViews = (screen?.views(UITextView.self) ?? []).filter { $0.accessibilityIdentifier == name }
    let count = fields.count + textViews.count
    guard count > 0 else {
      let known = (screen?.views(UITextField.self) ?? []).compactMap { $0.accessibilityIdentifier ?? $0.placeholder }
      throw SegueAppError.element("no text field '\(name)' on screen; text fields: \(quotedList(known))")
    }
    guard count == 1 else {
      throw SegueAppError.element("\(count) text inputs are named '\(name)'; give each its own identifier")
    }
    if let field = fields.first {
      guard field.isEnabled else { throw SegueAppError.element("the text field '\(name)' is disabled") }
      try requireReachable(field, "text field '\(name)'")
      return .field(field)
    }
    let textView = textViews[0]
    guard textView.isEditable else { throw SegueAppError.element("the text view '\(name)' is not editable") }
    try requireReachable(textView, "text view '\(name)'")
    return .view(textView)
  }

  private func candidates<View: UIView>(_ type: View.Type, _ identifier: String?) throws -> [View] {
    (Screen(window: window)?.views(type) ?? []).filter { identifier == nil || $0.accessibilityIdentifier == identifier }
  }

  /// The one enabled control of `type` named `identifier` (or the only one on screen).
  private func control<View: UIView>(_ type: View.Type, _ kind: String, _ identifier: String?) throws -> View {
    let matches = try candidates(type, identifier)
    guard let match = matches.first else {
      throw SegueAppError.element("no \(kind)\(identifier.map { " with identifier '\($0)'" } ?? "") on screen")
    }
    guard matches.count == 1 else {
      throw SegueAppError.element("\(matches.count) \(kind)s on screen; pass the identifier of one")
    }
    let name = kind + (identifier.map { " '\($0)'" } ?? "")
    if let control = match as? UIControl, !control.isEnabled {
      throw SegueAppError.element("the \(name) is disabled")
    }
    try requireReachable(match, name)
    return match
  }
}
