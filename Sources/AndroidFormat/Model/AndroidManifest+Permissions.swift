internal import StoryboardFormat

extension AndroidManifest {
  /// The permissions the app asks for: the `android:name` of each `<uses-permission>` and
  /// `<uses-permission-sdk-23>`, in file order (`maxSdkVersion` is not applied).
  ///
  /// A runtime permission must be declared here before the user can grant it (Android's "Declare app permissions",
  /// https://developer.android.com/training/permissions/declaring).
  public var usesPermissions: [String] {
    let name = "\(androidPrefix ?? "android"):name"
    return extras.compactMap { element in
      element.element == "uses-permission" || element.element == "uses-permission-sdk-23"
        ? element.attributes[name] : nil
    }
  }
}
