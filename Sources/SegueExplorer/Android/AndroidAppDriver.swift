public import AndroidControllersTesting
import Foundation

/// Explores an Android app through AndroidControllersTesting's `AndroidApp`: every shown, enabled view with a click
/// listener (by resource id, else by text), the options menu's items, Back, Home and return, process death and
/// return, rotation, and the launcher icon once Back has left the app.
///
/// Not in Android. After each action it reads logcat's new warnings and the objects the app destroyed that are still
/// alive once the main looper is idle (`AndroidApp.retainedObjects`: activities from `onDestroy`, fragments from
/// `onFragmentDestroyed` and their views from `onFragmentViewDestroyed`, held weakly, as LeakCanary watches them).
@MainActor
public final class AndroidAppDriver: ExplorationDriver {
  private let launcher: @MainActor () throws -> AndroidApp
  private let launchStatement: String
  let declaredActivities: [String]
  /// The modules emitted tests import besides AndroidControllersTesting (the app's classes).
  var extraImports: [String] = []
  /// The running app, after ``launch()``.
  public private(set) var app: AndroidApp?
  /// The keys of the retained objects already reported since the launch.
  private var reportedLeaks: Set<Int> = []
  /// How many of the app's life-cycle violations were read.
  private var violationsRead = 0
  /// The last action performed and what may undo it (``returnAction(after:)``).
  private var lastReturn: (action: ExplorerAction, undo: ExplorerAction)?
  /// The activities shown since the driver was made (simple class names).
  private(set) var shownActivities: Set<String> = []
  /// Each declared activity's `android:parentActivityName`, when it has one (simple class names).
  var parentActivities: [String: String] = [:]
  /// Where each declared activity is in the manifest (`AndroidManifest.xml:29:9`) and why it may not have been
  /// shown, for the activities never reached.
  var declarations: [String: (location: String, reason: String)] = [:]

  /// Explores the app whose launch `launch` performs; `activities` are the manifest's activity class names (for
  /// coverage) and `launchStatement` the line an emitted test launches it with.
  public init(
    activities: [String], launchStatement: String, launch: @escaping @MainActor () throws -> AndroidApp
  ) {
    self.launcher = launch
    self.launchStatement = launchStatement
    self.declaredActivities = activities
  }

  public func launch() throws {
    app = nil
    reportedLeaks = []
    violationsRead = 0
    lastReturn = nil
    let launched = try launcher()
    app = launched
    // As on iOS, what launching did is not a step's finding.
    violationsRead = launched.lifecycleViolations.count
    note(launched)
  }

  public func state(_ abstraction: StateAbstraction) -> ScreenState {
    guard let app else { return ScreenState(key: "", snapshot: "", screen: "(not running)", growthKey: "", depth: 0) }
    let snapshot = app.snapshot
    // Task ids count up across launches and process deaths: the key leaves them out.
    var lines = snapshot.description.split(separator: "\n").map { line in
      line.hasPrefix("task ")
        ? "task:" + (line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "") : String(line)
    }
    if abstraction == .texts { lines.append(app.viewTree) }
    let front = snapshot.tasks.first
    let top = snapshot.isAtHome ? "(home screen)" : front?.activities.last?.name ?? "(no activity)"
    let fragments = front?.activities.last?.fragments.fragments.filter { !$0.isHidden }.map(\.name) ?? []
    return ScreenState(
      key: lines.joined(separator: "\n"), snapshot: snapshot.description, screen: top,
      growthKey: ([top] + fragments).joined(separator: " > "),
      depth: (front?.activities.count ?? 0) + (front?.activities.last?.fragments.backStack.count ?? 0))
  }

  public func actions(_ options: ExplorationOptions) -> [ExplorerAction] {
    guard let app else { return [] }
    guard let activity = app.topActivity else { return [ExplorerAction(.launcher)] }
    var result: [ExplorerAction] = []
    var views: [View] = []
    func walk(_ view: View) {
      guard view.isShown else { return }
      views.append(view)
      for child in (view as? ViewGroup)?.children ?? [] { walk(child) }
    }
    walk(activity.contentView)
    let resources = app.device.resources
    let texts = views.compactMap { ($0 as? TextView)?.text }
    for view in views where view.isEnabled && view.hasOnClickListeners() {
      let id = view.id == View.NO_ID ? nil : resources.getResourceEntryName(view.id)
      if let id, views.count(where: { $0.id == view.id }) == 1 {
        result.append(ExplorerAction(.tapIdentifier, target: id))
      } else if let text = (view as? TextView)?.text, !text.isEmpty, texts.count(where: { $0 == text }) == 1 {
        result.append(ExplorerAction(.tap, target: text))
      }
    }
    for index in 0..<(activity.optionsMenu?.size() ?? 0) {
      guard let item = activity.optionsMenu?.getItem(index), item.isVisible, item.isEnabled else { continue }
      result.append(ExplorerAction(.menuItem, target: item.title))
    }
    result.append(ExplorerAction(.back))
    if options.rotates { result.append(ExplorerAction(.rotate)) }
    if options.backgrounds {
      result.append(ExplorerAction(.background))
      result.append(ExplorerAction(.processDeath))
    }
    var seen: Set<ExplorerAction> = []
    return result.filter { seen.insert($0).inserted }
  }

