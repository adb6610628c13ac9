/// A permission request an activity made: Robolectric's `ShadowActivity.PermissionsRequest`.
public struct PermissionsRequest: Equatable, Sendable {
  /// The permissions as requested.
  public let requestedPermissions: [String]
  /// The request code.
  public let requestCode: Int32

  /// Robolectric's `PermissionsRequest(String[], int)`.
  public init(requestedPermissions: [String], requestCode: Int32) {
    self.requestedPermissions = requestedPermissions
    self.requestCode = requestCode
  }
}
