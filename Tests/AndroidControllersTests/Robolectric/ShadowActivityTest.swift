import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// The activity half of Robolectric's `ShadowActivityTest` that concerns the options menu, runtime permissions, task
/// roots, managed dialogs, the requested orientation and the calling activity: robolectric/robolectric,
/// robolectric/src/test/java/org/robolectric/shadows/ShadowActivityTest.java (MIT; read at
/// d6cd4e4da64b5c1db593a7ca6c909537f5668dce), one Swift test per ported test, named as the original. Where the
/// platform disagrees with Robolectric's shadow, the test expects the platform and its comment cites AOSP.
/// (The file's started-intent and result tests are in `ActivityControllerTests.swift`, `ShadowActivityTests`.)
@MainActor @Suite struct ShadowActivityTest {
  /// The original's `OptionsMenuActivity`.
  final class OptionsMenuActivity: Activity {
    override func onCreateOptionsMenu(_ menu: Menu) -> Bool {
      _ = super.onCreateOptionsMenu(menu)
      menu.add("Algebraic!")
      return true
    }
  }

  /// The original's `DialogCreatingActivity`.
  final class DialogCreatingActivity: Activity {
    override func onCreateDialog(_ id: Int32) -> Dialog? { Dialog(self) }
  }

  /// The original's `DialogLifeCycleActivity`: records which callbacks ran and returns the dialog a test gives it.
  final class DialogLifeCycleActivity: Activity {
    var createdDialog = false
    var preparedDialog = false
    var preparedDialogWithBundle = false
    var dialog: Dialog?

    override func onCreate(_ savedInstanceState: Bundle?) {
      super.onCreate(savedInstanceState)
      setContentView(FrameLayout(self))
    }
    override func onCreateDialog(_ id: Int32) -> Dialog? {
      createdDialog = true
      return dialog
    }
    override func onPrepareDialog(_ id: Int32, _ dialog: Dialog) { preparedDialog = true }
    override func onPrepareDialog(_ id: Int32, _ dialog: Dialog, _ args: Bundle?) { preparedDialogWithBundle = true }
  }

  /// The original's `ActivityWithOnCreateDialog`.
  final class ActivityWithOnCreateDialog: Activity {
    var onCreateDialogWasCalled = false
    override func onCreateDialog(_ id: Int32) -> Dialog? {
      onCreateDialogWasCalled = true
      return Dialog(self)
    }
  }

  /// The original's anonymous `new Dialog(activity) { show() { … } }`.
  final class ShowRecordingDialog: Dialog {
    var dialogWasShown = false
    override func show() { dialogWasShown = true }
  }

  // MARK: Options menu

  @Test func canGetOptionsMenu() throws {
    let controller = ActivityController.build(OptionsMenuActivity.self).create().visible()
    let optionsMenu = try #require(controller.optionsMenu())
    #expect(optionsMenu.getItem(0)?.title == "Algebraic!")
  }

  // MARK: Task root and moveTaskToBack

  /// `setIsTaskRoot(true)` stands for the launched activity, which is its task's root; `isTaskMovedToBack()` reads
  /// as "the device is at home with the activity stopped".
  @Test(.tags(.android2_1)) func createRootActivity_moveTaskToBackNonRoot_shouldMoveTaskToBack() throws {
    let app = try launchTestApp()
    let activity = try #require(app.topActivity)
    var isTaskMovedToBack = false
    try app.step { isTaskMovedToBack = activity.moveTaskToBack(true) }
    #expect(isTaskMovedToBack)
    #expect(app.device.isAtHome && activity.lifecycleState == .CREATED)
  }

  /// `setIsTaskRoot(false)` stands for an activity started on top of the root in its task.
  @Test(.tags(.android2_1)) func createNonRootActivity_moveTaskToBackNonRoot_shouldMoveTaskToBack() throws {
    let (app, activity) = try nonRootActivity()
    var isTaskMovedToBack = false
    try app.step { isTaskMovedToBack = activity.moveTaskToBack(true) }
    #expect(isTaskMovedToBack)
    #expect(app.device.isAtHome && activity.lifecycleState == .CREATED)
  }

  @Test(.tags(.android2_1)) func createNonRootActivity_moveTaskToBackRoot_shouldNotMoveTaskToBack() throws {
    let (app, activity) = try nonRootActivity()
    var isTaskMovedToBack = true
    try app.step { isTaskMovedToBack = activity.moveTaskToBack(false) }
    #expect(!isTaskMovedToBack)
    #expect(!app.device.isAtHome && activity.lifecycleState == .RESUMED)
  }

  @Test(.tags(.android2_1)) func createRootActivity_moveTaskToBackRoot_shouldMoveTaskToBack() throws {
    let app = try launchTestApp()
    let activity = try #require(app.topActivity)
    var isTaskMovedToBack = false
    try app.step { isTaskMovedToBack = activity.moveTaskToBack(false) }
    #expect(isTaskMovedToBack)
    #expect(app.device.isAtHome && activity.lifecycleState == .CREATED)
  }

