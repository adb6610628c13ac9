import Foundation
import SegueKitTesting
import Testing

/// A list built in code the way Swift Radio's stations list is (Tests/Fixtures/PortedApps): a cell class that puts
/// its labels in stack views in `contentView`, and a refresh control added with `tableView.addSubview(_:)`, the way
/// before iOS 10's `refreshControl` property, which UIKit still honours. The driver reads the rows by the cells'
/// own labels, pulls to refresh and taps a row.
@MainActor
@Suite struct CodeCellDriverTests {
  final class StationCell: UITableViewCell {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
      stack.axis = .vertical
      contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  final class Stations: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var stations: [String] = []
    var log: [String] = []
    let tableView = UITableView()
    let refreshControl = UIRefreshControl()

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(StationCell.self, forCellReuseIdentifier: "Station")
      tableView.dataSource = self
      tableView.delegate = self
      refreshControl.addAction(
        UIAction { [unowned self] _ in
          log.append("refresh")
          stations = ["Absolute Country Hits", "AZ Rock Radio"]
          tableView.reloadData()
          refreshControl.endRefreshing()
        }, for: .valueChanged)
      tableView.addSubview(refreshControl)
      view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { stations.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Station", for: indexPath)
      (cell as? StationCell)?.titleLabel.text = stations[indexPath.row]
      (cell as? StationCell)?.subtitleLabel.text = "station \(indexPath.row + 1)"
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("selected \(stations[indexPath.row])")
    }
  }

  @Test func codeCellsAreReadByTheirLabelsAndASubviewRefreshControlIsPulled() throws {
    let stations = Stations()
    let app = SegueApp(rootViewController: stations)
    #expect(app.elements.map(\.description) == ["control"])

    try app.pullToRefresh()
    #expect(app.elements.map(\.description) == ["cell 'Absolute Country Hits'", "cell 'AZ Rock Radio'", "control"])
    try app.tap("AZ Rock Radio")
    #expect(stations.log == ["refresh", "selected AZ Rock Radio"])
  }

  @Test func aCodeCellsContentViewIsItsFirstSubview() {
    let cell = StationCell(style: .default, reuseIdentifier: "Station")
    let item = UICollectionViewCell(frame: .zero)
    item.contentView.addSubview(UILabel())

    #expect(cell.subviews == [cell.contentView])
    #expect(cell.titleLabel.superview?.superview === cell.contentView)
    #expect(item.subviews == [item.contentView])
  }

  /// A cell configured with `UIListContentConfiguration` (iOS 14) shows the configuration's text, not its labels';
  /// a cell with user interaction off cannot be tapped, as no touch reaches it in UIKit.
  @Test func aListContentConfigurationsTextIsTheRowsTitle() throws {
    final class Options: UITableViewController {
      var selected: [Int] = []
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = ["About Station", "Play in Music App"][indexPath.row]
        cell.contentConfiguration = content
        cell.isUserInteractionEnabled = indexPath.row == 0  // as Swift Radio's sheet turns off a row it cannot run
        return cell
      }
      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
      }
    }
    let options = Options()
    let app = SegueApp(rootViewController: options)

    #expect(app.elements.map(\.description) == ["cell 'About Station'", "cell 'Play in Music App' (disabled)"])
    try app.tap("About Station")
    #expect(throws: SegueAppError.self) { try app.tap("Play in Music App") }
    #expect(options.selected == [0])
  }
}
