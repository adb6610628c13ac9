// Runtime permissions (API 23+): AOSP Activity.java `requestPermissions`, `dispatchRequestPermissionsResult`,
// `shouldShowRequestPermissionRationale`.
extension Activity {
  /// Android's `requestPermissions(String[], int)`: starts the system's permission request for a result; the answer
  /// comes to ``onRequestPermissionsResult(_:_:_:)``. A negative request code throws Android's
  /// `IllegalArgumentException`; a second request before the first is answered is cancelled at once (empty
  /// arrays), with the platform's warning in the console.
  public func requestPermissions(_ permissions: [String], _ requestCode: Int32) {
    guard requestCode >= 0 else {
      AndroidException.raise(.illegalArgument("requestCode should be >= 0"))
      return
    }
    if hasCurrentPermissionsRequest {
      Console.log("W/Activity: Can request only one set of permissions at a time")
      perform(.onRequestPermissionsResult(requestCode: requestCode), checksSuper: false) {
        onRequestPermissionsResult(requestCode, [], [])
      }
      return
    }
    guard let intent = PackageManager.buildRequestPermissionsIntent(permissions) else { return }
    lastRequestedPermission = PermissionsRequest(requestedPermissions: permissions, requestCode: requestCode)
    startActivityForResult(intent, requestCode, nil)
    hasCurrentPermissionsRequest = true
  }

  /// Android's `shouldShowRequestPermissionRationale(String)`: true once the user has denied the permission a
  /// first time; false before, once granted, and (from API 30) after a second denial, which the platform takes as
  /// "don't ask again".
  public func shouldShowRequestPermissionRationale(_ permission: String) -> Bool {
    device?.shouldShowRequestPermissionRationale(permission) ?? false
  }

  /// Android's `dispatchRequestPermissionsResult(int, Intent)`: the request is over; its answer, read from the
  /// result's extras (none means cancelled), goes to ``onRequestPermissionsResult(_:_:_:)``.
  package func dispatchRequestPermissionsResult(_ requestCode: Int32, _ data: Intent?) {
    dispatchPermissionsResult(
      requestCode, data?.getStringArrayExtra(PackageManager.EXTRA_REQUEST_PERMISSIONS_NAMES) ?? [],
      data?.getIntArrayExtra(PackageManager.EXTRA_REQUEST_PERMISSIONS_RESULTS) ?? [])
  }

  private func dispatchPermissionsResult(_ requestCode: Int32, _ permissions: [String], _ grantResults: [Int32]) {
    hasCurrentPermissionsRequest = false
    perform(.onRequestPermissionsResult(requestCode: requestCode), checksSuper: false) {
      onRequestPermissionsResult(requestCode, permissions, grantResults)
    }
  }
}
