import Foundation
import SegueKitTesting
import Shop
import Testing

/// Context menus as a user's finger meets them: press and hold shows the menu, a tap chooses an action or opens a
/// submenu, a tap outside cancels. Sources: Apple's documentation of `UIContextMenuInteraction` and
/// `UIContextMenuInteractionDelegate` (`contextMenuInteraction(_:configurationForMenuAtLocation:)`, nil for no menu;
/// `willDisplayMenuFor`, `willPerformPreviewActionForMenuWith` when the preview is tapped, `willEndFor` when the menu
/// goes; animators' completions run when the animation ends), `UIContextMenuConfiguration(identifier:previewProvider:
/// actionProvider:)` (the action provider makes the menu when it shows), `UIMenuElement.Attributes` (`disabled`,
/// `destructive`, `hidden`, `keepsMenuPresented`), `UIMenu.Options.displayInline`, `UIView.addInteraction(_:)`,
/// `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)` and
/// `UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16; UIKit falls back
/// to the single-item `contextMenuConfigurationForItemAt:point:`).
@MainActor
@Suite struct ContextMenuDriverTests {
  /// A photo with a context menu of its own: inline, hidden, disabled, destructive and stay-open actions, a preview.
  final class Photo: UIViewController, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var rating = 0
    let photo = UIImageView(image: UIImage(named: "photo"))

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Photo"
      photo.isUserInteractionEnabled = true
      photo.addInteraction(UIContextMenuInteraction(delegate: self))
      view.addSubview(photo)
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("configuration")
      return UIContextMenuConfiguration(
        identifier: "photo" as NSString,
        previewProvider: {
          let preview = UIViewController()
          preview.title = "Full Size"
          return preview
        },
        actionProvider: { [unowned self] suggested in
          log.append("menu (\(suggested.count) suggested)")
          let rate = UIAction(title: "Rate", attributes: .keepsMenuPresented) { [unowned self] _ in
            rating += 1
            log.append("rated \(rating)")
          }
          let edit = UIMenu(
            title: "", options: .displayInline,
            children: [
              UIAction(title: "Crop") { [unowned self] _ in log.append("crop") },
              UIAction(title: "Hidden", attributes: .hidden) { _ in },
            ])
          let print = UIAction(title: "Print", attributes: .disabled) { [unowned self] _ in log.append("print") }
          let delete = UIAction(title: "Delete", attributes: .destructive) { [unowned self] action in
            log.append("handler \(action.title)")
          }
          return UIMenu(title: "Photo", children: [rate, edit, print, delete])
        })
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("will display \(configuration.identifier) (\(interaction.menuAppearance))")
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("will end")
      animator?.addCompletion { [unowned self] in log.append("ended") }
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      log.append("will perform preview")
      animator.addCompletion { [unowned self] in
        guard let preview = animator.previewViewController else { return }
        show(preview, sender: nil)
      }
    }
  }

  @Test func aViewsInteractionShowsItsMenuAndRunsTheChosenAction() throws {
    let photo = Photo()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: photo))
    #expect(app.elements.map(\.description) == ["view image='photo'"])
    try app.longPress("photo")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Photo (Photo)
        context menu 'Photo'
          action 'Rate' keepsMenuPresented
          menu inline
            action 'Crop'
          action 'Print' disabled
          action 'Delete' destructive
        """)
    #expect(
      app.elements.map(\.description) == [
        "menu action 'Rate'", "menu action 'Crop'", "menu action 'Print' (disabled)", "menu action 'Delete'",
      ])
    try app.tap("Rate")
    try app.tap("Rate")
    let disabled = try #require(throws: SegueAppError.self) { try app.tap("Print") }
    #expect(disabled.message == "the menu action titled 'Print' is disabled")
    #expect(app.snapshot.contextMenu?.title == "Photo")
    try app.tap("Delete")
    #expect(app.snapshot.contextMenu == nil)
    #expect(app.elements.map(\.description) == ["view image='photo'"])
    #expect(
      photo.log == [
        "configuration", "menu (0 suggested)", "will display photo (rich)",
        "rated 1", "rated 2",
        "will end", "handler Delete", "ended",
      ])
  }

  @Test func dismissingCancelsAndThePreviewTapShowsThePreview() throws {
    let photo = Photo()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: photo))
    let none = try #require(throws: SegueAppError.self) { try app.dismissMenu() }
    #expect(none.message == "no context menu on screen")
    try app.longPress("photo")
    try app.dismissMenu()
    #expect(app.snapshot.contextMenu == nil)
    try app.longPress("photo")
    try app.tapMenuPreview()
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Photo (Photo)
          [1] Full Size (UIViewController)
        """)
    #expect(
      photo.log == [
        "configuration", "menu (0 suggested)", "will display photo (rich)", "will end", "ended",
        "configuration", "menu (0 suggested)", "will display photo (rich)", "will perform preview", "will end",
        "ended",
      ])
  }

  /// A short press is not a long press: no menu, and nothing else recognizes it.
  @Test func aShortPressShowsNoMenu() throws {
    let photo = Photo()
    let app = SegueApp(rootViewController: photo)
    let short = try #require(throws: SegueAppError.self) { try app.longPress("photo", duration: 0.3) }
    #expect(short.message == "no gesture recognizer recognized the long press on 'photo'")
    #expect(app.snapshot.contextMenu == nil)
    #expect(photo.log == [])
  }

  /// A grid whose delegate implements only the single-item method UIKit deprecated in iOS 16.
  final class Grid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
      grid.dataSource = self
      grid.delegate = self
      view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
      if cell.contentView.subviews.isEmpty { cell.contentView.addSubview(UILabel()) }
      (cell.contentView.subviews.first as? UILabel)?.text = "Tile \(indexPath.item)"
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard indexPath.item == 1 else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
        UIMenu(children: [
          UIAction(title: "Pin", state: .on) { [unowned self] _ in log.append("pin \(indexPath.item)") }
        ])
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("will end")
    }
  }

  @Test func aCollectionItemsMenuComesFromTheDelegatesSingleItemMethod() throws {
    let grid = Grid()
    let app = SegueApp(rootViewController: grid)
    let none = try #require(throws: SegueAppError.self) { try app.longPress("Tile 0") }
    #expect(none.message == "no gesture recognizer recognized the long press on 'Tile 0'")
    try app.longPress("Tile 1")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        Grid
        context menu
          action 'Pin' on
        """)
    #expect(app.elements.map(\.description) == ["menu action 'Pin' selected"])
    try app.tap("Pin")
    #expect(grid.log == ["will end", "pin 1"])
  }

  /// A table controller overriding UIKit's context menu methods of `UITableViewDelegate`, as a subclass of
  /// `UITableViewController` does on iOS (`override func`): display, preview tap and end reach the overrides, with
  /// the pressed row's point in the table's coordinates.
  final class Notes: UITableViewController {
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Notes"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = ["Groceries", "Ideas"][indexPath.row]
      return cell
    }

    override func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("configuration for row \(indexPath.row)")
      return UIContextMenuConfiguration(
        identifier: "row \(indexPath.row)" as NSString,
        previewProvider: {
          let note = UIViewController()
          note.title = "Note \(indexPath.row)"
          return note
        },
        actionProvider: { _ in UIMenu(children: [UIAction(title: "Pin") { _ in }]) })
    }

    override func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("will display \(configuration.identifier)")
    }

    override func tableView(
      _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      log.append("will perform preview \(configuration.identifier) (\(animator.preferredCommitStyle))")
      animator.addCompletion { [unowned self] in
        guard let note = animator.previewViewController else { return }
        show(note, sender: nil)
      }
    }

    override func tableView(
      _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("will end \(configuration.identifier)")
    }
  }

  /// Synchronous actions: an `async` action settles in real time on the main queue every test in the process shares,
  /// so another test's queued work between its turns kept it from settling under CI's load (the async actions have
  /// tests of their own, each in a process of its own).
  @Test func aTableControllersOverridesSeeTheRowsMenuAndItsPreview() throws {
    let notes = Notes()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: notes))
    try app.longPress("Ideas")
    #expect(app.elements.map(\.description) == ["menu action 'Pin'"])
    try app.tapMenuPreview()
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Notes (Notes)
          [1] Note 1 (UIViewController)
        """)
    #expect(
      notes.log == [
        "configuration for row 1", "will display row 1", "will perform preview row 1 (pop)", "will end row 1",
      ])
  }

  /// The example shop's product list: each row's menu comes from `tableView(_:contextMenuConfigurationForRowAt:
  /// point:)`; Favorite is checked once chosen, Share opens a submenu, Remove deletes the row.
  @Test func theShopsProductRowsHaveContextMenus() throws {
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    let products = try app.visible(ProductListViewController.self)
    try app.longPress("Grinder")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)
        context menu 'Grinder'
          action 'Favorite'
          menu 'Share'
            action 'Copy Name'
            action 'Mail' disabled
          action 'Remove' destructive
        """)
    #expect(app.elements.map(\.description) == ["menu action 'Favorite'", "menu 'Share'", "menu action 'Remove'"])
    try app.tap("Share")
    #expect(
      app.elements.map(\.description) == [
        "menu action 'Favorite'", "menu 'Share'", "menu action 'Copy Name'", "menu action 'Mail' (disabled)",
        "menu action 'Remove'",
      ])
    #expect(app.snapshot.description.contains("  menu 'Share' open\n"))
    try app.tap("Copy Name")
    #expect(UIPasteboard.general.string == "Grinder")
    try app.longPress("Grinder")
    try app.tap("Favorite")
    #expect(products.favorites == ["Grinder"])
    try app.longPress("Grinder")
    #expect(app.elements.first?.description == "menu action 'Favorite' selected")
    try app.tap("Remove")
    #expect(app.snapshot.description == ShopDriverTests.launchState)
    #expect(
      app.elements.filter { $0.kind == .cell }.map(\.description) == ["cell 'Espresso cup'", "cell 'Pour-over kettle'"])
    #expect(products.products.map(\.name) == ["Espresso cup", "Pour-over kettle"])
    #expect(app.exceptions == [])
  }
}
