import Foundation
import SegueKitTesting
import SegueTestSupport
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
        button.setTitle(title, for: .normal)
        view.addSubview(button)
      }
      let stop = UIButton()
      stop.setTitle("Stop", for: .normal)
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

  // §7.2: with six tabs on an iPhone the bar shows four and More; the driver taps More and chooses a row of the
  // More list; the snapshot shows More with the chosen tab inside it and selects its index.
  @Test(.tags(.spec7_2)) func moreTabThroughTheDriver() throws {
    let tabs = UITabBarController()
    tabs.viewControllers = (1...6).map { index in
      let controller = UIViewController()
      controller.title = "Tab \(index)"
      return controller
    }
    let app = SegueApp(rootViewController: tabs)
    #expect(
      app.elements.map(\.description) == ["tab 'Tab 1'", "tab 'Tab 2'", "tab 'Tab 3'", "tab 'Tab 4'", "tab 'More'"])
    try app.tap("More")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[Tab 1, Tab 2, Tab 3, Tab 4, Tab 5, Tab 6]
          More (UIMoreNavigationController)
            [0] More (UIMoreListController)
        """)
    #expect(
      app.elements.map(\.description) == [
        "cell 'Tab 5'", "cell 'Tab 6'", "tab 'Tab 1'", "tab 'Tab 2'", "tab 'Tab 3'", "tab 'Tab 4'", "tab 'More'",
      ])
    _ = app.takeTrace()
    try app.select(row: 1)
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UITabBarController tabs=[Tab 1, Tab 2, Tab 3, Tab 4, Tab 5, *Tab 6]
          More (UIMoreNavigationController)
            [0] More (UIMoreListController)
            [1] Tab 6 (UIViewController)
        """)
    #expect(
      app.takeTrace().map(\.description) == [
        "Tab 6.viewDidLoad", "More.viewWillDisappear(true)", "Tab 6.viewWillAppear(true)",
        "Tab 6.viewIsAppearing(true)", "More.viewDidDisappear(true)", "Tab 6.viewDidAppear(true)",
      ])
  }

  // §7.3: a column the display mode hides is not on screen for the driver: the snapshot shows the visible one.
  @Test(.tags(.spec7_3)) func hiddenSplitColumnIsNotOnScreen() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    list.title = "List"
    let detail = UIViewController()
    detail.title = "Detail"
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.preferredDisplayMode = .secondaryOnly
    let app = SegueApp(rootViewController: split, device: .iPad)
    #expect(app.visibleViewControllers.map { $0.title ?? "-" }.contains("List") == false)
    #expect(
      app.snapshot.description == """
        iPad Pro 13-inch, portrait
        UISplitViewController expanded
          column UINavigationController
            [0] Detail (UIViewController)
        """)
  }

  /// An image-only button is found by what VoiceOver reads: its accessibility label, else its image's name.
  @Test func imageOnlyButtonsAreFoundByTheirImage() throws {
    final class Player: UIViewController {
      var taps: [String] = []
      override func viewDidLoad() {
        super.viewDidLoad()
        for (image, label) in [("icon-hamburger", nil), ("play.fill", "Play")] {
          let button = UIButton()
          button.setImage(image.contains(".") ? UIImage(systemName: image) : UIImage(named: image), for: .normal)
          button.accessibilityLabel = label
          button.addAction(UIAction { [weak self] _ in self?.taps.append(image) }, for: .touchUpInside)
          view.addSubview(button)
        }
      }
    }
    let player = Player()
    let app = SegueApp(rootViewController: player)
    #expect(app.elements.map(\.description) == ["button 'icon-hamburger'", "button 'Play' image='play.fill'"])
    try app.tap("icon-hamburger")
    try app.tap("Play")
    try app.tap("play.fill")
    #expect(player.taps == ["icon-hamburger", "play.fill", "play.fill"])
  }
}
