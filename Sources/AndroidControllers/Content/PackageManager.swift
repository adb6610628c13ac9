/// The permission constants of Android's `android.content.pm.PackageManager`.
///
/// Only the constants and the request intent: the package manager itself is the device (``AndroidDevice``), which
/// answers ``Context/checkSelfPermission(_:)`` and ``Activity/requestPermissions(_:_:)``.
public enum PackageManager {
  /// `PackageManager.PERMISSION_GRANTED`.
  public static let PERMISSION_GRANTED: Int32 = 0
  /// `PackageManager.PERMISSION_DENIED`.
  public static let PERMISSION_DENIED: Int32 = -1
  /// `PackageManager.ACTION_REQUEST_PERMISSIONS`: the action of the intent a permission request starts.
  public static let ACTION_REQUEST_PERMISSIONS = "android.content.pm.action.REQUEST_PERMISSIONS"
  /// `PackageManager.EXTRA_REQUEST_PERMISSIONS_NAMES`: the requested permissions (`String[]`).
  public static let EXTRA_REQUEST_PERMISSIONS_NAMES = "android.content.pm.extra.REQUEST_PERMISSIONS_NAMES"
  /// `PackageManager.EXTRA_REQUEST_PERMISSIONS_RESULTS`: the answers (`int[]`), one per name.
  public static let EXTRA_REQUEST_PERMISSIONS_RESULTS = "android.content.pm.extra.REQUEST_PERMISSIONS_RESULTS"

  /// Android's `buildRequestPermissionsIntent(String[])`; no permissions throws its `IllegalArgumentException`.
  @MainActor
  static func buildRequestPermissionsIntent(_ permissions: [String]) -> Intent? {
    guard !permissions.isEmpty else {
      AndroidException.raise(.illegalArgument("permission cannot be null or empty"))
      return nil
    }
    return Intent(ACTION_REQUEST_PERMISSIONS).putExtra(EXTRA_REQUEST_PERMISSIONS_NAMES, permissions)
  }
}
