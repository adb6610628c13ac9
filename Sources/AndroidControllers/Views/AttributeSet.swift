/// The attributes of the XML element a view or fragment is inflated from: Android's `android.util.AttributeSet`, for
/// reading them by namespace and name.
public struct AttributeSet: Sendable, Hashable {
  /// Android's namespace URI.
  public static let androidNamespace = "http://schemas.android.com/apk/res/android"
  /// The app's namespace URI (`app:`).
  public static let appNamespace = "http://schemas.android.com/apk/res-auto"

  private let android: [String: String]
  private let app: [String: String]

  /// The attributes of an element: those in Android's namespace and those in the app's, by local name.
  public init(android: [String: String], app: [String: String]) {
    self.android = android
    self.app = app
  }

  /// Android's `getAttributeValue(String namespace, String name)`: the value as written, or `nil`.
  public func getAttributeValue(_ namespace: String?, _ name: String) -> String? {
    switch namespace {
    case Self.androidNamespace: android[name]
    case Self.appNamespace: app[name]
    default: nil
    }
  }
}
