import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Cells, header/footer and supplementary views registered as nibs. The exception texts are UIKit's (UITableView's
/// and UICollectionView's `NSInternalInconsistencyException` reasons for a bad cell nib).
@MainActor
@Suite struct NibCellRegistrationTests {
  @Test func aTableCellNibMakesNewCellsWithTheirOutlets() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["StationCell.xib": NibFixtures.stationCell])
    defer { folder.remove() }
    let table = UITableView()
    table.register(UINib(nibName: "StationCell", bundle: bundle), forCellReuseIdentifier: "Station")
    let first = try #require(table.dequeueReusableCell(withIdentifier: "Station") as? NibStationCell)
    let second = try #require(table.dequeueReusableCell(withIdentifier: "Station") as? NibStationCell)
    #expect(first !== second)
    #expect(first.reuseIdentifier == "Station")
    #expect(first.nameLabel?.text == "Station name" && first.subviews.first === first.nameLabel)
    #expect(Trace.shared.take() == Array(repeating: "station cell awakeFromNib nameLabel=Station name", count: 2))
  }

  @Test func aClassRegistrationReplacesANibOne() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["StationCell.xib": NibFixtures.stationCell])
    defer { folder.remove() }
    let table = UITableView()
    table.register(UINib(nibName: "StationCell", bundle: bundle), forCellReuseIdentifier: "Station")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Station")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "Station"))
    #expect(type(of: cell) == UITableViewCell.self)
    table.register(nil as UINib?, forCellReuseIdentifier: "Station")
    #expect(table.dequeueReusableCell(withIdentifier: "Station") == nil)
  }

  @Test(.tags(.appendixA)) func aNibWithOtherTopLevelObjectsRaises() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["Two.xib": NibFixtures.twoViews, "Tile.xib": NibFixtures.tileCell])
    defer { folder.remove() }
    let table = UITableView()
    table.register(UINib(nibName: "Two", bundle: bundle), forCellReuseIdentifier: "Row")
    table.register(UINib(nibName: "Tile", bundle: bundle), forCellReuseIdentifier: "Tile")
    // One capture each: after an exception the rest of a captured block is skipped, as code after a throw.
    let exceptions =
      UIKitException.capture { _ = table.dequeueReusableCell(withIdentifier: "Row") }
      + UIKitException.capture { _ = table.dequeueReusableCell(withIdentifier: "Tile") }
    #expect(
      exceptions.map(\.reason) == [
        "invalid nib registered for identifier (Row) - nib must contain exactly one top level object which must be a "
          + "UITableViewCell instance",
        "invalid nib registered for identifier (Tile) - nib must contain exactly one top level object which must be "
          + "a UITableViewCell instance",
      ])
  }

  @Test(.tags(.appendixA)) func aNibCellWithAnotherReuseIdentifierRaises() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["StationCell.xib": NibFixtures.stationCell])
    defer { folder.remove() }
    let table = UITableView()
    table.register(UINib(nibName: "StationCell", bundle: bundle), forCellReuseIdentifier: "Radio")
    let exceptions = UIKitException.capture { _ = table.dequeueReusableCell(withIdentifier: "Radio") }
    #expect(
      exceptions == [
        UIKitException(
          name: .internalInconsistency,
          reason: "cell reuse indentifier in nib (Station) does not match the identifier used to register the nib "
            + "(Radio)")
      ])
  }

  @Test func collectionCellsAndSupplementaryViewsComeFromNibs() throws {
    startClean()
    let header = NibFixtures.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
      <collectionReusableView id="hdr" reuseIdentifier="Header"><subviews><label text="Top" id="t"/></subviews>
      </collectionReusableView>
      """)
    let (bundle, folder) = try NibFixtures.bundle(["Tile.xib": NibFixtures.tileCell, "Header.xib": header])
    defer { folder.remove() }
    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(UINib(nibName: "Tile", bundle: bundle), forCellWithReuseIdentifier: "Tile")
    collection.register(
      UINib(nibName: "Header", bundle: bundle), forSupplementaryViewOfKind: "header", withReuseIdentifier: "Header")
    let path = IndexPath(item: 0, section: 0)
    let tile = try #require(collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: path) as? NibTileCell)
    let view = collection.dequeueReusableSupplementaryView(ofKind: "header", withReuseIdentifier: "Header", for: path)
    // Newer Xcodes write a collection cell's content as `<view key="contentView">`; its label is the cell's.
    #expect(tile.titleLabel?.text == "Tile" && tile.subviews.first === tile.titleLabel)
    #expect(tile.reuseIdentifier == "Tile")
    #expect((view.subviews.first as? UILabel)?.text == "Top")
    #expect(view.reuseIdentifier == "Header")
  }

  @Test func headerFooterViewsComeFromNibs() throws {
    startClean()
    let footer = NibFixtures.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
      <view id="ftr" customClass="UITableViewHeaderFooterView"><subviews><label text="End" id="e"/></subviews></view>
      """)
    let (bundle, folder) = try NibFixtures.bundle(["Footer.xib": footer])
    defer { folder.remove() }
    let table = UITableView()
    table.register(UINib(nibName: "Footer", bundle: bundle), forHeaderFooterViewReuseIdentifier: "Footer")
    let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Footer"))
    #expect((view.subviews.first as? UILabel)?.text == "End")
    #expect(view.reuseIdentifier == "Footer")
  }

  /// Each test starts with an empty console and trace.
  private func startClean() {
    freshRuntime()
    _ = Trace.shared.take()
  }
}
