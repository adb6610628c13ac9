import Foundation
import SegueKit
import Testing

/// Date pickers, picker views, activity indicators and progress views.
///
/// Source: Apple's documentation for `UIDatePicker.minimumDate`/`maximumDate`, `UIPickerView.selectRow(_:inComponent:
/// animated:)` and `UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)` ("called when the user selects a
/// row"), `UIActivityIndicatorView.hidesWhenStopped` and `UIProgressView.progress` (pinned to 0…1).
@MainActor
@Suite struct PickerAndIndicatorTests {
  final class Sizes: UIResponder, UIPickerViewDataSource, UIPickerViewDelegate {
    var sizes = ["S", "M", "L"]
    var picked: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      sizes[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      picked.append(sizes[row])
    }
  }

  @Test func aDatePickerKeepsItsDateInRangeAndReportsUserPicks() {
    let picker = UIDatePicker()
    var values: [TimeInterval] = []
    picker.addAction(UIAction { _ in values.append(picker.date.timeIntervalSince1970) }, for: .valueChanged)
    picker.minimumDate = Date(timeIntervalSince1970: 100)
    picker.maximumDate = Date(timeIntervalSince1970: 200)
    picker.setDate(Date(timeIntervalSince1970: 50), animated: false)
    #expect(picker.date.timeIntervalSince1970 == 100)
    picker.simulatePick(Date(timeIntervalSince1970: 150))
    picker.simulatePick(Date(timeIntervalSince1970: 900))
    #expect(values == [150, 200])
    picker.datePickerMode = .date
    #expect(picker.datePickerStyle == .compact)
  }

  @Test func aPickerViewTellsItsDelegateOnlyOfUserPicks() {
    let picker = UIPickerView()
    let sizes = Sizes()
    picker.dataSource = sizes
    picker.delegate = sizes
    #expect(picker.numberOfComponents == 1)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    picker.selectRow(2, inComponent: 0, animated: false)
    #expect(picker.simulatePick(row: 1, inComponent: 0))
    #expect(!picker.simulatePick(row: 3, inComponent: 0))
    sizes.sizes = ["S"]
    picker.reloadAllComponents()
    #expect(sizes.picked == ["M"])
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.title(forRow: 0, forComponent: 0) == "S")
  }

  @Test func anIndicatorIsHiddenWhileStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    var seen = [spinner.isHidden]
    spinner.startAnimating()
    seen += [spinner.isAnimating, spinner.isHidden]
    spinner.stopAnimating()
    seen += [spinner.isAnimating, spinner.isHidden]
    spinner.hidesWhenStopped = false
    seen.append(spinner.isHidden)
    #expect(seen == [true, true, false, false, true, false])
    #expect(UIActivityIndicatorView().style == .medium)
    #expect(UIActivityIndicatorView.Style.white.rawValue == 1)
  }

  @Test func progressIsPinnedToZeroThroughOne() {
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.setProgress(1.5, animated: true)
    let high = bar.progress
    bar.progress = -1
    #expect([high, bar.progress] == [1, 0])
    #expect(bar.progressViewStyle == .bar)
  }

  /// Code as written for iOS, unchanged.
  @Test func controlCodeCompilesAsWrittenForIOS() {
    final class Settings: UIViewController {
      let toggle = UISwitch()
      let slider = UISlider()
      let segments = UISegmentedControl(items: ["A", "B"])
      let spinner = UIActivityIndicatorView(style: .medium)
      override func viewDidLoad() {
        super.viewDidLoad()
        toggle.setOn(true, animated: false)
        toggle.addTarget(self, action: Selector(("toggled:")), for: .valueChanged)
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.setValue(50, animated: true)
        slider.isContinuous = false
        segments.selectedSegmentIndex = 0
        segments.setTitle("C", forSegmentAt: 1)
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        let field = UITextField()
        field.placeholder = "Name"
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocorrectionType = .no
        field.autocapitalizationType = .none
        field.textContentType = .emailAddress
        field.clearButtonMode = .whileEditing
        field.borderStyle = .roundedRect
        view.addSubview(field)
      }
    }
    let settings = Settings()
    settings.loadViewIfNeeded()
    #expect(settings.spinner.isAnimating)
  }
}
