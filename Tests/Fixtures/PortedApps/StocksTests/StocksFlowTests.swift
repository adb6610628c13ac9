// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Stocks
// (github.com/dkhamsing/stocks), a watch list of stock symbols kept in UserDefaults (JSON-encoded), with quotes from
// a web service. CI ports the wide corpus copy and runs this test in it.
import Foundation
import SegueKitTesting
import Testing

@testable import Stocks

@MainActor
@Suite(.serialized) struct StocksFlowTests {
  /// The user's saved list, as the app writes it (`@UserDefault("list")`: `[Item]` encoded with `JSONEncoder`).
  static let savedList = #"[{"symbol":"AAPL"},{"symbol":"MSFT"},{"symbol":"TSLA"}]"#

  /// The app launches through its own delegates (the `@main` AppDelegate and the SceneDelegate its Info.plist names)
  /// and lists the saved symbols, then asks the quote service for each on `URLSession` (a real thread: the test waits
  /// for the list's footer, which the answer sets). The service answers nothing here (`NoNetwork`), so the rows show
  /// symbols only. Edit, then edit mode's minus and Delete on MSFT (UIKit's `tableView(_:commit:forRowAt:)`), then
  /// Done: the app saves the shorter list, and a relaunch with the same container shows it.
  @Test func editModeDeleteIsSavedForTheNextLaunch() async throws {
    NoNetwork.install()
    let sandbox = AppSandbox()
    UserDefaults.standard.set(Data(Self.savedList.utf8), forKey: "list")
    let app = try await SegueApp.launch(appFolder: PortedApp.appFolder, sandbox: sandbox)
    let list = try app.visible(MyStocksViewController.self)
    try await app.settle(until: { list.tableView.tableFooterView != nil })
    #expect(app.snapshot.description == Self.myStocks)
    // The table's refresh control is the "control".
    #expect(
      app.elements.map(\.description) == [
        "bar button 'Edit'", "bar button 'plus'", "cell 'AAPL'", "cell 'MSFT'", "cell 'TSLA'", "control",
      ])

    // While the table edits, a tap on a row does not select it (`allowsSelectionDuringEditing` is off by default).
    try await app.tap("Edit")
    #expect(list.tableView.isEditing)
    #expect(
      app.elements.map(\.description) == [
        "bar button 'Done'", "cell 'AAPL' (disabled)", "cell 'MSFT' (disabled)", "cell 'TSLA' (disabled)", "control",
      ])

    try await app.deleteRowInEditMode(1)
    #expect(
      app.elements.map(\.description) == [
        "bar button 'Done'", "cell 'AAPL' (disabled)", "cell 'TSLA' (disabled)", "control",
      ])
    try await app.tap("Done")
    #expect(!list.tableView.isEditing)
    #expect(
      app.elements.map(\.description) == [
        "bar button 'Edit'", "bar button 'plus'", "cell 'AAPL'", "cell 'TSLA'", "control",
      ])
    #expect(try Self.savedSymbols() == ["AAPL", "TSLA"])

    try app.terminate()
    let relaunched = try await app.relaunch()
    let relaunchedList = try relaunched.visible(MyStocksViewController.self)
    try await relaunched.settle(until: { relaunchedList.tableView.tableFooterView != nil })
    #expect(
      relaunched.elements.map(\.description) == [
        "bar button 'Edit'", "bar button 'plus'", "cell 'AAPL'", "cell 'TSLA'", "control",
      ])
    #expect(relaunched.exceptions == [])
  }

  /// With nothing saved, the list is hidden and the storyboard's button invites the first stock; it presents the
  /// search screen in a navigation controller, as a form sheet, listing popular symbols. Tapping one adds it to the
  /// saved list (the app's `SelectStock` delegate); the close button (an image, `xmark`) shows the list with it.
  @Test func theFirstStockIsAddedFromPopularSymbols() async throws {
    NoNetwork.install()
    let app = try await SegueApp.launch(appFolder: PortedApp.appFolder)
    #expect(app.elements.map(\.description) == ["bar button 'plus'", "button 'Add a stock to track'"])
    try await app.tap("Add a stock to track")
    #expect(
      app.snapshot.description
        == Self.myStocks
        + "\n  presents(formSheet) UINavigationController\n    [0] Add a Stock (AddStockViewController)")
    let popular = ["AAPL", "TSLA", "DIS", "MSFT", "SNAP", "UBER", "TWTR", "AMD", "FB", "LK", "AMZN", "SHOP"]
    #expect(app.elements.map(\.description) == ["bar button 'xmark'"] + popular.map { "cell '\($0)'" })

    try await app.tap("DIS")
    #expect(try Self.savedSymbols() == ["DIS"])
    try await app.tap("xmark")
    let list = try app.visible(MyStocksViewController.self)
    try await app.settle(until: { list.tableView.tableFooterView != nil })
    #expect(app.snapshot.description == Self.myStocks)
    #expect(app.elements.map(\.description) == ["bar button 'Edit'", "bar button 'plus'", "cell 'DIS'", "control"])
    #expect(app.exceptions == [])
  }

  static let myStocks = """
    iPhone 16, portrait
    UINavigationController
      [0] My Stocks (MyStocksViewController)
    """

  /// The symbols the app saved, read back as it reads them.
  static func savedSymbols() throws -> [String] {
    let data = try #require(UserDefaults.standard.data(forKey: "list"))
    return try JSONDecoder().decode([Item].self, from: data).compactMap(\.symbol)
  }
}

/// A stand-in for the network: every request fails at once as "not connected", so that the test does not depend on
/// whether the machine can reach the quote service.
final class NoNetwork: URLProtocol {
  nonisolated(unsafe) private static var installed = false

  static func install() {
    guard !installed else { return }
    installed = true
    URLProtocol.registerClass(NoNetwork.self)
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }
  override func stopLoading() {}
}
