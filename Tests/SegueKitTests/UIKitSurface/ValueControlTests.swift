import Foundation
import SegueKit
import Testing

/// Switches, sliders, steppers, segmented and page controls: values in code send nothing, a user's change sends
/// `.valueChanged`.
///
/// Source: Apple's documentation for `UISwitch.setOn(_:animated:)` ("doesn't send an action message"),
/// `UISlider.value` (pinned to the minimum and maximum), `UISlider.isContinuous`, `UIStepper.wraps`,
/// `UISegmentedControl.noSegment`, `UISegmentedControl.isMomentary` and `UIPageControl.currentPage`.
@MainActor
@Suite struct ValueControlTests {
  /// Records each `.valueChanged` with a description of the value at the time.
  private func record(_ control: UIControl, _ describe: @escaping @MainActor () -> String) -> () -> [String] {
    final class Box { var log: [String] = [] }
    let box = Box()
    control.addAction(UIAction { _ in box.log.append(describe()) }, for: .valueChanged)
    return { box.log }
  }

  @Test func aSwitchSendsValueChangedOnlyWhenFlippedByTheUser() {
    let toggle = UISwitch()
    let log = record(toggle) { "\(toggle.isOn)" }
    toggle.setOn(true, animated: true)
    toggle.isOn = false
    toggle.simulateToggle()
    toggle.isEnabled = false
    toggle.simulateToggle()
    #expect(log() == ["true"])
    #expect(toggle.isOn)
  }

  @Test func aSliderClampsItsValueAndReportsUserMoves() {
    let slider = UISlider()
    var events: [String] = []
    for (event, name) in [(UIControl.Event.touchDown, "down"), (.valueChanged, "changed"), (.touchUpInside, "up")] {
      slider.addAction(UIAction { _ in events.append("\(name) \(slider.value)") }, for: event)
    }
    slider.maximumValue = 10
    slider.setValue(20, animated: false)
    #expect(slider.value == 10)
    slider.minimumValue = 2
    slider.value = -5
    #expect(slider.value == 2)
    slider.simulateSlide(to: 7.5)
    slider.simulateSlide(to: 7.5)
    #expect(events == ["down 2.0", "changed 7.5", "up 7.5", "down 7.5", "up 7.5"])
  }

  @Test func aStepperStepsWrapsAndStops() {
    let stepper = UIStepper()
    let log = record(stepper) { "\(stepper.value)" }
    #expect([stepper.minimumValue, stepper.maximumValue, stepper.stepValue] == [0, 100, 1])
    stepper.maximumValue = 2
    stepper.simulateIncrement()
    stepper.simulateIncrement()
    stepper.simulateIncrement()
    stepper.wraps = true
    stepper.simulateIncrement()
    stepper.simulateDecrement()
    #expect(log() == ["1.0", "2.0", "0.0", "2.0"])
  }

  @Test func segmentsInsertRemoveAndSelectAsUIKitDoes() {
    let control = UISegmentedControl(items: ["Day", "Week"])
    let log = record(control) { "\(control.selectedSegmentIndex)" }
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Hour", at: 0, animated: false)
    #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Hour", "Day", "Week"])
    #expect(control.selectedSegmentIndex == 2)
    control.setEnabled(false, forSegmentAt: 0)
    control.simulateSelectSegment(0)
    control.simulateSelectSegment(2)
    control.simulateSelectSegment(1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.isMomentary = true
    control.simulateSelectSegment(1)
    #expect(log() == ["1", "1"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func aPageControlKeepsItsPageInRange() {
    let pages = UIPageControl()
    let log = record(pages) { "\(pages.currentPage)" }
    pages.numberOfPages = 3
    pages.currentPage = 5
    #expect(pages.currentPage == 2)
    pages.simulateSelectPage(0)
    pages.numberOfPages = 1
    #expect(log() == ["0"])
  }
}
