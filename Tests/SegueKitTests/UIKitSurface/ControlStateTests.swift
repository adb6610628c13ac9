import SegueKit
import Testing

/// `UIControl.State` and a button's per-state titles, as UIKit defines them.
///
/// Source: Apple's documentation for `UIButton.title(for:)` ("If no title has been set for the specific state, this
/// method returns the title associated with the normal state"), `UIButton.currentTitle` and `UIControl.state`, and
/// the `UIControlState` values in UIKit's `UIControl.h`.
@MainActor
@Suite struct ControlStateTests {
  @Test func stateValuesAreUIKits() {
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1 << 0)
    #expect(UIControl.State.disabled.rawValue == 1 << 1)
    #expect(UIControl.State.selected.rawValue == 1 << 2)
    #expect(UIControl.State.focused.rawValue == 1 << 3)
    #expect(UIControl.State.application.rawValue == 0x00FF_0000)
    #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    #expect(UIControl.State.normal.isEmpty)
  }

  @Test func stateFollowsHighlightedEnabledAndSelected() {
    let control = UIControl()
    #expect(control.state == .normal)
    control.isHighlighted = true
    control.isSelected = true
    #expect(control.state == [.highlighted, .selected])
    control.isHighlighted = false
    control.isSelected = false
    control.isEnabled = false
    #expect(control.state == .disabled)
  }

  @Test func aStateWithoutItsOwnTitleUsesTheNormalTitle() {
    let button = UIButton()
    button.setTitle("Buy", for: .normal)
    button.setTitle("Buying…", for: .highlighted)
    let titles = [UIControl.State.normal, .highlighted, .disabled, .selected, [.selected, .highlighted]].map {
      button.title(for: $0)
    }
    #expect(titles == ["Buy", "Buying…", "Buy", "Buy", "Buy"])
  }

  @Test func removingAStatesTitleFallsBackToNormalAgain() {
    let button = UIButton()
    button.setTitle("Buy", for: .normal)
    button.setTitle("Sold out", for: .disabled)
    button.setTitle(nil, for: .disabled)
    #expect(button.title(for: .disabled) == "Buy")
    button.setTitle(nil, for: .normal)
    #expect(button.title(for: .normal) == nil)
  }

  @Test func currentTitleIsTheTitleForTheCurrentState() {
    let button = UIButton()
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitle("Unavailable", for: .disabled)
    var seen = [button.currentTitle]
    button.isSelected = true
    seen.append(button.currentTitle)
    button.isSelected = false
    button.isEnabled = false
    seen.append(button.currentTitle)
    button.isEnabled = true
    button.isHighlighted = true
    seen.append(button.currentTitle)
    #expect(seen == ["Follow", "Following", "Unavailable", "Follow"])
  }
}
