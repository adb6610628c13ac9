import Foundation
import SegueKitTesting
import Testing

/// The driver on a hierarchy built in code: ambiguous and disabled elements, collection views, and a controller
/// shown without a storyboard.
@MainActor
@Suite struct HandBuiltDriverTests {
  final class Board: UIViewController, UICollectionViewDelegate {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Board"
      for title in ["Go", "Go"] {
        let button = UIButton()
        button.setTitle(title)
        view.addSubview(button)
      }
      let stop = UIButton()
      stop.setTitle("Stop")
      stop.accessibilityIdentifier = "board.stop"
      stop.isEnabled = false
      view.addSubview(stop)
      let collection = UICollectionView(frame: .zero)
      collection.delegate = self
      view.addSubview(collection)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func elementsAmbiguityAndDisabledControls() throws {
    let board = Board()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: board))
    #expect(
      app.takeTrace().map(\.description) == [
        "UINavigationController(Board).viewDidLoad",
        "UINavigationController(Board).viewWillAppear(false)",
        "UINavigationController(Board).viewIsAppearing(false)",
        "Board.viewDidLoad",
        "Board.viewWillAppear(false)",
        "Board.viewIsAppearing(false)",
        "UINavigationController(Board).viewDidAppear(false)",
        "Board.viewDidAppear(false)",
      ])
    #expect(
      app.elements.map(\.description) == ["button 'Go'", "button 'Go'", "button 'Stop' #board.stop (disabled)"])
    var messages: [String] = []
    for attempt in [{ try app.tap("Go") }, { try app.tap(identifier: "board.stop") }, { try app.select(row: 0) }] {
      do { try attempt() } catch { messages.append("\(error)") }
    }
    #expect(
      messages == [
        "2 elements titled 'Go' on screen: button 'Go', button 'Go'; tap one by identifier",
        "the button with identifier 'board.stop' is disabled",
        "no table view on screen",
      ])
    try app.select(item: 2, section: 1)
    #expect(board.selected == [IndexPath(item: 2, section: 1)])
  }
}
