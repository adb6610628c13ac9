public import StoryboardFormat

/// The `<application>` element: the app's class, its defaults for activities, and its components.
public struct ManifestApplication: Sendable, Hashable {
  /// `android:name` as written: the `Application` subclass, if the app has one.
  public var name: String?
  /// ``name`` resolved against the package (see ``ManifestClassName/resolve(_:package:)``).
  public var className: String?
  /// `android:theme` as written: every activity's theme unless it declares its own.
  public var theme: String?
  /// `android:taskAffinity` as written: every activity's affinity unless it declares its own.
  public var taskAffinity: String?
  /// `<activity>` and `<activity-alias>` elements, in file order.
  public var activities: [ManifestActivity]
  public var metaData: [MetaData]
  /// Every attribute in Android's namespace, by local name, values as written.
  public var androidAttributes: [String: String]
  /// Every attribute as written, in file order.
  public var attributes: Attributes
  /// Children the model has no field for (`<service>`, `<receiver>`, `<provider>` …), kept whole.
  public var extras: [ManifestElement]
  public var location: SourceLocation

  /// An application element with nothing declared.
  public init(location: SourceLocation) {
    activities = []
    metaData = []
    androidAttributes = [:]
    attributes = Attributes()
    extras = []
    self.location = location
  }
}
