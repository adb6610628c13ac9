public import StoryboardFormat

/// An `<activity>` or `<activity-alias>` of the manifest, with its class name resolved against the package.
///
/// Android parses both elements into one `ActivityInfo`; an alias carries ``targetActivity`` (the platform's
/// `ActivityInfo.targetActivity`) and otherwise the same attributes. Every attribute is kept as written
/// (``attributes``) and by its local name in Android's namespace (``androidAttributes``); the properties below
/// are the typed view. Values that are resource references or build placeholders (`@bool/x`, `${applicationId}`)
/// stay strings in ``androidAttributes`` and leave the typed property `nil`.
public struct ManifestActivity: Sendable, Hashable {
  /// True for an `<activity-alias>`.
  public var isAlias: Bool
  /// `android:name` as written: `.MainActivity`, `MainActivity` or `com.example.MainActivity`.
  public var name: String
  /// The fully qualified class name (see ``ManifestClassName/resolve(_:package:)``); for an alias, the alias's own name.
  public var className: String
  /// `android:targetActivity` of an alias, resolved like ``className``.
  public var targetActivity: String?
  /// `android:launchMode`; `nil` when absent (``LaunchMode/standard``) or not one of the five modes.
  public var launchMode: LaunchMode?
  /// `android:taskAffinity` as written; `""` (no affinity) is kept apart from absence.
  public var taskAffinity: String?
  /// `android:exported` when it is `true` or `false`.
  public var exported: Bool?
  /// `android:theme` as written.
  public var theme: String?
  /// The flags of `android:configChanges`, in the order written (`orientation|screenSize`).
  public var configChanges: [String]
  /// `android:screenOrientation` as written.
  public var screenOrientation: String?
  /// `android:noHistory` when it is `true` or `false`.
  public var noHistory: Bool?
  /// `android:excludeFromRecents` when it is `true` or `false`.
  public var excludeFromRecents: Bool?
  /// `android:documentLaunchMode` as written (`intoExisting`, `always`, `none`, `never`).
  public var documentLaunchMode: String?
  /// `android:parentActivityName`, resolved like ``className``.
  public var parentActivityName: String?
  /// `android:permission` as written.
  public var permission: String?
  /// `android:enabled` when it is `true` or `false`.
  public var enabled: Bool?
  public var intentFilters: [IntentFilter]
  public var metaData: [MetaData]
  /// The `android:value` of each `<nav-graph>` (`@navigation/nav_graph`), whose deep links a build turns into filters.
  public var navigationGraphs: [String]
  /// Every attribute in Android's namespace, by local name (`launchMode`), values as written.
  public var androidAttributes: [String: String]
  /// Every attribute as written, in file order, prefixes included (`tools:ignore` too).
  public var attributes: Attributes
  /// Children the model has no field for, kept whole.
  public var extras: [ManifestElement]
  public var location: SourceLocation

  /// An activity (or alias) named `name`, resolved to `className`, with nothing else declared.
  public init(name: String, className: String, isAlias: Bool = false, location: SourceLocation) {
    self.isAlias = isAlias
    self.name = name
    self.className = className
    configChanges = []
    intentFilters = []
    metaData = []
    navigationGraphs = []
    androidAttributes = [:]
    attributes = Attributes()
    extras = []
    self.location = location
  }

  /// The launch mode in effect: the declared one, else ``LaunchMode/standard``.
  public var effectiveLaunchMode: LaunchMode { launchMode ?? .standard }

  /// Whether other apps may start the activity: `android:exported`, else whether it has an intent filter.
  ///
  /// Source: https://developer.android.com/guide/topics/manifest/activity-element#exported ("If there are no
  /// intent filters, the default value is false"; with filters it was true before Android 12, which requires an
  /// explicit value, see ``requiresExplicitExported(targetLevel:)``).
  public var isExported: Bool { exported ?? !intentFilters.isEmpty }

  /// Whether installing fails because the activity has intent filters and no `android:exported`: apps targeting
  /// API 31 and above must declare it (`INSTALL_PARSE_FAILED_MANIFEST_MALFORMED`).
  public func requiresExplicitExported(targetLevel: Int?) -> Bool {
    exported == nil && androidAttributes["exported"] == nil && !intentFilters.isEmpty && (targetLevel ?? 0) >= 31
  }

  /// Whether the activity has a `MAIN` + `LAUNCHER` intent filter.
  public var isLauncher: Bool { intentFilters.contains(where: \.isLauncher) }

  /// The window style its own theme's name suggests [I]; `nil` when it declares no theme (the application's applies).
  public var windowStyle: WindowStyle? { theme.map(WindowStyle.init(themeName:)) }
}
