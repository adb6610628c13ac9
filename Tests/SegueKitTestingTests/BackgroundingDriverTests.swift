import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// Leaving the launched app and coming back through the driver (§8.3 Launch; the calls and notifications are
/// SegueStoryboardTests' `AppRunStateTests`).
@MainActor
@Suite struct BackgroundingDriverTests {
  /// OpenHAB's `OpenHABViewController` observes the app's notifications by selector (as `segue port` leaves it).
  final class Observer: StoryboardConnectable {
    var events: [String] = []
    static let storyboardConnections = StoryboardConnections<Observer>()
      .action("didEnterBackground:") { observer, _ in observer.events.append("background") }
      .action("didBecomeActive:") { observer, _ in observer.events.append("active") }
  }

  @Test(.tags(.spec8_3)) func selectorObserversHearTheAppLeaveAndComeBack() throws {
    let observer = Observer()
    let center = NotificationCenter.default
    center.addObserver(
      observer, selector: "didEnterBackground:", name: UIApplication.didEnterBackgroundNotification, object: nil)
    center.addObserver(
      observer, selector: "didBecomeActive:", name: UIApplication.didBecomeActiveNotification, object: nil)
    defer { center.removeObserver(observer) }
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    try app.moveToBackground()
    let twice = try #require(throws: SegueAppError.self) { try app.moveToBackground() }
    try app.returnToForeground()
    let again = try #require(throws: SegueAppError.self) { try app.returnToForeground() }
    #expect(
      [twice.message, again.message] == [
        "the app is not active, so it cannot move to the background", "the app is not in the background",
      ])
    #expect(observer.events == ["active", "background", "active"])
    #expect(UIApplication.shared.applicationState == .active)
  }
}
