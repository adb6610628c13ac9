import Foundation
import SegueKitTesting
import Testing

/// Menus on controls, as a user's finger meets them. Sources: Apple's documentation of `UIControl.showsMenuAsPrimaryAction`
/// ("the contextMenuInteraction becomes the primary action of the control, and the menu shows in response to the
/// touchDown event"), `UIControl.isContextMenuInteractionEnabled`, `UIControl.contextMenuInteraction` ("a
/// UIContextMenuInteraction with the control set as its delegate"), `UIControl.Event.menuActionTriggered` ("a menu
/// action has triggered prior to the menu being presented"), `UIButton.menu` ("when this property changes, the button
/// automatically enables and disables the contextMenuInteraction"; a long press shows it), `UIBarButtonItem.menu`
/// ("the context menu displays in response to a person tapping the item"), `UIDeferredMenuElement` (its provider
/// runs when the menu shows; `init(_:)` caches the elements, `uncached(_:)` asks each time) and `UIMenu.Options`
/// (`singleSelection`, `displayInline`).
@MainActor
@Suite struct ControlMenuDriverTests {
  /// A list of beans with a Sort button whose menu is its primary action, a Roast button whose menu shows on a long
  /// press (a tap roasts), and a Filter bar button item with a menu and no action.
  final class Beans: UIViewController {
    var log: [String] = []
    var order = "Name"
    let sort = UIButton()
    let roast = UIButton()
    var origins: [String] = ["Kenya"]
    var originLoads = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Beans"
      sort.setTitle("Sort", for: .normal)
      sort.addAction(UIAction { [unowned self] _ in log.append("sort touch up") }, for: .touchUpInside)
      sort.addAction(UIAction { [unowned self] _ in log.append("sort menu triggered") }, for: .menuActionTriggered)
      sort.menu = sortMenu()
      sort.showsMenuAsPrimaryAction = true
      view.addSubview(sort)
      roast.setTitle("Roast", for: .normal)
      roast.addAction(UIAction { [unowned self] _ in log.append("roast touch up") }, for: .touchUpInside)
      roast.menu = UIMenu(
        title: "Roast", options: .displayInline,
        children: [
          UIAction(title: "Light") { [unowned self] _ in log.append("light") },
          UIDeferredMenuElement.uncached { [unowned self] completion in
            originLoads += 1
            log.append("origins load \(originLoads)")
            completion(origins.map { origin in UIAction(title: origin) { [unowned self] _ in log.append(origin) } })
          },
        ])
      view.addSubview(roast)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Filter",
        menu: UIMenu(children: [UIAction(title: "Decaf") { [unowned self] _ in log.append("decaf") }]))
    }

    private func sortMenu() -> UIMenu {
      UIMenu(
        title: "Sort by", options: .singleSelection,
        children: ["Name", "Price"].map { key in
          UIAction(title: key, state: key == order ? .on : .off) { [unowned self] _ in
            order = key
            log.append("sorted by \(key)")
            sort.menu = sortMenu()
          }
        })
    }
  }

  @Test func aTapOnAButtonWhoseMenuIsItsPrimaryActionShowsTheMenu() throws {
    let beans = Beans()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: beans))
    #expect(beans.sort.isContextMenuInteractionEnabled, "setting a menu enables the interaction")
    #expect(beans.sort.contextMenuInteraction?.delegate === beans.sort)
    #expect(beans.sort.interactions.count == 1)
    try app.tap("Sort")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Beans (Beans)
        context menu 'Sort by' singleSelection
          action 'Name' on
          action 'Price'
        """)
    try app.tap("Price")
    #expect(app.snapshot.contextMenu == nil)
    #expect(
      beans.log == ["sort menu triggered", "sorted by Price"], "no touch-up action: the menu is the primary action")
    try app.tap("Sort")
    #expect(app.snapshot.contextMenu?.children.map(\.traits) == [[], ["on"]])
    try app.dismissMenu()
    // Without a menu the interaction is disabled, and a tap is a tap again.
    beans.sort.menu = nil
    #expect(beans.sort.contextMenuInteraction == nil)
    #expect(beans.sort.interactions.isEmpty)
    try app.tap("Sort")
    #expect(app.snapshot.contextMenu == nil)
    #expect(beans.log.last == "sort touch up")
  }

  @Test func aLongPressOnAButtonWithAMenuShowsItAndATapStillActs() throws {
    let beans = Beans()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: beans))
    try app.tap("Roast")
    #expect(app.snapshot.contextMenu == nil)
    #expect(beans.log == ["roast touch up"])
    try app.longPress("Roast")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Beans (Beans)
        context menu 'Roast' inline
          action 'Light'
          action 'Kenya'
        """)
    #expect(app.elements.map(\.description) == ["menu action 'Light'", "menu action 'Kenya'"])
    try app.tap("Kenya")
    #expect(beans.log == ["roast touch up", "origins load 1", "Kenya"])
  }

  /// An uncached deferred element asks its provider each time the menu shows; until the provider calls back the menu
  /// shows a loading row, and the elements replace it once it does.
  @Test func aDeferredElementsProviderRunsWhenTheMenuShows() throws {
    let beans = Beans()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: beans))
    #expect(beans.originLoads == 0, "the provider runs when the menu shows, not before")
    try app.longPress("Roast")
    try app.dismissMenu()
    beans.origins = ["Kenya", "Peru"]
    try app.longPress("Roast")
    #expect(app.snapshot.contextMenu?.children.map(\.title) == ["Light", "Kenya", "Peru"])
    #expect(beans.log == ["origins load 1", "origins load 2"])
  }

  @Test func aCachedDeferredElementLoadsOnceAndShowsLoadingUntilItsCompletion() throws {
    final class Later: UIViewController {
      var loads = 0
      var pending: (([UIMenuElement]) -> Void)?
      let more = UIButton()
      override func viewDidLoad() {
        super.viewDidLoad()
        more.setTitle("More", for: .normal)
        more.menu = UIMenu(children: [
          UIDeferredMenuElement { [unowned self] completion in
            loads += 1
            pending = completion
          }
        ])
        more.showsMenuAsPrimaryAction = true
        view.addSubview(more)
      }
    }
    let later = Later()
    let app = SegueApp(rootViewController: later)
    try app.tap("More")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        Later
        context menu
          loading
        """)
    #expect(app.elements.isEmpty, "the loading row is not an element to tap")
    later.pending?([UIAction(title: "Share") { _ in }])
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        Later
        context menu
          action 'Share'
        """)
    try app.dismissMenu()
    try app.tap("More")
    #expect(later.loads == 1, "a cached element keeps its elements")
    #expect(app.elements.map(\.description) == ["menu action 'Share'"])
  }

  @Test func aTapOnABarButtonItemWithAMenuAndNoActionShowsTheMenu() throws {
    let beans = Beans()
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: beans))
    try app.tap("Filter")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Beans (Beans)
        context menu
          action 'Decaf'
        """)
    try app.tap("Decaf")
    #expect(beans.log == ["decaf"])
    #expect(app.snapshot.contextMenu == nil)
  }
}
