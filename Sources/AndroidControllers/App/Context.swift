/// Access to the app's environment: its package and the system that starts activities.
///
/// Mirrors `android.content.Context` for what navigation needs. `Application` and `Activity` are contexts; a
/// context that is not an activity must add ``Intent/FLAG_ACTIVITY_NEW_TASK`` to start one (<doc:AndroidBehaviour> §2.2).
@preconcurrency @MainActor
open class Context {
  /// The device the context lives on; `nil` for an object the app made itself (never attached).
  var device: AndroidDevice?

  public init() {}

  /// Android's `getPackageName()`.
  public var packageName: String { device?.packageName ?? "" }

  /// Android's `getApplicationContext()`.
  public var applicationContext: Context? { device?.application }

  /// Android's `checkSelfPermission(String)`: ``PackageManager/PERMISSION_GRANTED`` when the manifest declares the
  /// permission and the user granted it, else ``PackageManager/PERMISSION_DENIED``.
  public func checkSelfPermission(_ permission: String) -> Int32 {
    device?.checkPermission(permission) ?? PackageManager.PERMISSION_DENIED
  }

  /// Android's `startActivity(Intent)`.
  open func startActivity(_ intent: Intent) {
    startActivity(intent, nil)
  }

  /// Android's `startActivity(Intent, Bundle options)`.
  open func startActivity(_ intent: Intent, _ options: Bundle?) {
    guard !AndroidException.isUnwinding else { return }
    guard let device else {
      AndroidException.raise(.nullPointer(method: "startActivity"))
      return
    }
    guard intent.has(Intent.FLAG_ACTIVITY_NEW_TASK) else {
      AndroidException.raise(
        .androidRuntime(
          "Calling startActivity() from outside of an Activity  context requires the FLAG_ACTIVITY_NEW_TASK flag. "
            + "Is this really what you want?"))
      return
    }
    device.startActivity(intent, from: nil, requestCode: -1)
  }
}

extension AndroidException {
  /// What a method of an activity or application the app made with `init` throws: it was never attached, so the
  /// platform's fields it reads are null.
  static func nullPointer(method: String) -> Self {
    Self(
      "java.lang.NullPointerException",
      "Attempt to invoke virtual method 'android.app.ActivityThread$ApplicationThread "
        + "android.app.ActivityThread.getApplicationThread()' on a null object reference")
  }
}
