import AndroidControllersTesting
import AndroidPlantedBugs
import AndroidShop
import Foundation
import SegueExplorer
import SegueKitTesting

/// The bundled examples' folders and explorations.
@MainActor
enum Examples {
  static let shop = URL(fileURLWithPath: "Examples/Shop")
  static let plantedBugs = URL(fileURLWithPath: "Examples/PlantedBugs")
  static let androidShop = URL(fileURLWithPath: "Examples/AndroidShop/src/main")
  static let androidPlantedBugs = URL(fileURLWithPath: "Examples/AndroidPlantedBugs/src/main")

  /// The AndroidPlantedBugs example's driver; emitted tests name the folder as the package root sees it.
  static func androidPlantedBugsDriver() throws -> AndroidAppDriver {
    try AndroidAppDriver(
      appFolder: androidPlantedBugs, activities: AndroidPlantedBugs.activities,
      fragments: AndroidPlantedBugs.fragments, path: "Examples/AndroidPlantedBugs/src/main",
      classes: "AndroidPlantedBugs", imports: ["AndroidPlantedBugs"])
  }

  static func exploreAndroidPlantedBugs(
    _ options: ExplorationOptions = ExplorationOptions()
  ) throws -> ExplorationReport {
    try Explorer(driver: androidPlantedBugsDriver(), options: options).run(
      app: "AndroidPlantedBugs", platform: "android")
  }

  /// The PlantedBugs example's driver; emitted tests name the folder as the package root sees it.
  static func plantedBugsDriver() -> SegueAppDriver {
    SegueAppDriver(appFolder: plantedBugs, path: "Examples/PlantedBugs")
  }

  static func explorePlantedBugs(_ options: ExplorationOptions = ExplorationOptions()) throws -> ExplorationReport {
    try Explorer(driver: plantedBugsDriver(), options: options).run(app: "PlantedBugs", platform: "ios")
  }

  static func androidShopDriver() throws -> AndroidAppDriver {
    try AndroidAppDriver(
      appFolder: androidShop, activities: AndroidShopClasses.activities, fragments: AndroidShopClasses.fragments)
  }

  static func exploreAndroidShop(_ options: ExplorationOptions = ExplorationOptions()) throws -> ExplorationReport {
    try AndroidApp.explore(
      appFolder: androidShop, activities: AndroidShopClasses.activities, fragments: AndroidShopClasses.fragments,
      options: options)
  }
}
