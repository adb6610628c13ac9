import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// An object that receives selector actions through a dispatch table, as generated code would.
@MainActor
private final class ActionReceiver: SelectorActionTarget {
  var received: [String] = []

  func perform(action: Selector, sender: Any?) -> Bool {
    switch "\(action)" {
    case "buttonTapped:", "itemTapped:", "swiped:":
      received.append("\(action) from \(type(of: sender!))")
      return true
    default:
      return false
    }
  }
}

/// A view in the responder chain that handles `buttonTapped:`.
@MainActor
private final class ReceivingView: UIView, SelectorActionTarget {
  var received: [String] = []

  func perform(action: Selector, sender: Any?) -> Bool {
    guard "\(action)" == "buttonTapped:" else { return false }
    received.append("\(action) from \(type(of: sender!))")
    return true
  }
}

/// A table delegate that records selections.
@MainActor
private final class SelectionRecorder: UITableViewDelegate, UICollectionViewDelegate {
  var events: [String] = []
  var allowsSelection = true

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willSelect \(indexPath.section)-\(indexPath.row)")
    return allowsSelection ? indexPath : nil
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.section)-\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.section)-\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    events.append("accessory \(indexPath.section)-\(indexPath.row)")
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("didSelectItem \(indexPath.section)-\(indexPath.item)")
  }
}

@MainActor
@Suite struct ViewTreeTests {
  @Test func subviewsSuperviewTagAndWindow() {
    let root = UIViewController()
    let window = showInWindow(root)
    let container = UIView()
    let label = UILabel()
    label.tag = 42
    label.accessibilityIdentifier = "title"
    container.addSubview(label)
    #expect(label.window == nil)
    root.view.addSubview(container)
    #expect(label.window === window)
    #expect(root.view.viewWithTag(42) === label)
    #expect(window.descendant(withAccessibilityIdentifier: "title") === label)
    #expect(label.next === container && root.view.next === root)
    label.removeFromSuperview()
    #expect(label.superview == nil && container.subviews.isEmpty)
  }

  @Test func controlTargetActionPerEvent() {
    let target = ActionReceiver()
    let button = UIButton()
    button.addTarget(target, action: Selector("buttonTapped:"), for: .touchUpInside)
    button.addTarget(target, action: Selector("valueChanged:"), for: .valueChanged)
    var closureRuns = 0
    button.addAction(UIAction { _ in closureRuns += 1 }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(target.received == ["buttonTapped: from UIButton"])
    #expect(closureRuns == 1)
    button.isEnabled = false
    button.simulateTap()
    #expect(closureRuns == 1, "a disabled control ignores taps")
  }

  @Test func nilTargetSearchesResponderChain() {
    let root = UIViewController()
    _ = showInWindow(root)
    let container = ReceivingView()
    root.view.addSubview(container)
    let button = UIButton()
    container.addSubview(button)
    button.addTarget(nil, action: Selector("buttonTapped:"), for: .touchUpInside)
    button.simulateTap()
    #expect(container.received == ["buttonTapped: from UIButton"])
  }

  @Test func barButtonItemTap() {
    let controller = UIViewController()
    let receiver = ActionReceiver()
    let item = UIBarButtonItem(title: "Done", style: .done, target: receiver, action: Selector("itemTapped:"))
    controller.navigationItem.rightBarButtonItem = item
    controller.navigationItem.rightBarButtonItem?.simulateTap()
    #expect(receiver.received == ["itemTapped: from UIBarButtonItem"])
    item.isEnabled = false
    item.simulateTap()
    #expect(receiver.received.count == 1)
    var ran = false
    UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in ran = true }).simulateTap()
    #expect(ran)
  }

  @Test func gestureRecognizer() {
    let view = UIView()
    let receiver = ActionReceiver()
    let recognizer = UITapGestureRecognizer(target: receiver, action: Selector("swiped:"))
    view.addGestureRecognizer(recognizer)
    #expect(recognizer.view === view)
    recognizer.simulateRecognition()
    #expect(receiver.received == ["swiped: from UITapGestureRecognizer"])
    recognizer.isEnabled = false
    recognizer.simulateRecognition()
    #expect(receiver.received.count == 1)
  }

  // §2.5: a user selection calls willSelect/didSelect like UIKit; programmatic selectRow does not.
  @Test(.tags(.spec2_5)) func tableViewUserSelection() {
    let table = UITableView()
    let recorder = SelectionRecorder()
    table.delegate = recorder
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(recorder.events.isEmpty)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    table.simulateUserSelection(at: IndexPath(row: 2, section: 0))
    #expect(recorder.events == ["willSelect 0-2", "didDeselect 0-0", "didSelect 0-2"])
    recorder.events = []
    recorder.allowsSelection = false
    table.simulateUserSelection(at: IndexPath(row: 3, section: 0))
    #expect(recorder.events == ["willSelect 0-3"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func collectionViewUserSelection() {
    let collection = UICollectionView()
    let recorder = SelectionRecorder()
    collection.delegate = recorder
    collection.simulateUserSelection(at: IndexPath(item: 1, section: 0))
    #expect(recorder.events == ["didSelectItem 0-1"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  // §2.5: a user can only select a row the data source has; a selection beyond it reaches no delegate.
  @Test(.tags(.spec2_5)) func selectionNeedsARowOfTheDataSource() {
    final class TwoRows: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    let table = UITableView()
    let rows = TwoRows()
    let recorder = SelectionRecorder()
    table.dataSource = rows
    table.delegate = recorder
    table.simulateUserSelection(at: IndexPath(row: 2, section: 0))
    table.simulateUserSelection(at: IndexPath(row: 0, section: 1))
    table.simulateAccessoryButtonTap(at: IndexPath(row: 5, section: 0))
    #expect(recorder.events.isEmpty && table.indexPathForSelectedRow == nil)
    table.simulateUserSelection(at: IndexPath(row: 1, section: 0))
    table.simulateAccessoryButtonTap(at: IndexPath(row: 0, section: 0))
    #expect(recorder.events == ["willSelect 0-1", "didSelect 0-1", "accessory 0-0"])
  }
}
