// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): StateRestorationDemo
// (github.com/shagedorn/StateRestorationDemo), a tab bar controller built in code by the app delegate, whose screens
// load from xibs. CI ports the wide corpus copy and runs this test in it.
import Foundation
import SegueKitTesting
import Testing

@testable import StateRestorationDemo

@MainActor
@Suite struct StateRestorationDemoFlowTests {
  /// The app launches through its own `@UIApplicationMain` delegate, which builds the window in
  /// `application(_:willFinishLaunchingWithOptions:)`: a tab bar controller with First (a slider from
  /// FirstViewController.xib) and Second (in a navigation controller; a segmented control of two cities and a Choose
  /// button from SecondViewController.xib). The user moves the slider, goes to Second, picks Cologne and taps
  /// Choose: the city's screen is pushed with the tab bar hidden (`hidesBottomBarWhenPushed`) and shows the city's
  /// name; Back returns to the choice, with the tab bar again.
  @Test func slideThenChooseACity() async throws {
    let app = try await SegueApp.launch(appFolder: PortedApp.appFolder)
    #expect(app.snapshot.description == Self.first)
    // The second tab shows the item the root controller gave itself (`SecondViewController.commonInit`): the
    // navigation controller has none of its own.
    #expect(app.elements.map(\.description) == ["slider value='0.5'", "tab 'First'", "tab 'Second'"])
    try await app.slide(to: 0.8)
    #expect(try app.visible(FirstViewController.self).slider?.value == 0.8)

    let tabs = try #require(app.window.rootViewController as? UITabBarController)
    try await app.step("tap the second tab") { tabs.tabBar.simulateTap(on: tabs.tabBar.items![1]) }
    #expect(app.snapshot.description == Self.second)
    #expect(
      app.elements.map(\.description) == [
        "control value='Dresden'", "button 'Choose'", "tab 'First'", "tab 'Second'",
      ])
    try await app.chooseSegment("Cologne")
    try await app.tap("Choose")
    #expect(app.snapshot.description == Self.second + "\n    [1] CityViewController")
    #expect(app.elements.map(\.description) == ["back button 'Back'", "label 'Cologne'"])

    try await app.back()
    #expect(app.snapshot.description == Self.second)
    #expect(app.exceptions == [])
  }

  static let first = """
    iPhone 16, portrait
    UITabBarController tabs=[*First, Second]
      FirstViewController
    """

  static let second = """
    iPhone 16, portrait
    UITabBarController tabs=[First, *Second]
      UINavigationController
        [0] SecondViewController
    """
}
