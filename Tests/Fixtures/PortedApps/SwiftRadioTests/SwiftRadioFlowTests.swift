// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Swift Radio
// (github.com/analogcode/Swift-Radio-Pro), whose stations list shows a cell from a nib (NothingFoundCell.xib,
// registered with `tableView.register(UINib(nibName: "NothingFoundCell", bundle: nil), …)`) until stations load.
// CI ports the corpus copy with the stand-ins of Tests/Fixtures/PortedApps/SwiftRadioStubs and the file
// the corpus's commit lost (SwiftRadioRestored), and runs this test in it.
import FRadioPlayer
import Foundation
import SegueKitTesting
import Testing

@testable import SwiftRadio

@MainActor
@Suite struct SwiftRadioFlowTests {
  /// The app launches through its own delegates, as iOS launches it (the `@main` AppDelegate, and the SceneDelegate
  /// the Info.plist names), and the scene delegate's coordinator shows the loader, which reads `stations.json` from the
  /// main bundle on a background queue: the test waits for the list with `settle(until:)`, as that queue is a real
  /// thread settling cannot see. With no stations, the list shows the nib's "Loading Stations..." cell;
  /// pulling to refresh after stations arrive shows them; tapping one pushes Now Playing, which plays it. Its menu
  /// button presents the options sheet; "About Station" pushes the station's page from Main.storyboard (its
  /// outlets filled) as the sheet goes; "Okay" pops back. The logo presents About, whose "Okay" is an unwind that
  /// no controller implements: nothing happens, as in UIKit.
  @Test func nibCellThenStationToNowPlayingAndItsPage() async throws {
    let stations = StationsFile()
    defer { stations.remove() }
    try stations.write(Self.noStations)
    let app = try await SegueApp.launch(appFolder: PortedApp.appFolder)
    try await app.settle(until: { (try? app.visible(StationsViewController.self)) != nil })
    #expect(app.snapshot.description == Self.stations(title: "Swift Radio"))
    #expect(
      app.elements.map(\.description) == [
        "bar button 'icon-hamburger'", "cell 'Loading Stations...'", "control",
        "label 'Choose a station above to begin...'", "button (disabled)",
      ])
    #expect(
      app.takeTrace().map(\.description) == [
        "UINavigationController.viewDidLoad", "UINavigationController.viewWillAppear(false)",
        "UINavigationController.viewIsAppearing(false)",
        "UINavigationController(LoaderController).viewDidAppear(false)",
        "LoaderController.viewDidLoad", "LoaderController.viewWillAppear(false)",
        "LoaderController.viewIsAppearing(false)", "LoaderController.viewDidAppear(false)",
        "StationsViewController.viewDidLoad", "LoaderController.viewWillDisappear(false)",
        "Swift Radio.viewWillAppear(false)", "Swift Radio.viewIsAppearing(false)",
        "LoaderController.viewDidDisappear(false)", "Swift Radio.viewDidAppear(false)", "LoaderController.deinit",
      ])

    try stations.write(Self.twoStations)
    try await app.pullToRefresh()
    try await app.settle(until: { StationsManager.shared.stations.count == 2 })
    #expect(app.snapshot.description == Self.stations(title: "Swift Radio"))
    #expect(
      app.elements.map(\.description) == [
        "bar button 'icon-hamburger'", "cell 'Absolute Country Hits'", "cell 'AZ Rock Radio'", "control",
        "label 'Choose a station above to begin...'", "button (disabled)",
      ])
    #expect(app.takeTrace().map(\.description) == [])

    try await app.tap("Absolute Country Hits")
    #expect(app.snapshot.description == Self.nowPlaying)
    #expect(
      app.elements.map(\.description) == [
        "back button 'Back'", "label 'Absolute Country Hits'", "label 'The Music Starts Here'",
        "slider value='0' (disabled)", "label 'LIVE'", "button 'backward'", "button 'pause' selected", "button 'stop'",
        "button 'forward'", "button 'logo'", "button 'list.dash'",
      ])
    #expect(
      app.takeTrace().map(\.description) == [
        "Absolute Country Hits.viewDidLoad", "StationsViewController.viewWillDisappear(true)",
        "Absolute Country Hits.viewWillAppear(true)", "Absolute Country Hits.viewIsAppearing(true)",
        "StationsViewController.viewDidDisappear(true)", "Absolute Country Hits.viewDidAppear(true)",
      ])
    #expect(FRadioPlayer.shared.radioURL?.absoluteString == "http://strm112.1.fm/acountry_mobile_mp3")
    #expect(FRadioPlayer.shared.playbackState == .playing)

    try await app.tap("list.dash")
    #expect(
      app.snapshot.description == Self.nowPlaying + "\n  presents(formSheet) BottomSheetViewController")
    #expect(
      app.elements.map(\.description) == [
        "cell 'About Station'", "cell 'Station Website'", "cell 'Play in Music App' (disabled)",
        "cell 'Share Now Playing'",
      ])
    #expect(
      app.takeTrace().map(\.description) == [
        "BottomSheetViewController.viewDidLoad", "BottomSheetViewController.viewWillAppear(true)",
        "BottomSheetViewController.viewIsAppearing(true)", "BottomSheetViewController.viewDidAppear(true)",
      ])

    try await app.tap("About Station")
    #expect(app.snapshot.description == Self.nowPlaying + "\n  [2] InfoDetailViewController")
    #expect(
      app.elements.map(\.description) == [
        "back button 'Absolute Country Hits'", "label 'Absolute Country Hits'", "label 'The Music Starts Here'",
        "button 'Okay'",
      ])
    #expect(
      app.takeTrace().map(\.description) == [
        "InfoDetailViewController.viewDidLoad", "Absolute Country Hits.viewWillDisappear(true)",
        "InfoDetailViewController.viewWillAppear(true)", "InfoDetailViewController.viewIsAppearing(true)",
        "BottomSheetViewController.viewWillDisappear(true)", "Absolute Country Hits.viewDidDisappear(true)",
        "InfoDetailViewController.viewDidAppear(true)", "BottomSheetViewController.viewDidDisappear(true)",
        "BottomSheetViewController.deinit",
      ])

    try await app.tap("Okay")
    #expect(app.snapshot.description == Self.nowPlaying)
    #expect(
      app.takeTrace().map(\.description) == [
        "InfoDetailViewController.viewWillDisappear(true)", "Absolute Country Hits.viewWillAppear(true)",
        "Absolute Country Hits.viewIsAppearing(true)", "InfoDetailViewController.viewDidDisappear(true)",
        "Absolute Country Hits.viewDidAppear(true)", "InfoDetailViewController.deinit",
      ])

    try await app.tap("logo")
    #expect(app.snapshot.description == Self.about)
    #expect(
      app.elements.map(\.description) == [
        "label 'Xcode / Swift'", "label 'Radio App'", "button 'Website'", "button 'email me'", "button 'Okay'",
      ])
    #expect(
      app.takeTrace().map(\.description) == [
        "AboutViewController.viewDidLoad", "AboutViewController.viewWillAppear(true)",
        "AboutViewController.viewIsAppearing(true)", "AboutViewController.viewDidAppear(true)",
      ])

    // About's "Okay" is an unwind to `unwindToViewController:`, which no class of the app implements: the search
    // finds no destination, and UIKit then does nothing at all — no prepare, no dismissal, no log, no exception
    // (spec §5.2 step 2; Apple, "Dismissing a view controller with an unwind segue", and TN2298).
    try await app.tap("Okay")
    #expect(app.snapshot.description == Self.about)
    #expect(app.takeTrace().map(\.description) == [])
    #expect(app.exceptions == [])
    #expect(app.consoleMessages == [])
  }

  static let about = nowPlaying + "\n  presents(formSheet) AboutViewController"

  static let nowPlaying = """
    iPhone 16, portrait
    UINavigationController
      [0] StationsViewController
      [1] Absolute Country Hits (NowPlayingViewController)
    """

  static func stations(title: String) -> String {
    """
    iPhone 16, portrait
    UINavigationController
      [0] \(title) (StationsViewController)
    """
  }

  static let noStations = #"{ "station": [] }"#

  /// The first two stations of the app's own `stations.json` (its stations with images in the app's assets).
  static let twoStations = #"""
    { "station": [
      { "name": "Absolute Country Hits", "website": "https://www.1.fm/station/acountry",
        "streamURL": "http://strm112.1.fm/acountry_mobile_mp3", "imageURL": "station-absolutecountry.png",
        "desc": "The Music Starts Here", "longDesc": "All your favorite country hits and artists." },
      { "name": "AZ Rock Radio", "website": "https://www.azrockradio.com",
        "streamURL": "http://cassini.shoutca.st:9300/stream", "imageURL": "az-rock-radio",
        "desc": "We Know Music from A to Z", "longDesc": "Web Radio Station from Puerto Rico." }
    ] }
    """#
}

/// The app's `stations.json`, which it reads with `Bundle.main.url(forResource: "stations", withExtension: "json")`:
/// on iOS a file of the app bundle; `segue port` turns `Bundle.main` into `PortedApp.bundle`, the app's copied
/// folder, and the corpus copy has no stations file, so the test writes one there.
struct StationsFile {
  let url: URL

  init() {
    url = (PortedApp.bundle.resourceURL ?? PortedApp.bundle.bundleURL).appendingPathComponent("stations.json")
  }

  func write(_ json: String) throws {
    try Data(json.utf8).write(to: url)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
