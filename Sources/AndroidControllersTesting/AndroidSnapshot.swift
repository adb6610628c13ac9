public import AndroidControllers

/// The device's navigation state as a value: the app's tasks in recents order, each activity with its state and its
/// fragments, and whether the app is in front. Compare whole snapshots in tests; ``description`` renders them as text.
///
/// Not in Android (compare `adb shell dumpsys activity activities` and AndroidX's `FragmentManager.dump`).
public struct AndroidSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// One activity in a task.
  public struct ActivityEntry: Equatable, Sendable {
    /// The class's simple name.
    public var name: String
    /// The instance's life-cycle state; `nil` when the system keeps only the record (after process death).
    public var state: Lifecycle.State?
    /// Its `supportFragmentManager`'s fragments and back stack; empty for a plain `Activity`.
    public var fragments: FragmentStack

    public init(_ name: String, _ state: Lifecycle.State?, fragments: FragmentStack = FragmentStack()) {
      self.name = name
      self.state = state
      self.fragments = fragments
    }
  }

  /// What one `FragmentManager` holds: its added fragments in the order they were added, and its back stack.
  public struct FragmentStack: Equatable, Sendable {
    /// The added fragments, first added first.
    public var fragments: [FragmentEntry]
    /// The back stack's entry names, bottom first (`nil` for an entry added with `addToBackStack(nil)`).
    public var backStack: [String?]

    public init(_ fragments: [FragmentEntry] = [], backStack: [String?] = []) {
      self.fragments = fragments
      self.backStack = backStack
    }

    var isEmpty: Bool { fragments.isEmpty && backStack.isEmpty }
  }

  /// One added fragment.
  public struct FragmentEntry: Equatable, Sendable {
    /// The class's name.
    public var name: String
    /// Its `lifecycle.currentState`.
    public var state: Lifecycle.State
    /// The entry name of its container's id (`content` for `AndroidR.id.content`); `nil` for a fragment without
    /// a container.
    public var container: String?
    /// Its tag, if it has one.
    public var tag: String?
    /// `isHidden`.
    public var isHidden: Bool
    /// Its `childFragmentManager`'s fragments.
    public var children: FragmentStack

    public init(
      _ name: String, _ state: Lifecycle.State, container: String? = nil, tag: String? = nil, isHidden: Bool = false,
      children: FragmentStack = FragmentStack()
    ) {
      self.name = name
      self.state = state
      self.container = container
      self.tag = tag
      self.isHidden = isHidden
      self.children = children
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
          let manager = (entry.instance as? FragmentActivity)?.supportFragmentManagerIfAny
          return ActivityEntry(
            name, entry.instance?.lifecycleState,
            fragments: manager.map { FragmentStack(of: $0, resources: entry.instance?.resources) } ?? FragmentStack())
        })
    }
    isAtHome = device.isAtHome
    isProcessAlive = device.isProcessAlive
  }

  /// One line per task, front first: `task 1: MainActivity RESUMED > DetailActivity …`, bottom first; a record
  /// without an instance shows `(no instance)`. An activity's fragments follow on indented lines, each fragment's
  /// children indented under it, then the back stack: `    back stack: detail, (unnamed)`.
  public var description: String {
    var lines: [String] = []
    for task in tasks {
      lines.append(
        "task \(task.id): "
          + task.activities.map { "\($0.name) \($0.state.map { "\($0)" } ?? "(no instance)")" }
          .joined(separator: " > "))
      for activity in task.activities where !activity.fragments.isEmpty {
        lines.append("  \(activity.name) fragments:")
        activity.fragments.render(into: &lines, indent: "    ")
      }
    }
    lines.append(isAtHome ? "home screen in front" : "app in front")
    if !isProcessAlive { lines.append("process not running") }
    return lines.joined(separator: "\n")
  }
}

extension AndroidSnapshot.FragmentStack {
  @MainActor
  init(of manager: FragmentManager, resources: Resources?) {
    fragments = manager.fragments.map { fragment in
      let id = fragment.id
      return AndroidSnapshot.FragmentEntry(
        simpleClassName(of: fragment), fragment.lifecycle.currentState,
        container: id == 0
          ? nil : resources?.getResourceEntryName(id) ?? "0x\(String(UInt32(bitPattern: id), radix: 16))",
        tag: fragment.tag, isHidden: fragment.isHidden,
        children: fragment.childManagerIfAny.map { Self(of: $0, resources: resources) } ?? Self())
    }
    backStack = (0..<manager.backStackEntryCount).map { manager.getBackStackEntryAt($0).name }
  }

  func render(into lines: inout [String], indent: String) {
    for fragment in fragments {
      var line = "\(indent)\(fragment.name) \(fragment.state)"
      if let container = fragment.container { line += " in \(container)" }
      if let tag = fragment.tag { line += " tag \(tag)" }
      if fragment.isHidden { line += " hidden" }
      lines.append(line)
      fragment.children.render(into: &lines, indent: indent + "  ")
    }
    if !backStack.isEmpty {
      lines.append(indent + "back stack: " + backStack.map { $0 ?? "(unnamed)" }.joined(separator: ", "))
    }
  }
}
