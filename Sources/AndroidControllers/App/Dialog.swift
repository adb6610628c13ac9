/// A window floating over an activity: Android's `android.app.Dialog`, enough for the activity's managed dialogs.
///
/// Nothing is drawn; the dialog knows whether it is showing. A dialog does not change its activity's life cycle (the
/// activity stays resumed; <doc:AndroidBehaviour> §1.5). Subclass it and override ``onCreate(_:)``, or use it as it
/// is from ``Activity/onCreateDialog(_:)``.
@preconcurrency @MainActor
open class Dialog {
  /// Android's `getContext()`.
  public private(set) weak var context: Context?
  /// Android's `getOwnerActivity()`/`setOwnerActivity(Activity)`.
  public weak var ownerActivity: Activity?
  /// Android's `isShowing()`.
  public private(set) var isShowing = false
  private var isCreated = false

  /// Android's `Dialog(Context)`.
  public init(_ context: Context) {
    self.context = context
    ownerActivity = context as? Activity
  }

  /// Android's `onCreate(Bundle)`: once, before the dialog is first shown.
  open func onCreate(_ savedInstanceState: Bundle?) {}

  /// Android's `show()`: creates the dialog the first time, then shows it.
  open func show() {
    guard !isShowing else { return }
    dispatchOnCreate(nil)
    isShowing = true
    context?.device?.latestDialog = self
  }

  /// Android's `dismiss()`.
  open func dismiss() { isShowing = false }

  /// Android's `cancel()`: dismisses the dialog.
  open func cancel() { dismiss() }

  /// Android's `dispatchOnCreate(Bundle)`.
  func dispatchOnCreate(_ savedInstanceState: Bundle?) {
    guard !isCreated else { return }
    isCreated = true
    onCreate(savedInstanceState)
  }
}
