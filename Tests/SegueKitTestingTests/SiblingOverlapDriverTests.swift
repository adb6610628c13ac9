import Foundation
import SegueKitTesting
import Testing

/// A view drawn above another takes the touches aimed at it. Apple's documentation of `UIView.hitTest(_:with:)`: the
/// method "traverses the view hierarchy by calling the `point(inside:with:)` method of each subview", returning the
/// farthest descendant that contains the point, and ignores views that are hidden, have user interaction disabled or
/// an alpha below 0.01; "points that lie outside the receiver's bounds are never reported as hits, even if they
/// actually lie within one of the receiver's subviews". Subviews are searched front to back, so a later sibling (or
/// a view inside one) that takes touches gets them; a label, a passive view or a hidden view lets them through.
@MainActor
@Suite struct SiblingOverlapDriverTests {
  final class Board: UIViewController {
    var taps: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
      // A banner that takes touches, drawn over the button's centre.
      view.addSubview(button("Covered", at: CGRect(x: 20, y: 100, width: 200, height: 44)))
      view.addSubview(plainView(CGRect(x: 0, y: 80, width: 393, height: 100), identifier: "banner"))
      // A label over a button: a label takes no touches (UIKit's UILabel changes UIView's default of
      // `isUserInteractionEnabled` to false; SegueKit's UILabel keeps UIView's, so the test sets it as UIKit has it).
      view.addSubview(button("Under a label", at: CGRect(x: 20, y: 200, width: 200, height: 44)))
      let caption = UILabel(frame: CGRect(x: 0, y: 190, width: 393, height: 60))
      caption.text = "Caption"
      caption.isUserInteractionEnabled = false
      view.addSubview(caption)
      // A view with user interaction off over a button.
      view.addSubview(button("Under a passive view", at: CGRect(x: 20, y: 300, width: 200, height: 44)))
      let passive = plainView(CGRect(x: 0, y: 290, width: 393, height: 60))
      passive.isUserInteractionEnabled = false
      view.addSubview(passive)
      // A view over the button's corner, not its centre.
      view.addSubview(button("Beside", at: CGRect(x: 20, y: 400, width: 200, height: 44)))
      view.addSubview(plainView(CGRect(x: 0, y: 390, width: 40, height: 20)))
      // A button inside a card, and a later sibling of the card covering it: any view drawn above counts.
      let card = plainView(CGRect(x: 0, y: 480, width: 393, height: 80))
      card.addSubview(button("In a card", at: CGRect(x: 20, y: 20, width: 200, height: 44)))
      view.addSubview(card)
      view.addSubview(plainView(CGRect(x: 0, y: 480, width: 393, height: 80), identifier: "sheet"))
      // A hidden view over a button.
      view.addSubview(button("Hidden cover", at: CGRect(x: 20, y: 600, width: 200, height: 44)))
      let hidden = plainView(CGRect(x: 0, y: 590, width: 393, height: 60))
      hidden.isHidden = true
      view.addSubview(hidden)
      // A view reaching over a button from outside its small container: outside the container it is no hit.
      view.addSubview(button("Outside", at: CGRect(x: 200, y: 700, width: 100, height: 40)))
      let corner = plainView(CGRect(x: 0, y: 700, width: 100, height: 40))
      corner.addSubview(plainView(CGRect(x: 0, y: 0, width: 393, height: 40)))
      view.addSubview(corner)
    }

    private func button(_ title: String, at frame: CGRect) -> UIButton {
      let button = UIButton(type: .system)
      button.frame = frame
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.taps.append(title) }, for: .touchUpInside)
      return button
    }

    private func plainView(_ frame: CGRect, identifier: String? = nil) -> UIView {
      let view = UIView(frame: frame)
      view.accessibilityIdentifier = identifier
      return view
    }
  }

  @Test func aViewDrawnAboveTakesTheTouchesAimedAtWhatItCovers() throws {
    let board = Board()
    let app = SegueApp(rootViewController: board)
    #expect(
      app.elements.map(\.description) == [
        "button 'Covered' (disabled)", "view #banner", "button 'Under a label'", "label 'Caption'",
        "button 'Under a passive view'", "button 'Beside'", "button 'In a card' (disabled)", "view #sheet",
        "button 'Hidden cover'", "button 'Outside'",
      ])
    var messages: [String] = []
    for title in ["Covered", "In a card"] {
      do { try app.tap(title) } catch { messages.append("\(error)") }
    }
    #expect(
      messages == [
        "the button titled 'Covered' cannot be reached: the UIView #banner drawn above it takes the touch",
        "the button titled 'In a card' cannot be reached: the UIView #sheet drawn above it takes the touch",
      ])
    for title in ["Under a label", "Under a passive view", "Beside", "Hidden cover", "Outside"] {
      try app.tap(title)
    }
    #expect(board.taps == ["Under a label", "Under a passive view", "Beside", "Hidden cover", "Outside"])
  }

  /// A table under a loading overlay that covers it whole: its rows are listed but cannot be tapped, and selecting a
  /// row fails; a floating button over part of it leaves its rows reachable (a user scrolls them out from under it).
  final class List: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let toggle = UISwitch(frame: CGRect(x: 300, y: 20, width: 51, height: 31))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
      table.dataSource = self
      view.addSubview(table)
      toggle.accessibilityIdentifier = "sync"
      view.addSubview(toggle)
      let add = UIButton(type: .system)
      add.frame = CGRect(x: 320, y: 760, width: 56, height: 56)
      add.setTitle("Add", for: .normal)
      view.addSubview(add)
      overlay.accessibilityIdentifier = "loading"
      view.addSubview(overlay)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = ["Tea", "Coffee"][indexPath.row]
      return cell
    }
  }

  @Test func aTableCoveredWholeByAnOverlayCannotBeTapped() throws {
    let list = List()
    let app = SegueApp(rootViewController: list)
    #expect(
      app.elements.map(\.description) == [
        "cell 'Tea' (disabled)", "cell 'Coffee' (disabled)", "switch #sync value='off' (disabled)",
        "button 'Add' (disabled)", "view #loading",
      ])
    var messages: [String] = []
    do { try app.select(row: 0) } catch { messages.append("\(error)") }
    do { try app.flipSwitch("sync") } catch { messages.append("\(error)") }
    #expect(
      messages == [
        "the table view cannot be reached: the UIView #loading drawn above it takes the touch",
        "the switch 'sync' cannot be reached: the UIView #loading drawn above it takes the touch",
      ])
    try app.step { list.overlay.isHidden = true }
    #expect(
      app.elements.map(\.description) == [
        "cell 'Tea'", "cell 'Coffee'", "switch #sync value='off'", "button 'Add'",
      ])
    try app.select(row: 1)
    #expect(list.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
