import SegueKit
import Testing

/// Accessibility properties of views and bar items, as UIKit's informal `UIAccessibility` protocol defines them.
///
/// Source: Apple's documentation for `isAccessibilityElement` ("The default value … is false, unless the receiver is
/// a standard UIKit control"), `accessibilityLabel` ("the label … of a standard UIKit control … is derived from its
/// title"), `UIAccessibilityTraits` and `UIAccessibilityCustomAction`.
@MainActor
@Suite struct AccessibilityPropertiesTests {
  private struct Summary: Equatable {
    var isElement: Bool
    var label: String?
    var traits: UIAccessibilityTraits
  }

  private func summary(_ view: UIView) -> Summary {
    Summary(isElement: view.isAccessibilityElement, label: view.accessibilityLabel, traits: view.accessibilityTraits)
  }

  @Test func labelsAndButtonsAreElementsNamedByTheirText() {
    let label = UILabel()
    label.text = "Total"
    let button = UIButton()
    button.setTitle("Pay", for: .normal)
    #expect(
      [summary(UIView()), summary(label), summary(button)] == [
        Summary(isElement: false, label: nil, traits: .none),
        Summary(isElement: true, label: "Total", traits: .staticText),
        Summary(isElement: true, label: "Pay", traits: .button),
      ])
  }

  @Test func valuesSetAreReadBack() {
    let view = UIView()
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Chart"
    view.accessibilityTraits = [.image, .updatesFrequently]
    view.accessibilityValue = "42%"
    view.accessibilityHint = "Shows progress"
    #expect(summary(view) == Summary(isElement: true, label: "Chart", traits: [.image, .updatesFrequently]))
    #expect([view.accessibilityValue, view.accessibilityHint] == ["42%", "Shows progress"])
    #expect(UIAccessibilityTraits.header.rawValue == 0x10000)
  }

  @Test func customActionsRunTheirHandlers() {
    var ran: [String] = []
    let action = UIAccessibilityCustomAction(name: "Delete") { action in
      ran.append(action.name)
      return true
    }
    let view = UIView()
    view.accessibilityCustomActions = [action]
    #expect(view.accessibilityCustomActions?.first?.perform() == true)
    #expect(ran == ["Delete"])
  }

  @Test func barItemsAreLabelledByTheirTitle() {
    let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
    #expect(item.accessibilityLabel == "Save")
    item.accessibilityLabel = "Save draft"
    #expect(item.accessibilityLabel == "Save draft")
  }

  @Test func postedNotificationsAreRecorded() {
    UIAccessibility.removePostedNotifications()
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement, .screenChanged])
    #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
    #expect(!UIAccessibility.isVoiceOverRunning)
    UIAccessibility.removePostedNotifications()
  }
}
