import AndroidShop
import Foundation
import SegueExplorer
import SegueKitTesting
import Testing

/// The iOS driver's way back after an action that Back does not undo: rotating again, tapping the tab that was
/// selected (a tab bar controller keeps each tab's controller, stack and all, while another tab is selected: Apple's
/// `UITabBarController` documentation). The explorer uses it before relaunching.
@MainActor
@Suite struct ReturnActionTests {
  @Test func rotatingAndSwitchingTabsAreUndone() throws {
    let driver = SegueAppDriver(appFolder: Examples.shop)
    try driver.launch()
    let launched = driver.state(.texts).key
    guard case .tabs(let titles, let selected?, _) = driver.app?.snapshot.root?.content else {
      Issue.record("Shop's root is not a tab bar controller")
      return
    }
    let rotate = ExplorerAction(.rotate)
    guard case .applied = driver.perform(rotate) else { throw ExplorationError("rotating failed") }
    #expect(driver.state(.texts).key != launched)
    #expect(driver.returnAction(after: rotate) == rotate)
    _ = driver.perform(rotate)
    #expect(driver.state(.texts).key == launched)

    let other = ExplorerAction(.tap, target: titles[(selected + 1) % titles.count])
    guard case .applied = driver.perform(other) else { throw ExplorationError("tapping '\(other)' failed") }
    let back = try #require(driver.returnAction(after: other))
    #expect(back == ExplorerAction(.tap, target: titles[selected]))
    #expect(driver.returnAction(after: rotate) == nil)
    _ = driver.perform(back)
    #expect(driver.state(.texts).key == launched)
  }

  @Test func backIsTheWayAfterAPush() throws {
    let driver = SegueAppDriver(appFolder: Examples.plantedBugs)
    try driver.launch()
    let notes = ExplorerAction(.tap, target: "Notes")
    guard case .applied = driver.perform(notes) else { throw ExplorationError("tapping 'Notes' failed") }
    #expect(driver.returnAction(after: notes) == nil)
  }
}

extension ReturnActionTests {
  /// Android: rotating again undoes a rotation; after Back on the task's root activity (Android 12 and later move
  /// the task to the background instead of finishing it: the Activity `onBackPressed` documentation), the launcher
  /// icon brings the app back. A click has no return action but Back.
  @Test func androidRotationAndLeavingTheAppAreUndone() throws {
    let driver = try AndroidAppDriver(
      appFolder: Examples.androidShop, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    try driver.launch()
    let launched = driver.state(.structure).key
    let rotate = ExplorerAction(.rotate)
    _ = driver.perform(rotate)
    #expect(driver.returnAction(after: rotate) == rotate)
    _ = driver.perform(rotate)
    #expect(driver.state(.structure).key == launched)
    let back = ExplorerAction(.back)
    _ = driver.perform(back)
    #expect(driver.state(.structure).key != launched)
    #expect(driver.returnAction(after: back) == ExplorerAction(.launcher))
    _ = driver.perform(ExplorerAction(.launcher))
    #expect(driver.state(.structure).key == launched)
    let cart = ExplorerAction(.tapIdentifier, target: "cart")
    _ = driver.perform(cart)
    #expect(driver.returnAction(after: cart) == nil)
  }
}

/// An exploration relaunches an app folder again and again; each run must find the container a new app finds (Apple's
/// "File System Programming Guide": an app's own Documents, Library/Caches and tmp). A container the last run left
/// untouched is that already, so the driver relaunches into it; one the app wrote to is replaced.
@MainActor
@Suite struct RelaunchContainerTests {
  @Test func aRelaunchKeepsOnlyAnUntouchedContainer() throws {
    let driver = SegueAppDriver(appFolder: Examples.shop)
    try driver.launch()
    let first = try #require(driver.app?.sandbox)
    try driver.launch()
    let second = try #require(driver.app?.sandbox)
    try Data([1]).write(to: second.documentsDirectory.appendingPathComponent("note.txt"))
    try driver.launch()
    let third = try #require(driver.app?.sandbox)
    #expect([second === first, third === second] == [true, false])
    #expect(try FileManager.default.contentsOfDirectory(atPath: third.documentsDirectory.path) == [])
  }
}
