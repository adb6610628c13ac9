public import AndroidControllersTesting
import AndroidFormat
public import Foundation
import StoryboardFormat

extension AndroidAppDriver {
  /// Explores the Android app laid out as `src/main/` in `folder` (as `AndroidApp.launch(appFolder:activities:…)`
  /// launches it); `path` is how emitted tests name the folder, `classes` the Swift expression an emitted test
  /// passes as `activities:` and `fragments:` (`AndroidShopClasses`), and `imports` the modules it imports for them.
  public convenience init(
    appFolder folder: URL, activities: [Activity.Type], fragments: [Fragment.Type] = [],
    playsMissingClasses: Bool = false, path: String? = nil, classes: String? = nil, imports: [String] = []
  ) throws {
    let manifest = try ManifestDecoder.decode(contentsOf: folder.appendingPathComponent("AndroidManifest.xml"))
    let names = manifest.activities.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name }
    let path = path ?? folder.path
    let arguments =
      classes.map { "activities: \($0).activities, fragments: \($0).fragments" }
      ?? "activities: [], playsMissingClasses: true"
    let filePath = folder.appendingPathComponent("AndroidManifest.xml").path
    self.init(
      activities: names,
      launchStatement:
        "let app = try AndroidApp.launch(appFolder: URL(fileURLWithPath: \(swiftLiteral(path))), \(arguments))"
    ) {
      try AndroidApp.launch(
        appFolder: folder, activities: activities, fragments: fragments, playsMissingClasses: playsMissingClasses)
    }
    for (name, activity) in zip(names, manifest.activities) {
      let location = activity.location
      let file = location.file == filePath ? "AndroidManifest.xml" : location.file
      declarations[name] = ("\(file):\(location.line):\(location.column)", Self.reason(activity))
      parentActivities[name] = activity.parentActivityName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }
    extraImports = imports
  }

  /// Why an activity may not have been shown, from its intent filters.
  private static func reason(_ activity: ManifestActivity) -> String {
    let schemes = activity.intentFilters.flatMap(\.schemes)
    if !schemes.isEmpty {
      return "it opens from an intent (links '\(schemes.joined(separator: "', '"))://…'); no click or key leads to it"
    }
    if activity.intentFilters.contains(where: \.isLauncher) {
      return "it is a launcher entry of its own; exploration starts from the first"
    }
    return "no explored screen starts it"
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
    return try Explorer(driver: driver, options: options).run(app: appName(folder), platform: "android")
  }

  /// The app's name for reports: the folder holding `src/main/`, else the folder's own name.
  public static func appName(_ folder: URL) -> String {
    let components = folder.standardizedFileURL.pathComponents
    if components.count >= 3, components.suffix(2) == ["src", "main"] { return components[components.count - 3] }
    return folder.lastPathComponent
  }
}
