public import AndroidControllers

/// The device's navigation state as a value: the app's tasks in recents order, each activity with its state, and
/// whether the app is in front. Compare whole snapshots in tests; ``description`` renders them as text.
///
/// Not in Android (compare `adb shell dumpsys activity activities`).
public struct AndroidSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// One activity in a task.
  public struct ActivityEntry: Equatable, Sendable {
    /// The class's simple name.
    public var name: String
    /// The instance's life-cycle state; `nil` when the system keeps only the record (after process death).
    public var state: Lifecycle.State?

    public init(_ name: String, _ state: Lifecycle.State?) {
      self.name = name
      self.state = state
    }
  }

  /// One task: its id and activities, bottom first.
  public struct TaskEntry: Equatable, Sendable {
    public var id: Int32
    public var activities: [ActivityEntry]

    public init(id: Int32, activities: [ActivityEntry]) {
      self.id = id
      self.activities = activities
    }
  }

  /// Tasks, front first.
  public var tasks: [TaskEntry]
  /// Whether the launcher is in front.
  public var isAtHome: Bool
  /// Whether the app's process runs.
  public var isProcessAlive: Bool

  public init(tasks: [TaskEntry], isAtHome: Bool, isProcessAlive: Bool) {
    self.tasks = tasks
    self.isAtHome = isAtHome
    self.isProcessAlive = isProcessAlive
  }

  /// The state of `device` now.
  @MainActor
  public init(of device: AndroidDevice) {
    tasks = device.recentTasks.map { task in
      TaskEntry(
        id: task.taskId,
        activities: task.activities.map { entry in
          let name = entry.component.className.split(separator: ".").last.map(String.init) ?? ""
          return ActivityEntry(name, entry.instance?.lifecycleState)
        })
    }
    isAtHome = device.isAtHome
    isProcessAlive = device.isProcessAlive
  }

  /// One line per task, front first: `task 1: MainActivity RESUMED > DetailActivity …`, bottom first; a record
  /// without an instance shows `(no instance)`.
  public var description: String {
    var lines = tasks.map { task in
      "task \(task.id): "
        + task.activities.map { "\($0.name) \($0.state.map { "\($0)" } ?? "(no instance)")" }
        .joined(separator: " > ")
    }
    lines.append(isAtHome ? "home screen in front" : "app in front")
    if !isProcessAlive { lines.append("process not running") }
    return lines.joined(separator: "\n")
  }
}
