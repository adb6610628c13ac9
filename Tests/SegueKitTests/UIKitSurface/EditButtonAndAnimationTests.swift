import Foundation
import SegueKit
import Testing

/// `editButtonItem`, `additionalSafeAreaInsets` and UIView's delayed, spring and transition animations, written as
/// iOS code writes them. Sources: Apple's documentation of `editButtonItem` (toggles between Edit and Done and calls
/// `setEditing(_:animated:)`) and of the `UIView` animation class methods (the completion gets `true` when the
/// animation ends; `transition(from:to:)` removes `fromView` and adds `toView` unless told to hide and show them).
@MainActor
@Suite struct EditButtonAndAnimationTests {
  final class ListController: UIViewController {
    var calls: [String] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      calls.append("setEditing(\(editing), animated: \(animated))")
    }
  }

  @Test func editButtonTogglesEditingAndItsTitle() {
    let controller = ListController()
    let item = controller.editButtonItem
    #expect(controller.editButtonItem === item)
    #expect([item.title, "\(item.style)"] == ["Edit", "plain"])
    item.simulateTap()
    #expect(controller.isEditing)
    #expect([item.title, "\(item.style)"] == ["Done", "done"])
    item.simulateTap()
    controller.setEditing(true, animated: false)
    #expect(item.title == "Done")
    #expect(
      controller.calls == [
        "setEditing(true, animated: true)", "setEditing(false, animated: true)", "setEditing(true, animated: false)",
      ])
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
    #expect(controller.additionalSafeAreaInsets.bottom == 44)
  }

  @Test func delayedSpringAndTransitionAnimationsCompleteOnTheVirtualClock() {
    var log: [String] = []
    let container = UIView()
    let old = UIView()
    let new = UIView()
    container.addSubview(UIView())
    container.addSubview(old)
    UIView.animate(
      withDuration: 0.3, delay: 0.2, options: [.curveEaseOut, .allowUserInteraction],
      animations: { log.append("animations") }, completion: { log.append("delayed \($0)") })
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
      animations: { log.append("spring") }, completion: { log.append("spring done \($0)") })
    UIView.transition(
      from: old, to: new, duration: 0.25, options: .transitionCrossDissolve,
      completion: { log.append("transition \($0)") })
    #expect(log == ["animations", "spring"])
    #expect(container.subviews.count == 2 && container.subviews[1] === new && old.superview == nil)
    _ = MainQueue.advance(by: 0.3)
    #expect(log == ["animations", "spring", "transition true", "spring done true"])
    _ = MainQueue.drain()
    #expect(log == ["animations", "spring", "transition true", "spring done true", "delayed true"])
  }
}
