import AndroidFormat
import StoryboardFormat

extension InspectReport {
  /// One decoded Android manifest: its package and SDK levels, its application, activities and launchers.
  public struct ManifestEntry: Sendable, Codable, Equatable {
    /// The path as given.
    public var path: String
    /// The `package` attribute.
    public var package: String?
    /// `<uses-sdk>` values, as written.
    public var minSdkVersion: String?
    public var targetSdkVersion: String?
    public var application: ManifestApplicationEntry?
    /// Activities and aliases, in file order.
    public var activities: [ManifestActivityEntry]
    /// The class names of the `MAIN` + `LAUNCHER` activities and aliases, in file order.
    public var launchers: [String]
    /// Every attribute of `<manifest>`, as written.
    public var attributes: [String: String]

    init(_ manifest: AndroidManifest) {
      path = manifest.path
      package = manifest.package
      minSdkVersion = manifest.usesSDK?.minSdkVersion
      targetSdkVersion = manifest.usesSDK?.targetSdkVersion
      application = manifest.application.map(ManifestApplicationEntry.init)
      activities = manifest.activities.map { ManifestActivityEntry($0, in: manifest) }
      launchers = manifest.launcherActivities.map(\.className)
      attributes = manifest.attributes.dictionary
    }
  }

  /// The `<application>` element.
  public struct ManifestApplicationEntry: Sendable, Codable, Equatable {
    /// The `Application` subclass, resolved against the package.
    public var className: String?
    public var theme: String?
    public var taskAffinity: String?
    /// Every attribute, as written.
    public var attributes: [String: String]
    public var location: String

    init(_ application: ManifestApplication) {
      className = application.className
      theme = application.theme
      taskAffinity = application.taskAffinity
      attributes = application.attributes.dictionary
      location = application.location.description
    }
  }

  /// An `<activity>` or `<activity-alias>`, with the values in effect (defaults applied).
  public struct ManifestActivityEntry: Sendable, Codable, Equatable {
    /// `activity` or `activity-alias`.
    public var element: String
    /// `android:name` as written.
    public var name: String
    /// The fully qualified class name.
    public var className: String
    /// An alias's target, resolved.
    public var targetActivity: String?
    /// The launch mode in effect: the declared one (an unknown one as written, which has a diagnostic), else
    /// `standard`.
    public var launchMode: String
    /// The task affinity in effect (`""` for none).
    public var taskAffinity: String?
    /// Whether other apps may start it, declared or by default.
    public var exported: Bool
    /// The theme in effect (the application's when the activity declares none).
    public var theme: String?
    /// `opaque`, `translucent` or `dialog`, inferred from the theme's name.
    public var windowStyle: String
    public var configChanges: [String]
    public var screenOrientation: String?
    public var noHistory: Bool
    public var excludeFromRecents: Bool
    public var documentLaunchMode: String?
    public var parentActivityName: String?
    public var permission: String?
    public var intentFilters: [IntentFilterEntry]
    public var metaData: [MetaDataEntry]
    /// Every attribute, as written.
    public var attributes: [String: String]
    public var location: String

    init(_ activity: ManifestActivity, in manifest: AndroidManifest) {
      element = activity.isAlias ? "activity-alias" : "activity"
      name = activity.name
      className = activity.className
      targetActivity = activity.targetActivity
      launchMode = activity.launchMode?.rawValue ?? activity.androidAttributes["launchMode"] ?? "standard"
      taskAffinity = manifest.taskAffinity(of: activity)
      exported = activity.isExported
      theme = manifest.theme(of: activity)
      windowStyle = manifest.windowStyle(of: activity).rawValue
      configChanges = activity.configChanges
      screenOrientation = activity.screenOrientation
      noHistory = activity.noHistory ?? false
      excludeFromRecents = activity.excludeFromRecents ?? false
      documentLaunchMode = activity.documentLaunchMode
      parentActivityName = activity.parentActivityName
      permission = activity.permission
      intentFilters = activity.intentFilters.map(IntentFilterEntry.init)
      metaData = activity.metaData.map(MetaDataEntry.init)
      attributes = activity.attributes.dictionary
      location = activity.location.description
    }
  }

  /// An `<intent-filter>`.
  public struct IntentFilterEntry: Sendable, Codable, Equatable {
    public var actions: [String]
    public var categories: [String]
    /// Each `<data>` element's attributes, as written.
    public var data: [[String: String]]
    public var priority: String?
    public var location: String

    init(_ filter: IntentFilter) {
      actions = filter.actions
      categories = filter.categories
      data = filter.data.map(\.attributes.dictionary)
      priority = filter.priority
      location = filter.location.description
    }
  }

  /// A `<meta-data>` element.
  public struct MetaDataEntry: Sendable, Codable, Equatable {
    public var name: String?
    public var value: String?
    public var resource: String?

    init(_ metaData: MetaData) {
      name = metaData.name
      value = metaData.value
      resource = metaData.resource
    }
  }
}
