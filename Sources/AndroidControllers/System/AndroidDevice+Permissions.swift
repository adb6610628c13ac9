internal import AndroidFormat

// Runtime permissions: the device holds the user's answers (Settings, or the permission dialog) and answers
// `checkSelfPermission` and `requestPermissions` from them.
extension AndroidDevice {
  /// Grants permissions as the user would (in Settings, or by tapping Allow before the test asks): Robolectric's
  /// `ShadowApplication.grantPermissions(String...)`, `adb shell pm grant`. A permission the manifest does not declare
  /// with `<uses-permission>` throws the platform's `SecurityException`, as `pm grant` does.
  public func grantPermissions(_ permissionNames: String...) {
    for permission in permissionNames where isDeclared(permission) { permissionGrants[permission] = true }
  }

  /// Revokes permissions: Robolectric's `ShadowApplication.denyPermissions(String...)`, `adb shell pm revoke`; a
  /// request for them is answered with a denial.
  public func denyPermissions(_ permissionNames: String...) {
    for permission in permissionNames { permissionGrants[permission] = false }
  }

  /// `PERMISSION_GRANTED` for a declared permission the user granted, else `PERMISSION_DENIED`.
  func checkPermission(_ permission: String) -> Int32 {
    permissionGrants[permission] == true && manifest.usesPermissions.contains(permission)
      ? PackageManager.PERMISSION_GRANTED : PackageManager.PERMISSION_DENIED
  }

  /// True after one denial by the user (any number before API 30, where "don't ask again" is a check box this model
  /// never ticks); false before, once granted, and after a second denial from API 30
  /// (https://developer.android.com/training/permissions/requesting#handle-denial).
  func shouldShowRequestPermissionRationale(_ permission: String) -> Bool {
    let denials = permissionDenials[permission] ?? 0
    guard checkPermission(permission) == PackageManager.PERMISSION_DENIED, denials > 0 else { return false }
    return sdkInt < 30 || denials == 1
  }

  /// The system's permission dialog for an activity in a task: answered on the main queue from the user's
  /// answers (``grantPermissions(_:)``; anything else is a denial, and so is a permission the manifest does not
  /// declare), delivered to `onRequestPermissionsResult`.
  func answerPermissionRequest(_ intent: Intent, from caller: ActivityRecord, requestCode: Int32) {
    let permissions = intent.getStringArrayExtra(PackageManager.EXTRA_REQUEST_PERMISSIONS_NAMES) ?? []
    MainQueue.async { [weak self, weak caller] in
      guard let self, let activity = caller?.activity, activity.state != .destroyed else { return }
      let results = permissions.map(self.checkPermission)
      for (permission, result) in zip(permissions, results) where result == PackageManager.PERMISSION_DENIED {
        self.permissionDenials[permission, default: 0] += 1
      }
      let data = Intent(PackageManager.ACTION_REQUEST_PERMISSIONS)
        .putExtra(PackageManager.EXTRA_REQUEST_PERMISSIONS_NAMES, permissions)
        .putExtra(PackageManager.EXTRA_REQUEST_PERMISSIONS_RESULTS, results)
      activity.dispatchRequestPermissionsResult(requestCode, data)
    }
  }

  private func isDeclared(_ permission: String) -> Bool {
    guard manifest.usesPermissions.contains(permission) else {
      AndroidException.raise(
        AndroidException(
          "java.lang.SecurityException", "Package \(packageName) has not requested permission \(permission)"))
      return false
    }
    return true
  }
}
