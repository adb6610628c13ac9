import AndroidControllersTesting
import Foundation
import SegueExplorer
import Testing

/// The guided search on Android aims at the manifest's activities not shown yet: a click whose target names one
/// (`cart` → `CartActivity`), else the activities whose `android:parentActivityName` is the one on screen (Android's
/// `<activity>` element, developer.android.com/guide/topics/manifest/activity-element#parent).
@MainActor
@Suite(.serialized) struct AndroidGuidedTests {
  @Test func clicksLeadToTheActivitiesTheirTargetsNameElseToTheChildren() throws {
    let driver = try Examples.androidShopDriver()
    try driver.launch()
    let actions = driver.actions(ExplorationOptions())
    let destinations = zip(actions, driver.destinations(of: actions)).map { "\($0): \($1.joined(separator: ", "))" }
    #expect(
      destinations == [
        "tap #grinder: ProductActivity, CartActivity", "tap #cart: CartActivity", "back: ", "rotate: ",
        "background and return: ", "process death and return: ",
      ])
    #expect(driver.hasShown(scene: "MainActivity") && !driver.hasShown(scene: "CartActivity"))
  }

  /// After how many actions each activity was first shown (0: the launch activity), exploring exhaustively.
  @Test func activitiesFirstShown() throws {
    #expect(try Self.firstShown(Examples.androidShopDriver(), .breadthFirst) == [0, 1, 3, 13])
    #expect(try Self.firstShown(Examples.androidShopDriver(), .guided) == [0, 1, 3, 9])
    #expect(try Self.firstShown(Examples.androidPlantedBugsDriver(), .breadthFirst) == [0, 3])
    #expect(try Self.firstShown(Examples.androidPlantedBugsDriver(), .guided) == [0, 1])
  }

  private static func firstShown(_ driver: AndroidAppDriver, _ strategy: ExplorationStrategy) throws -> [Int] {
    let explorer = Explorer(driver: driver, options: ExplorationOptions(minimizes: false, strategy: strategy))
    var performed = 0
    var shownAfter: [Int] = []
    func note() {
      let shown = driver.sceneCoverage()?.reached ?? 0
      shownAfter += Array(repeating: performed, count: max(0, shown - shownAfter.count))
    }
    // Called before each action the explorer performs, replays included.
    explorer.journal = { _ in
      note()
      performed += 1
    }
    _ = try explorer.run(app: "App", platform: "android")
    note()
    return shownAfter
  }
}