  public func perform(_ action: ExplorerAction) -> StepOutcome {
    guard let app else { return .notApplicable(reason: "the app is not running") }
    let messages = app.consoleMessages.count
    lastReturn = nil
    do {
      try Self.run(action, on: app)
    } catch AndroidAppError.exception(let exception) {
      return .crashed(name: exception.className, reason: exception.message ?? "")
    } catch {
      return .notApplicable(reason: "\(error)")
    }
    var events = app.consoleMessages.dropFirst(messages).map(StepEvent.consoleWarning)
    // A stopped activity whose process died is gone with it (no `onDestroy`, not watched); one still referenced
    // after it was destroyed leaks.
    for object in app.retainedObjects where reportedLeaks.insert(object.key).inserted {
      events.append(.leak(name: object.name, viewAlive: false, owners: object.reason))
    }
    for violation in app.lifecycleViolations.dropFirst(violationsRead) {
      events.append(.lifeCycleOrder(name: violation.name, problem: violation.problem, rule: violation.rule))
    }
    violationsRead = app.lifecycleViolations.count
    note(app)
    if action.kind == .rotate {
      lastReturn = (action, action)
    } else if action.kind == .back, app.topActivity == nil {
      lastReturn = (action, ExplorerAction(.launcher))
    }
    return .applied(events: events)
  }

  /// Rotating back after a rotation; the launcher icon after Back left the app (Back on the task's root activity).
  public func returnAction(after action: ExplorerAction) -> ExplorerAction? {
    lastReturn.flatMap { $0.action == action ? $0.undo : nil }
  }

  public func finalFindings() -> [Finding] {
    declaredActivities.filter { !shownActivities.contains($0) }.map { name in
      Finding(
        kind: .unreachedScene, message: "the activity '\(name)' was never shown",
        detail: declarations[name]?.reason ?? "no explored screen starts it", location: declarations[name]?.location)
    }
  }

  public func sceneCoverage() -> (reached: Int, total: Int)? {
    guard !declaredActivities.isEmpty else { return nil }
    return (declaredActivities.count(where: shownActivities.contains), declaredActivities.count)
  }

  public var testDialect: TestDialect {
    TestDialect(
      imports: ["AndroidControllersTesting", "Foundation"] + extraImports, launch: launchStatement,
      snapshotExpression: "app.snapshot", statements: Self.statements(for:),
      leakCheck: { name in ([], ["#expect(!app.retainedObjects.map(\\.name).contains(\(swiftLiteral(name))))"]) },
      lifeCycleCheck: { _, _ in
        (
          ["let violations = app.lifecycleViolations.count"],
          ["#expect(Array(app.lifecycleViolations.dropFirst(violations)) == [])"]
        )
      })
  }

  private static func run(_ action: ExplorerAction, on app: AndroidApp) throws {
    let target = action.target ?? ""
    switch action.kind {
    case .tap: try app.click(text: target)
    case .tapIdentifier: try app.click(id: target)
    case .menuItem: try app.clickMenuItem(title: target)
    case .back: try app.pressBack()
    case .rotate: try app.rotate()
    case .background:
      try app.pressHome()
      try app.relaunch()
    case .processDeath:
      try app.killProcess()
      try app.relaunch()
    case .launcher: try app.relaunch()
    case .swipeDown, .type, .chooseSegment, .flipSwitch:
      throw ExplorationError("'\(action)' is an iOS action")
    }
  }

  /// The statements of an emitted test that perform `action` with AndroidControllersTesting.
  nonisolated static func statements(for action: ExplorerAction) -> [String] {
    let target = swiftLiteral(action.target ?? "")
    switch action.kind {
    case .tap: return ["try app.click(text: \(target))"]
    case .tapIdentifier: return ["try app.click(id: \(target))"]
    case .menuItem: return ["try app.clickMenuItem(title: \(target))"]
    case .back: return ["try app.pressBack()"]
    case .rotate: return ["try app.rotate()"]
    case .background: return ["try app.pressHome()", "try app.relaunch()"]
    case .processDeath: return ["try app.killProcess()", "try app.relaunch()"]
    case .launcher: return ["try app.relaunch()"]
    case .swipeDown, .type, .chooseSegment, .flipSwitch: return []
    }
  }

  private func note(_ app: AndroidApp) {
    for activity in Self.activities(of: app) { shownActivities.insert(Self.simpleName(of: activity)) }
  }

  private static func activities(of app: AndroidApp) -> [Activity] {
    app.device.recentTasks.flatMap { $0.activities.compactMap(\.instance) }
  }

  private static func simpleName(of activity: Activity) -> String {
    String(describing: type(of: activity))
  }
}
