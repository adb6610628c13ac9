import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueExplorer
import SegueKitTesting
import Testing

@MainActor
@Suite struct ScratchTests {
  @Test func printReports() throws {
    let clock = ContinuousClock()
    var report: ExplorationReport!
    var elapsed = try clock.measure { report = try SegueApp.explore(appFolder: URL(fileURLWithPath: "Examples/Shop")) }
    print("SHOP \(elapsed)\n" + report.text)
    elapsed = try clock.measure {
      report = try SegueApp.explore(appFolder: URL(fileURLWithPath: "Examples/PlantedBugs"))
    }
    print("PLANTED \(elapsed)\n" + report.text)
    elapsed = try clock.measure {
      report = try AndroidApp.explore(
        appFolder: URL(fileURLWithPath: "Examples/AndroidShop/src/main"), activities: AndroidShopClasses.activities,
        fragments: AndroidShopClasses.fragments)
    }
    print("ANDROID \(elapsed)\n" + report.text)
    print(report.states.map { "\($0.id) \($0.screen) \($0.path.map(\.description))" }.joined(separator: "\n"))
  }
}
