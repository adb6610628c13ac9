import Foundation
import SegueKit
import Testing

/// `UIControl`'s events, alignment and target bookkeeping, as UIKit defines them.
///
/// Source: the `UIControlEvents` values and `UIControl` methods in UIKit's `UIControl.h`.
@MainActor
@Suite struct ControlEventTests {
  final class Target: UIResponder, SelectorActionTarget {
    var log: [String] = []
    func perform(action: Selector, sender: Any?) -> Bool {
      log.append("\(action)")
      return true
    }
  }

  @Test func eventValuesAreUIKits() {
    let events: [UIControl.Event] = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
      .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered, .menuActionTriggered,
      .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit, .allTouchEvents, .allEditingEvents,
      .applicationReserved, .systemReserved, .allEvents,
    ]
    #expect(
      events.map(\.rawValue) == [
        1, 2, 4, 8, 16, 32, 64, 128, 256, 4096, 8192, 16384, 0x10000, 0x20000, 0x40000, 0x80000, 0xFFF, 0xF0000,
        0x0F00_0000, 0xF000_0000, 0xFFFF_FFFF,
      ])
  }

  @Test func targetsAndActionsAreReportedPerEvent() {
    let control = UIControl()
    let target = Target()
    control.addTarget(target, action: Selector(("changed:")), for: .valueChanged)
    control.addTarget(target, action: Selector(("began:")), for: [.editingDidBegin, .valueChanged])
    control.addAction(UIAction { _ in }, for: .touchUpInside)
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["changed:", "began:"])
    #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
    #expect(control.allTargets == [AnyHashable(target)])
    #expect(control.allControlEvents == [.valueChanged, .editingDidBegin, .touchUpInside])
    control.sendActions(for: .valueChanged)
    control.removeTarget(target, action: Selector(("changed:")), for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(target.log == ["changed:", "began:", "began:"])
  }

  @Test func contentAlignmentDefaultsToCenterAndResolvesLeading() {
    let control = UIControl()
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
  }
}
