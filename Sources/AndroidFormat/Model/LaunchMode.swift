/// How an activity is placed in a task when it is started: `android:launchMode`.
///
/// Mirrors the values of Android's `android:launchMode` attribute (`ActivityInfo.LAUNCH_MULTIPLE` … in the
/// platform); an activity that declares none is ``standard``.
public enum LaunchMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// A new instance in the caller's task on every start (`ActivityInfo.LAUNCH_MULTIPLE`).
  case standard
  /// As ``standard``, unless an instance is already on top of the target task: it gets `onNewIntent`.
  case singleTop
  /// At most one instance, at the root of a task of its affinity; a start clears what is above it.
  case singleTask
  /// As ``singleTask``, alone in its task: nothing else is ever started into that task.
  case singleInstance
  /// At the root of a task, one instance per task; with `FLAG_ACTIVITY_MULTIPLE_TASK` a new task each time (API 31).
  case singleInstancePerTask
}
