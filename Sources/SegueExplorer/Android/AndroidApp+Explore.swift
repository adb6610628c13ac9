public import AndroidControllersTesting
import AndroidFormat
public import Foundation

extension AndroidAppDriver {
  /// Explores the Android app laid out as `src/main/` in `folder` (as `AndroidApp.launch(appFolder:activities:…)`
  /// launches it); `path` is how emitted tests name the folder, and `classes` the Swift expression an emitted test
  /// passes as `activities:` and `fragments:` (`AndroidShopClasses`).
  public convenience init(
    appFolder folder: URL, activities: [Activity.Type], fragments: [Fragment.Type] = [],
    playsMissingClasses: Bool = false, path: String? = nil, classes: String? = nil
  ) throws {
    let manifest = try ManifestDecoder.decode(contentsOf: folder.appendingPathComponent("AndroidManifest.xml"))
    let names = manifest.activities.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name }
    let path = path ?? folder.path
    let arguments =
      classes.map { "activities: \($0).activities, fragments: \($0).fragments" }
      ?? "activities: [], playsMissingClasses: true"
    self.init(
      activities: names,
      launchStatement:
        "let app = try AndroidApp.launch(appFolder: URL(fileURLWithPath: \(swiftLiteral(path))), \(arguments))"
    ) {
      try AndroidApp.launch(
        appFolder: folder, activities: activities, fragments: fragments, playsMissingClasses: playsMissingClasses)
    }
  }
}

extension AndroidApp {
  /// Explores the Android app in `folder` breadth first and returns what it found, each finding with its shortest
  /// reproduction.
  ///
  /// Not in Android. The driver is synchronous, so the exploration is too.
  ///
  /// ```swift
  /// let report = try AndroidApp.explore(
  ///   appFolder: folder, activities: AndroidShopClasses.activities, fragments: AndroidShopClasses.fragments)
  /// #expect(report.findings.isEmpty)
  /// ```
  public static func explore(
    appFolder folder: URL, activities: [Activity.Type], fragments: [Fragment.Type] = [],
    playsMissingClasses: Bool = false, options: ExplorationOptions = ExplorationOptions()
  ) throws -> ExplorationReport {
    let driver = try AndroidAppDriver(
      appFolder: folder, activities: activities, fragments: fragments, playsMissingClasses: playsMissingClasses)
    return try Explorer(driver: driver, options: options).run(app: folder.lastPathComponent, platform: "android")
  }
}
