public import Foundation
public import SegueKitTesting

extension SegueApp {
  /// Explores the app in `folder` (as `SegueApp.launch(appFolder:)` launches it) breadth first and returns what it
  /// found, each finding with its shortest reproduction.
  ///
  /// Not in UIKit. The driver is synchronous, so the exploration is too; it launches the app afresh as often as it
  /// needs to reach a state again.
  ///
  /// ```swift
  /// let report = try SegueApp.explore(appFolder: URL(fileURLWithPath: "Examples/Shop"))
  /// #expect(report.findings.isEmpty)
  /// ```
  public static func explore(
    appFolder folder: URL, options: ExplorationOptions = ExplorationOptions()
  ) throws -> ExplorationReport {
    let driver = SegueAppDriver(appFolder: folder)
    return try Explorer(driver: driver, options: options).run(app: folder.lastPathComponent, platform: "ios")
  }
}
