import Foundation
import SegueKitTesting
import Testing

/// The driver's control steps on a form built in code: typing, return, switches, sliders, segments, steppers,
/// pickers and pull to refresh, each reaching the app's actions and delegates as a user's touch would.
@MainActor
@Suite struct ControlsDriverTests {
  final class Form: UIViewController, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    var log: [String] = []
    let name = UITextField()
    let notify = UISwitch()
    let volume = UISlider()
    let period = UISegmentedControl(items: ["Day", "Week"])
    let count = UIStepper()
    let when = UIDatePicker()
    let size = UIPickerView()
    let scroll = UIScrollView()

    override func viewDidLoad() {
      super.viewDidLoad()
      name.placeholder = "Name"
      name.delegate = self
      name.addAction(UIAction { [unowned self] _ in log.append("changed '\(name.text ?? "")'") }, for: .editingChanged)
      notify.accessibilityIdentifier = "notify"
      for (control, label) in [
        (notify, "notify"), (volume, "volume"), (period, "period"), (count, "count"),
        (when, "when"),
      ] as [(UIControl, String)] {
        control.addAction(
          UIAction { [unowned self] _ in log.append("\(label) \(value(of: control))") }, for: .valueChanged)
      }
      size.dataSource = self
      size.delegate = self
      scroll.refreshControl = UIRefreshControl()
      scroll.refreshControl?.addAction(UIAction { [unowned self] _ in log.append("refresh") }, for: .valueChanged)
      for subview in [name, notify, volume, period, count, when, size, scroll] as [UIView] { view.addSubview(subview) }
    }

    func value(of control: UIControl) -> String {
      switch control {
      case let toggle as UISwitch: "\(toggle.isOn)"
      case let slider as UISlider: "\(slider.value)"
      case let segmented as UISegmentedControl: "\(segmented.selectedSegmentIndex)"
      case let stepper as UIStepper: "\(stepper.value)"
      case let picker as UIDatePicker: "\(picker.date.timeIntervalSince1970)"
      default: "?"
      }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.append("return")
      textField.resignFirstResponder()
      return true
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      ["S", "M", "L"][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      log.append("size \(row)")
    }
  }

  @Test func everyControlStepReachesTheApp() throws {
    let form = Form()
    let app = SegueApp(rootViewController: form)
    try app.type("Al", into: "Name")
    #expect(app.firstResponder === form.name)
    try app.pressReturn()
    #expect(app.firstResponder == nil)
    try app.flipSwitch("notify")
    try app.setSwitch(on: true)
    try app.slide(to: 0.25)
    try app.chooseSegment("Week")
    try app.tapStepper()
    try app.tapStepper(increment: false)
    try app.pickDate(Date(timeIntervalSince1970: 0))
    try app.pickRow(titled: "L")
    try app.pullToRefresh()
    #expect(
      form.log == [
        "changed 'A'", "changed 'Al'", "return", "notify true", "volume 0.25", "period 1", "count 1.0", "count 0.0",
        "when 0.0", "size 2", "refresh",
      ])
  }

  @Test func missingAndAmbiguousControlsAreExplained() throws {
    let form = Form()
    let app = SegueApp(rootViewController: form)
    form.volume.isEnabled = false
    var messages: [String] = []
    for attempt in [
      { try app.type("x", into: "Email") }, { try app.slide(to: 1) }, { try app.chooseSegment("Month") },
      { try app.pickRow(5) }, { try app.pressReturn() },
    ] {
      do { try attempt() } catch { messages.append("\(error)") }
    }
    #expect(
      messages == [
        "no text field 'Email' on screen; text fields: 'Name'",
        "the slider is disabled",
        "no segmented control on screen has a segment 'Month'",
        "no row 5 in component 0: it has 3 rows",
        "no text input is first responder: there is no keyboard to press return on",
      ])
  }
}
