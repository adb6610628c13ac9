public import StoryboardFormat

/// The `<uses-sdk>` element: the API levels the app runs on and was built for.
///
/// Gradle builds usually set these in `build.gradle` and merge them in; a source manifest often has none. Values
/// are kept as written (a placeholder or a codename stays a string) and read as numbers where they are numbers.
public struct UsesSDK: Sendable, Hashable {
  /// `android:minSdkVersion` as written.
  public var minSdkVersion: String?
  /// `android:targetSdkVersion` as written.
  public var targetSdkVersion: String?
  /// `android:maxSdkVersion` as written.
  public var maxSdkVersion: String?
  /// Every attribute as written, in file order.
  public var attributes: Attributes
  public var location: SourceLocation

  /// A `<uses-sdk>` with the given values.
  public init(
    minSdkVersion: String? = nil, targetSdkVersion: String? = nil, maxSdkVersion: String? = nil,
    attributes: Attributes = Attributes(), location: SourceLocation
  ) {
    self.minSdkVersion = minSdkVersion
    self.targetSdkVersion = targetSdkVersion
    self.maxSdkVersion = maxSdkVersion
    self.attributes = attributes
    self.location = location
  }

  /// The minimum API level: `minSdkVersion`, or 1 when it is absent (Android's default).
  ///
  /// Source: https://developer.android.com/guide/topics/manifest/uses-sdk-element ("If you do not declare this
  /// attribute, the system assumes a default value of "1"").
  public var minimumLevel: Int? { minSdkVersion.map { Int($0) } ?? 1 }

  /// The target API level: `targetSdkVersion`, else the minimum level (Android's default); `nil` when the value
  /// is not a number (a codename or placeholder).
  public var targetLevel: Int? { targetSdkVersion.map { Int($0) } ?? minimumLevel }
}
