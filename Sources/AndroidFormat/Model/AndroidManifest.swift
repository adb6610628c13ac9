public import StoryboardFormat

/// A decoded `AndroidManifest.xml`: the package, the SDK levels, the application and its activities, with every
/// element and attribute kept and the problems found as `Diagnostic`s (StoryboardFormat's) with file:line:column.
///
/// ```swift
/// let manifest = try ManifestDecoder.decode(contentsOf: URL(fileURLWithPath: "AndroidManifest.xml"))
/// for activity in manifest.launcherActivities { print(activity.className) }
/// ```
public struct AndroidManifest: Sendable, Hashable {
  /// The file the manifest was read from, as given.
  public var path: String
  /// The `package` attribute, or the Gradle `namespace` the decoder was given when the manifest has none.
  public var package: String?
  /// The prefix bound to Android's namespace URI (usually `android`); `nil` when the file binds none.
  public var androidPrefix: String?
  public var usesSDK: UsesSDK?
  public var application: ManifestApplication?
  /// Every attribute of `<manifest>` as written, in file order (`xmlns:` declarations too).
  public var attributes: Attributes
  /// Every `<manifest>` attribute in Android's namespace, by local name (`versionCode`, `installLocation` …).
  public var androidAttributes: [String: String]
  /// Children of `<manifest>` the model has no field for (`<uses-permission>`, `<queries>` …), kept whole.
  public var extras: [ManifestElement]
  /// The problems found, in file order.
  public var diagnostics: [Diagnostic]

  /// Android's namespace URI, which binds the `android:` attributes whatever their prefix.
  public static let androidNamespace = "http://schemas.android.com/apk/res/android"
  /// The build tools' namespace (`tools:ignore`, `tools:node`): merge instructions, not the app's manifest.
  public static let toolsNamespace = "http://schemas.android.com/tools"

  /// An empty manifest for `path`.
  public init(path: String, package: String? = nil, diagnostics: [Diagnostic] = []) {
    self.path = path
    self.package = package
    attributes = Attributes()
    androidAttributes = [:]
    extras = []
    self.diagnostics = diagnostics
  }

  /// Whether a diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The activities and aliases, in file order (none without an `<application>`).
  public var activities: [ManifestActivity] { application?.activities ?? [] }

  /// The activities (and aliases) with a `MAIN` + `LAUNCHER` intent filter, in file order: the app's launcher
  /// entries. Android allows none (no icon) or several (an icon each).
  public var launcherActivities: [ManifestActivity] { activities.filter(\.isLauncher) }

  /// The activity or alias with the given fully qualified class name, or with the given `.Short` name under the
  /// package; the first one when the manifest declares it twice.
  public func activity(named className: String) -> ManifestActivity? {
    let resolved = ManifestClassName.resolve(className, package: package)
    return activities.first { $0.className == resolved }
  }

  /// The activity an alias starts: the first `<activity>` named by its ``ManifestActivity/targetActivity``; an
  /// activity itself when it is not an alias; `nil` for an alias whose target is not declared.
  ///
  /// Android copies the target's launch mode, task affinity, theme, `configChanges`, screen orientation and flags
  /// into the alias (`PackageParser.parseActivityAlias`), so a runtime reads those from the target.
  public func target(of activity: ManifestActivity) -> ManifestActivity? {
    guard activity.isAlias else { return activity }
    return activities.first { !$0.isAlias && $0.className == activity.targetActivity }
  }

  /// The target API level (``UsesSDK/targetLevel``); `nil` when the manifest does not say (Gradle sets it).
  public var targetLevel: Int? { usesSDK?.targetLevel }

  /// The task affinity an activity has in effect: its own `taskAffinity` (`""` for none), else the application's,
  /// else the package name.
  ///
  /// Source: https://developer.android.com/guide/topics/manifest/activity-element#aff ("If this attribute is not
  /// set, the activity inherits the affinity set for the application … the default affinity for an application is
  /// the package name").
  ///
  /// A value starting with `.` is relative to the package (`.t1` → `com.example.t1`), as the package manager's
  /// `buildCompoundName` reads it.
  public func taskAffinity(of activity: ManifestActivity) -> String? {
    guard let written = activity.taskAffinity ?? application?.taskAffinity else { return package }
    guard written.hasPrefix("."), let package else { return written }
    return package + written
  }

  /// The theme an activity has in effect: its own, else the application's.
  public func theme(of activity: ManifestActivity) -> String? {
    activity.theme ?? application?.theme
  }

  /// The window style the effective theme's name suggests [I] (``WindowStyle/init(themeName:)``); opaque without
  /// a theme.
  public func windowStyle(of activity: ManifestActivity) -> WindowStyle {
    theme(of: activity).map(WindowStyle.init(themeName:)) ?? .opaque
  }
}
