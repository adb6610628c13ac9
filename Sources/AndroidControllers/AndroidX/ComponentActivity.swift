/// An activity with AndroidX's life-cycle, Back and result surface.
///
/// Mirrors `androidx.activity.ComponentActivity`: ``lifecycle`` follows the callbacks (upward events after them,
/// downward events before them, <doc:AndroidBehaviour> §1.9), Back goes through ``onBackPressedDispatcher``, and
/// ``registerForActivityResult(_:_:)`` replaces `startActivityForResult`.
@preconcurrency @MainActor
open class ComponentActivity: Activity, LifecycleOwner {
  /// AndroidX's `getLifecycle()`.
  public private(set) lazy var lifecycle = Lifecycle(owner: self)
  /// AndroidX's `getOnBackPressedDispatcher()`; when no callback is enabled, Back falls back to the platform's
  /// `onBackPressed` (finish, or move the launcher task back from API 31).
  public private(set) lazy var onBackPressedDispatcher = OnBackPressedDispatcher { [unowned self] in
    self.platformBackPressed()
  }
  lazy var activityResultRegistry = ActivityResultRegistry(owner: self)

  public required init() {}

  /// AndroidX's `onBackPressed()`: asks ``onBackPressedDispatcher``.
  open override func onBackPressed() {
    onBackPressedDispatcher.onBackPressed()
  }

  /// AndroidX's `onActivityResult`: results of ``registerForActivityResult(_:_:)`` launches go to their callbacks.
  open override func onActivityResult(_ requestCode: Int32, _ resultCode: Int32, _ data: Intent?) {
    activityResultRegistry.dispatchResult(requestCode, resultCode, data)
    super.onActivityResult(requestCode, resultCode, data)
  }

  /// AndroidX's `registerForActivityResult(ActivityResultContract, ActivityResultCallback)`: must be called before
  /// the activity is started (a property initializer or `onCreate`).
  public final func registerForActivityResult<Input, Output>(
    _ contract: ActivityResultContract<Input, Output>, _ callback: @escaping @MainActor (Output) -> Void
  ) -> ActivityResultLauncher<Input> {
    activityResultRegistry.register(contract, callback)
  }

  private func platformBackPressed() {
    super.onBackPressed()
  }
}

/// AndroidX's `AppCompatActivity`, the base class apps' activities usually extend.
@preconcurrency @MainActor
open class AppCompatActivity: FragmentActivity {
  public required init() {}
}
