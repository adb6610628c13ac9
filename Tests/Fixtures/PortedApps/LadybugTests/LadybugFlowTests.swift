// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Ethan Huang's Ladybug
// (the wide corpus), a reader for Apple's bug reports (radars) that fetches them from Open Radar. CI ports the corpus
// copy and runs this test in it. Open Radar is stood in for by a `URLProtocol` the test registers (Apple's
// documentation of `URLProtocol.registerClass(_:)`: the shared session asks registered classes first), so the
// network never runs.
import Foundation
import SafariServicesCompat
import SegueKitTesting
import Testing

@testable import Ladybug

/// Answers Open Radar's `api/radar?number=…` with one radar, as the service's JSON has it.
final class OpenRadarStandIn: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "openradar.appspot.com" }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url else { return }
    let number =
      URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "number" }?.value ?? ""
    let json = """
      {"result": {"status": "Open", "resolved": "", "product": "iOS + SDK", "description": "Steps to reproduce…",
      "classification": "Serious Bug", "originated": "2018-06-12", "product_version": "12.0", "number": "\(number)",
      "user": "ethan@example.com", "id": 1, "title": "UITableView reloads twice", "reproducible": "Always"}}
      """
    let response = HTTPURLResponse(
      url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data(json.utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

@MainActor
@Suite(.serialized) struct LadybugFlowTests {
  /// "Add" first asks for the Open Radar API key in an alert with a text field (the first field is first responder
  /// as the alert appears, as UIKit does); saved, the key goes to the keychain. "Add" again asks for a radar number
  /// in a second alert; added, the radar is fetched, stored and listed in History with its title. Relaunched with its
  /// sandbox kept, the app reads the radars it archived as it resigned active: the radar is still listed.
  @Test func addingARadarThroughItsAlertsTextFieldListsItAndKeepsIt() async throws {
    _ = URLProtocol.registerClass(OpenRadarStandIn.self)
    defer { URLProtocol.unregisterClass(OpenRadarStandIn.self) }
    let app = try await SegueApp.launch(appFolder: PortedApp.appFolder)
    let history = """
      iPhone 16, portrait
      TabBarController tabs=[*History, Bookmarks, More]
        UINavigationController
          [0] History (HistoryViewController)
      """
    #expect(app.snapshot.description == history)

    try await app.tap("Add")
    #expect(
      app.snapshot.description == history + """

          presents(overFullScreen) Open Radar API Key is Required (UIAlertController) \
        message='Sign in Open Radar to...' actions=[Save, Get My API Key, Cancel]
        """)
    try await app.type("key-1234", intoAlertField: 0)
    try await app.tap("Save")
    #expect(OpenRadarKeychain.getAPIKey() == "key-1234")

    try await app.tap("Add")
    #expect(
      app.snapshot.description == history + """

          presents(overFullScreen) Add a Radar (UIAlertController) message='Enter radar number or url' \
        actions=[Add, Cancel]
        """)
    try await app.type("40000001", intoAlertField: 0)
    try await app.tap("Add")
    try await app.settle(until: { RadarCollection.shared.history().count == 1 })
    // The app opens the radar's Open Radar page in Safari's view controller (the default browser option).
    #expect(
      app.snapshot.description == history + """

          presents(fullScreen) SFSafariViewController
        """)
    let safari = try app.visible(SFSafariViewController.self)
    #expect(safari.initialURL.absoluteString == "https://openradar.appspot.com/40000001")
    try await app.step("tap Done") { safari.simulateDoneTap() }
    #expect(app.snapshot.description == history)
    let list = try app.visible(HistoryViewController.self)
    try await app.settle()
    #expect(RadarCollection.shared.history().map(\.cellTitle) == ["40000001"])
    #expect(RadarCollection.shared.history().map(\.cellSubtitle) == ["UITableView reloads twice"])
    let row = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(row?.textLabel?.text == "40000001")
    #expect(row?.detailTextLabel?.text == "UITableView reloads twice")
    // Each tab's root controller sets a `UITabBarItem(tabBarSystemItem:tag:)` on itself, inside its navigation
    // controller, in its own `viewDidLoad` (the app loads all three views at launch): the tabs show those items.
    let elements = [
      "bar button 'Add'", "cell '40000001'", "tab 'History'", "tab 'Bookmarks'", "tab 'More'",
    ]
    #expect(app.elements.map(\.description) == elements)

    let relaunched = try await app.relaunch()
    try await relaunched.settle()
    #expect(relaunched.snapshot.description == history)
    #expect(relaunched.elements.map(\.description) == elements)
    let again = try relaunched.visible(HistoryViewController.self)
    let kept = again.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(kept?.detailTextLabel?.text == "UITableView reloads twice")
    #expect(relaunched.exceptions == [])
  }
}
