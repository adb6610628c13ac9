import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// Nib-loaded cells and views driven like any other, in an app folder launched from its Info.plist, with real xibs
/// from the corpus (`Tests/Fixtures/Corpus/nibs`, MIT): Swift Radio's `NothingFoundCell.xib`, registered as that app
/// registers it, and the SwiftMessages demo's `TacoDialogView.xib` with the demo's own `TacoDialogView` code.
@MainActor
@Suite struct NibDriverTests {
  static let corpusNibs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Corpus/nibs")

  @Test func cellsFromNibsAreDequeuedReusedAndSelected() throws {
    let folder = try Self.appFolder()
    defer { folder.remove() }
    let app = try SegueApp.launch(appFolder: folder.url)
    // Swift Radio's empty state: the nib's one cell, its label found by the driver.
    #expect(app.elements.map(\.description) == ["bar button 'Order'", "cell 'Loading Stations...'"])
    let stations = try #require(StationsController.shown)
    let emptyCell = try #require(stations.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(emptyCell.reuseIdentifier == "NothingFound")

    stations.stations = ["Absolute Radio", "Jazz FM"]
    stations.tableView.reloadData()
    #expect(app.elements.map(\.description) == ["bar button 'Order'", "cell 'Absolute Radio'", "cell 'Jazz FM'"])
    let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
    let firstCells = rows.compactMap { stations.tableView.cellForRow(at: $0) as? StationCell }
    #expect(firstCells.count == 2 && firstCells.allSatisfy { $0 !== emptyCell && $0.reuses == 0 })

    // A reload puts the cells back in the reuse queue: the same two come out again, after `prepareForReuse`.
    stations.tableView.reloadData()
    let secondCells = rows.compactMap { stations.tableView.cellForRow(at: $0) as? StationCell }
    #expect(Set(secondCells.map(ObjectIdentifier.init)) == Set(firstCells.map(ObjectIdentifier.init)))
    #expect(secondCells.map(\.reuses) == [1, 1])
    #expect(secondCells.map { $0.nameLabel?.text } == ["Absolute Radio", "Jazz FM"])

    try app.tap("Jazz FM")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Swift Radio (StationsController)
          [1] Jazz FM (UIViewController)
        """)
    #expect(app.consoleMessages == [])
    #expect(app.exceptions == [])
  }

  @Test func aNibViewsActionsAndOutletsWorkThroughTheDriver() throws {
    // The nib names the demo's module and SwiftMessages' (`customModule`); here the classes live in this module.
    StoryboardClassRegistry.register(TacoDialogView.self, as: "Demo.TacoDialogView")
    StoryboardClassRegistry.register(CornerRoundingView.self, as: "SwiftMessages.CornerRoundingView")
    let folder = try Self.appFolder()
    defer { folder.remove() }
    // On an iPad: the dialog is laid out for a 600-point-wide container and its buttons are placed by constraints,
    // which SegueKit does not solve, so on a 393-point iPhone "Get Tacos" (x 456–540 in the window) would be off the
    // screen, as in UIKit without Auto Layout.
    let app = try SegueApp.launch(appFolder: folder.url)
    app.window.device = .iPad
    try app.tap("Order")
    #expect(
      app.elements.map(\.description) == [
        "bar button 'Order'", "cell 'Loading Stations...'", "label '🌮'", "label 'Just one, please.'",
        "label 'How many tocos would you like?'",
        "label 'Adjust the taco slider and place your order.'", "slider value='1'", "button 'Forget It'",
        "button 'Get Tacos'",
      ])
    try app.slide(to: 3)
    #expect(app.element("🌮🌮🌮") != nil && app.element("Three!!!") != nil)
    try app.tap("Get Tacos")
    #expect(
      app.snapshot.description == """
        iPad Pro 13-inch, portrait
        UINavigationController
          [0] Swift Radio (StationsController)
          [1] 3 tacos (UIViewController)
        """)
    #expect(app.consoleMessages == [])
  }

  @Test func collectionCellsFromNibsAreListedAndSelected() throws {
    let folder = try Self.appFolder()
    defer { folder.remove() }
    let app = try SegueApp.launch(appFolder: folder.url)
    let board = TileBoardController()
    try app.step { StationsController.shown?.navigationController?.pushViewController(board, animated: false) }
    #expect(
      app.elements.map(\.description) == [
        "back button 'Swift Radio'", "cell 'Tile 0'", "cell 'Tile 1'", "button 'Info'", "cell 'Tile 2'",
      ])
    try app.tap("Tile 1")
    #expect(board.selected == [IndexPath(item: 1, section: 0)])
    try app.tap("Info")
    #expect(board.infoTaps == 1)
  }

  /// An app folder: Info.plist, a storyboard whose navigation controller's root is `StationsController`, and the
  /// corpus xibs under the names the apps load them by.
  static func appFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let infoPlist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
      """
    try folder.write("Info.plist", infoPlist)
    try folder.write(
      "Base.lproj/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="nav">
        <scenes>
          <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
              </connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController title="Swift Radio" id="list" customClass="StationsController" \
      customModule="SegueKitTestingTests" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """)
    for (file, name) in [
      ("analogcode__Swift-Radio-Pro__SwiftRadio_Cells_NothingFoundCell.xib", "NothingFoundCell"),
      ("SwiftKickMobile__SwiftMessages__Demo_Demo_TacoDialogView.xib", "TacoDialogView"),
    ] {
      let xib = try String(contentsOf: corpusNibs.appendingPathComponent(file), encoding: .utf8)
      try folder.write("Views/\(name).xib", xib)
    }
    try folder.write("Views/StationCell.xib", stationCellXib)
    try folder.write("Views/TileCell.xib", tileCellXib)
    return folder
  }

  static let tileCellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <collectionViewCell id="til" customClass="TileCell" customModule="SegueKitTestingTests">
                <view key="contentView">
                    <subviews>
                        <label text="Tile" id="lbl"/>
                        <button id="inf"><state key="normal" title="Info"/>
                            <connections>
                                <action selector="infoTapped:" destination="til" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <connections>
                    <outlet property="titleLabel" destination="lbl" id="o1"/>
                    <outlet property="infoButton" destination="inf" id="o2"/>
                </connections>
            </collectionViewCell>
        </objects>
    </document>
    """

  static let stationCellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell reuseIdentifier="Station" id="cel" customClass="StationCell" \
    customModule="SegueKitTestingTests">
                <tableViewCellContentView key="contentView" id="cnt">
                    <subviews><label text="Station" id="nam"/></subviews>
                </tableViewCellContentView>
                <connections><outlet property="nameLabel" destination="nam" id="o1"/></connections>
            </tableViewCell>
        </objects>
    </document>
    """
}

/// A grid of nib cells; the second has an info button whose action goes to the cell's owner-less target.
final class TileBoardController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  var selected: [IndexPath] = []
  var infoTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UINib(nibName: "TileCell", bundle: nil), forCellWithReuseIdentifier: "Tile")
    grid.dataSource = self
    grid.delegate = self
    view.addSubview(grid)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    guard let tile = cell as? TileCell else { return cell }
    tile.titleLabel?.text = "Tile \(indexPath.item)"
    tile.infoButton?.isHidden = indexPath.item != 1
    tile.onInfo = { [weak self] in self?.infoTaps += 1 }
    return tile
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

final class TileCell: UICollectionViewCell, StoryboardConnectable {
  var titleLabel: UILabel?
  var infoButton: UIButton?
  var onInfo: (() -> Void)?

  static let storyboardConnections = StoryboardConnections<TileCell>()
    .outlet("titleLabel") { cell, label in cell.titleLabel = label as? UILabel }
    .outlet("infoButton") { cell, button in cell.infoButton = button as? UIButton }
    .action("infoTapped:") { cell, _ in cell.onInfo?() }
}

/// Swift Radio's list as the app builds it: a table made in code, the empty state from `NothingFoundCell.xib` and
/// the stations from a cell nib, both registered with `UINib(nibName:bundle: nil)`.
final class StationsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  static weak var shown: StationsController?
  var stations: [String] = []

  lazy var tableView: UITableView = {
    let tableView = UITableView()
    let cellNib = UINib(nibName: "NothingFoundCell", bundle: nil)
    tableView.register(cellNib, forCellReuseIdentifier: "NothingFound")
    tableView.register(UINib(nibName: "StationCell", bundle: nil), forCellReuseIdentifier: "Station")
    tableView.dataSource = self
    tableView.delegate = self
    return tableView
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    Self.shown = self
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Order", style: .plain, target: self, action: Selector("order"))
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { max(stations.count, 1) }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard !stations.isEmpty else {
      return tableView.dequeueReusableCell(withIdentifier: "NothingFound", for: indexPath)
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "Station", for: indexPath)
    (cell as? StationCell)?.nameLabel?.text = stations[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UIViewController()
    detail.title = stations[indexPath.row]
    navigationController?.pushViewController(detail, animated: true)
  }

  /// The SwiftMessages demo's dialog, loaded from its nib by class name as `SwiftMessages.viewFromNib()` does.
  func order() {
    guard let taco = Bundle.main.loadNibNamed("TacoDialogView", owner: nil)?.first as? TacoDialogView else { return }
    taco.getTacosAction = { [weak self] count in
      let order = UIViewController()
      order.title = "\(count) tacos"
      self?.navigationController?.pushViewController(order, animated: true)
    }
    view.addSubview(taco)
  }
}

extension StationsController: SelectorActionTarget {
  func perform(action: Selector, sender: Any?) -> Bool {
    guard action == Selector("order") else { return false }
    order()
    return true
  }
}

final class StationCell: UITableViewCell, StoryboardConnectable {
  var nameLabel: UILabel?
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  static let storyboardConnections = StoryboardConnections<StationCell>()
    .outlet("nameLabel") { cell, label in cell.nameLabel = label as? UILabel }
}

/// SwiftMessages' `MessageView` as far as the demo's nib uses it: the outlets it declares.
class MessageView: UIView {
  var iconLabel: UILabel?
  var titleLabel: UILabel?
  var bodyLabel: UILabel?
  var backgroundView: UIView?
}

/// SwiftMessages' rounded background view; nothing the demo's flow depends on.
final class CornerRoundingView: UIView {}

/// The SwiftMessages demo's `TacoDialogView.swift`, as `segue port` leaves it (`@IBOutlet`/`@IBAction` removed), with
/// its outlet and action table.
final class TacoDialogView: MessageView, StoryboardConnectable {

  fileprivate static var tacoTitles = [
    1: "Just one, Please",
    2: "Make it two!",
    3: "Three!!!",
    4: "Cuatro!!!!",
  ]

  var getTacosAction: ((_ count: Int) -> Void)?
  var cancelAction: (() -> Void)?

  fileprivate var count = 1 {
    didSet {
      iconLabel?.text = String(repeating: "🌮", count: count)
      bodyLabel?.text = TacoDialogView.tacoTitles[count] ?? "\(count)" + String(repeating: "!", count: count)
    }
  }

  func getTacos() {
    getTacosAction?(Int(tacoSlider.value))
  }

  func cancel() {
    cancelAction?()
  }

  weak var tacoSlider: UISlider!

  func tacoSliderSlid(_ slider: UISlider) {
    count = Int(slider.value)
  }

  func tacoSliderFinished(_ slider: UISlider) {
    slider.setValue(Float(count), animated: true)
  }

  static let storyboardConnections = StoryboardConnections<TacoDialogView>()
    .outlet("iconLabel") { view, label in view.iconLabel = label as? UILabel }
    .outlet("titleLabel") { view, label in view.titleLabel = label as? UILabel }
    .outlet("bodyLabel") { view, label in view.bodyLabel = label as? UILabel }
    .outlet("backgroundView") { view, background in view.backgroundView = background as? UIView }
    .outlet("tacoSlider") { view, slider in view.tacoSlider = slider as? UISlider }
    .action("getTacos") { view, _ in view.getTacos() }
    .action("cancel") { view, _ in view.cancel() }
    .action("tacoSliderSlid:") { view, sender in (sender as? UISlider).map(view.tacoSliderSlid) }
    .action("tacoSliderFinished:") { view, sender in (sender as? UISlider).map(view.tacoSliderFinished) }
}
