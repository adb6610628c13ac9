// Android's `Intent` constants: the actions and categories the runtime reads, and the activity flags of §2.2.
extension Intent {
  public static let ACTION_MAIN = "android.intent.action.MAIN"
  public static let ACTION_VIEW = "android.intent.action.VIEW"
  public static let ACTION_SEND = "android.intent.action.SEND"
  public static let ACTION_EDIT = "android.intent.action.EDIT"
  public static let ACTION_PICK = "android.intent.action.PICK"
  public static let CATEGORY_LAUNCHER = "android.intent.category.LAUNCHER"
  public static let CATEGORY_DEFAULT = "android.intent.category.DEFAULT"
  public static let CATEGORY_BROWSABLE = "android.intent.category.BROWSABLE"
  public static let EXTRA_TEXT = "android.intent.extra.TEXT"

  public static let FLAG_ACTIVITY_NO_HISTORY: Int32 = 0x4000_0000
  public static let FLAG_ACTIVITY_SINGLE_TOP: Int32 = 0x2000_0000
  public static let FLAG_ACTIVITY_NEW_TASK: Int32 = 0x1000_0000
  public static let FLAG_ACTIVITY_MULTIPLE_TASK: Int32 = 0x0800_0000
  public static let FLAG_ACTIVITY_CLEAR_TOP: Int32 = 0x0400_0000
  public static let FLAG_ACTIVITY_FORWARD_RESULT: Int32 = 0x0200_0000
  public static let FLAG_ACTIVITY_REORDER_TO_FRONT: Int32 = 0x0002_0000
  public static let FLAG_ACTIVITY_CLEAR_TASK: Int32 = 0x0000_8000
  /// Android's `FLAG_ACTIVITY_TASK_ON_HOME`: with `FLAG_ACTIVITY_NEW_TASK`, the task goes back to the home screen when
  /// it is left, not to the task it was started from.
  public static let FLAG_ACTIVITY_TASK_ON_HOME: Int32 = 0x0000_4000
  public static let FLAG_ACTIVITY_NEW_DOCUMENT: Int32 = 0x0008_0000
  public static let FLAG_ACTIVITY_RESET_TASK_IF_NEEDED: Int32 = 0x0020_0000
}