  /// Robolectric's shadow answers true to the second call because the task has already moved; the platform asks
  /// again whether the activity is the task's root and answers false: AOSP ActivityClientController
  /// `moveActivityTaskToBack` (`ActivityRecord.getTaskForActivityLocked(token, !nonRoot)` is `INVALID_TASK_ID` for
  /// a non-root activity when only the root may move the task).
  @Test(.tags(.android2_1)) func createNonRootActivity_moveTaskToBackNonRootThenRoot_moveTaskToBacksReturnTrue() throws
  {
    let (app, activity) = try nonRootActivity()
    var answers: [Bool] = []
    try app.step {
      answers.append(activity.moveTaskToBack(true))
      answers.append(activity.moveTaskToBack(false))
    }
    #expect(answers == [true, false])
  }

  @Test(.tags(.android2_1)) func shouldSupportIsTaskRoot() throws {
    let (app, activity) = try nonRootActivity()
    #expect(app.device.recentTasks.first?.activities.first?.instance?.isTaskRoot == true)
    #expect(!activity.isTaskRoot)
  }

  // MARK: Managed dialogs

  /// AOSP's `showDialog(int, Bundle)` always calls the three-argument `onPrepareDialog`, whose default calls the
  /// two-argument one; this activity overrides both without calling `super`, so only `preparedDialogWithBundle` is
  /// set (Robolectric's shadow calls the two-argument one when there is no bundle and expects `preparedDialog`).
  @Test func showDialog_shouldCreatePrepareAndShowDialog() {
    let activity = ActivityController.build(DialogLifeCycleActivity.self).setup().get()
    let dialog = ShowRecordingDialog(activity)
    activity.dialog = dialog
    activity.showDialog(1)
    #expect(
      [activity.createdDialog, activity.preparedDialog, activity.preparedDialogWithBundle, dialog.dialogWasShown]
        == [true, false, true, true])
  }

  @Test func showDialog_shouldCreatePrepareAndShowDialogWithBundle() {
    let activity = ActivityController.build(DialogLifeCycleActivity.self).setup().get()
    let dialog = ShowRecordingDialog(activity)
    activity.dialog = dialog
    activity.showDialog(1, Bundle())
    #expect([activity.createdDialog, activity.preparedDialogWithBundle, dialog.dialogWasShown] == [true, true, true])
  }

  @Test func showDialog_shouldReturnFalseIfDialogDoesNotExist() {
    let activity = ActivityController.build(DialogLifeCycleActivity.self).setup().get()
    let dialogCreated = activity.showDialog(97, Bundle())
    #expect([dialogCreated, activity.createdDialog, activity.preparedDialogWithBundle] == [false, true, false])
  }

  @Test func showDialog_shouldReuseDialogs() {
    let controller = ActivityController.build(DialogCreatingActivity.self).setup()
    controller.get().showDialog(1)
    let firstDialog = controller.latestDialog()
    controller.get().showDialog(1)
    let secondDialog = controller.latestDialog()
    #expect(firstDialog != nil && firstDialog === secondDialog)
  }

  @Test func showDialog_shouldShowDialog() {
    let controller = ActivityController.build(DialogCreatingActivity.self).setup()
    controller.get().showDialog(1)
    #expect(controller.latestDialog()?.isShowing == true)
  }

  @Test func dismissDialog_shouldDismissPreviouslyShownDialog() {
    let controller = ActivityController.build(DialogCreatingActivity.self).setup()
    controller.get().showDialog(1)
    controller.get().dismissDialog(1)
    #expect(controller.latestDialog()?.isShowing == false)
  }

  @Test(.tags(.androidAppendixA)) func dismissDialog_shouldThrowExceptionIfDialogWasNotPreviouslyShown() {
    let controller = ActivityController.build(DialogCreatingActivity.self).setup()
    let thrown = AndroidException.capture { controller.get().dismissDialog(1) }
    #expect(
      thrown.map(\.description) == [
        "java.lang.IllegalArgumentException: no dialog with id 1 was ever shown via Activity#showDialog"
      ])
  }

  @Test func removeDialog_shouldCreateDialogAgain() {
    let controller = ActivityController.build(DialogCreatingActivity.self).setup()
    controller.get().showDialog(1)
    let firstDialog = controller.latestDialog()
    controller.get().removeDialog(1)
    #expect(controller.dialogById(1) == nil)
    controller.get().showDialog(1)
    let secondDialog = controller.latestDialog()
    #expect(firstDialog != nil && secondDialog != nil && firstDialog !== secondDialog)
    #expect(firstDialog?.isShowing == false)
  }

  @Test func shouldCallOnCreateDialogFromShowDialog() {
    let controller = ActivityController.build(ActivityWithOnCreateDialog.self).setup()
    controller.get().showDialog(123)
    #expect(controller.get().onCreateDialogWasCalled)
    #expect(controller.latestDialog() != nil)
  }

  // MARK: Requested orientation

  @Test func shouldSetOrientation() {
    let activity = ActivityController.build(DialogLifeCycleActivity.self).setup().get()
    activity.setRequestedOrientation(ActivityInfo.SCREEN_ORIENTATION_PORTRAIT)
    #expect(activity.requestedOrientation == ActivityInfo.SCREEN_ORIENTATION_PORTRAIT)
  }

  /// `new Activity()` is an activity made with `init`, never attached.
  @Test func getAndSetRequestedOrientation_shouldRemember() {
    let activity = Activity()
    activity.setRequestedOrientation(ActivityInfo.SCREEN_ORIENTATION_PORTRAIT)
    #expect(activity.requestedOrientation == ActivityInfo.SCREEN_ORIENTATION_PORTRAIT)
  }

  // MARK: Calling activity and package

  @Test(.tags(.android3_4)) func getCallingActivity_defaultsToNull() {
    let activity = ActivityController.build(Activity.self).setup().get()
    #expect(activity.callingActivity == nil)
  }

  @Test(.tags(.android3_4)) func getCallingActivity_returnsSetValue() {
    let controller = ActivityController.build(Activity.self).setup()
    let componentName = ComponentName("com.example.package", "SomeActivity")
    controller.setCallingActivity(componentName)
    #expect(controller.get().callingActivity == componentName)
  }

  @Test(.tags(.android3_4)) func getCallingActivity_returnsValueSetInPackage() {
    let controller = ActivityController.build(Activity.self).setup()
    controller.setCallingPackage("com.example.package")
    #expect(controller.get().callingActivity?.packageName == "com.example.package")
  }

  @Test(.tags(.android3_4)) func getCallingActivity_notOverwrittenByPackage() {
    let controller = ActivityController.build(Activity.self).setup()
    let componentName = ComponentName("com.example.package", "SomeActivity")
    controller.setCallingActivity(componentName)
    controller.setCallingPackage(componentName.packageName)
    #expect(controller.get().callingActivity == componentName)
  }

  @Test(.tags(.android3_4)) func getCallingPackage_defaultsToNull() {
    let activity = ActivityController.build(Activity.self).setup().get()
    #expect(activity.callingPackage == nil)
  }

  @Test(.tags(.android3_4)) func getCallingPackage_returnsSetValue() {
    let controller = ActivityController.build(Activity.self).setup()
    controller.setCallingPackage("com.example.package")
    #expect(controller.get().callingPackage == "com.example.package")
  }

  @Test(.tags(.android3_4)) func getCallingPackage_returnsValueSetInActivity() {
    let controller = ActivityController.build(Activity.self).setup()
    let componentName = ComponentName("com.example.package", "SomeActivity")
    controller.setCallingActivity(componentName)
    #expect(controller.get().callingPackage == componentName.packageName)
  }

  // MARK: Permissions

  @Test func requestsPermissions() {
    let controller = ActivityController.build(Activity.self).setup()
    let thrown = AndroidException.capture { controller.get().requestPermissions(["android.permission.CAMERA"], 1007) }
    #expect(thrown.isEmpty)
  }

  @Test func getPermission_shouldReturnRequestedPermissions() throws {
    let permission = ["android.permission.CAMERA"]
    let requestCode: Int32 = 1007
    let controller = ActivityController.build(Activity.self).setup()
    controller.get().requestPermissions(permission, requestCode)
    #expect(
      controller.lastRequestedPermission()
        == PermissionsRequest(requestedPermissions: permission, requestCode: requestCode))
    let intent = try #require(controller.nextStartedActivity())
    #expect(intent.action == "android.content.pm.action.REQUEST_PERMISSIONS")
    #expect(intent.getStringArrayExtra("android.content.pm.extra.REQUEST_PERMISSIONS_NAMES") == permission)
  }

  // MARK: Finishing an activity made with init

  @Test func shouldCallFinishInOnBackPressed() {
    let activity = Activity()
    activity.onBackPressed()
    #expect(activity.isFinishing)
  }

  @Test func shouldCallFinishOnFinishAffinity() {
    let activity = Activity()
    activity.finishAffinity()
    #expect(activity.isFinishing)
  }

  @Test func shouldCallFinishOnFinishAndRemoveTask() {
    let activity = Activity()
    activity.finishAndRemoveTask()
    #expect(activity.isFinishing)
  }

  @Test func shouldCallFinishOnFinish() {
    let activity = Activity()
    activity.finish()
    #expect(activity.isFinishing)
  }

  /// The launcher activity of the test app with `DetailActivity` started on top of it in its task.
  private func nonRootActivity() throws -> (AndroidApp, Activity) {
    let app = try launchTestApp()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    return (app, try #require(app.topActivity))
  }
}
