public import Foundation
public import SegueKitTesting

/// Explores an iOS app through SegueKitTesting's `SegueApp`: every tappable element the driver lists, Back, swiping
/// a sheet down, rotating, leaving the app and coming back, text typed into fields, segments chosen, switches
/// flipped.
///
/// Not in UIKit. After each action it reads the console's new warnings and checks that every controller that left
/// the hierarchy was deallocated once the main queue drained (held weakly: the driver keeps none alive).
@MainActor
public final class SegueAppDriver: ExplorationDriver {
  private let launcher: @MainActor () throws -> SegueApp
  /// For an app folder: its launch into a given sandbox (``launch()`` passes the last app's when the app left it
  /// untouched).
  private var folderLauncher: (@MainActor (AppSandbox) throws -> SegueApp)?
  private let launchStatement: String
  /// The running app, after ``launch()``.
  public private(set) var app: SegueApp?
  private var tracked: [WeakController] = []
  private let scenes: StoryboardScenes?
  /// The last action performed and what may undo it (``returnAction(after:)``).
  private var lastReturn: (action: ExplorerAction, undo: ExplorerAction)?
  /// The last appearance callback each controller got, by the name traces give it, and how much of the app's trace
  /// was read.
  private var appearance: [String: LifeCycleEvent.Kind] = [:]
  private var traceRead = 0
  /// The names of the controllers on screen after the last step.
  private var onScreen: [String] = []
  /// Every controller of the window after the last step, with the name it had then: a controller whose title changes
  /// keeps its appearance state under its new name.
  private var named: [(controller: WeakController, name: String)] = []
  /// The controllers on screen after the last step or launch, as the life-cycle check found them: ``state(_:)``
  /// reads them from here until the next step or launch rather than walking the screen again.
  private var visibleAfterStep: [UIViewController]?
  /// The modules an emitted test imports besides Foundation and SegueKitTesting: a ported app's module, whose
  /// `PortedApp.appFolder` the launch statement names.
  public var extraImports: [String] = []

  /// Explores the app whose launch `launch` performs; `storyboardFolder` holds its storyboards (for the scenes never
  /// reached), and `launchStatement` is the line an emitted test launches it with (`let app = try …`).
  public init(
    storyboardFolder: URL?, launchStatement: String, launch: @escaping @MainActor () throws -> SegueApp
  ) {
    self.launcher = launch
    self.launchStatement = launchStatement
    self.scenes = storyboardFolder.map(StoryboardScenes.init(folder:))
  }

  /// Explores the app folder `folder` (an `Info.plist` and its storyboards), launched as `SegueApp.launch(path:)`
  /// launches it; `path` is how emitted tests name the folder.
  public convenience init(appFolder folder: URL, path: String? = nil) {
    let path = path ?? folder.path
    self.init(
      storyboardFolder: folder,
      launchStatement: "let app = try SegueApp.launch(appFolder: URL(fileURLWithPath: \(swiftLiteral(path))))"
    ) { try SegueApp.launch(appFolder: folder) }
    folderLauncher = { try SegueApp.launch(appFolder: folder, sandbox: $0) }
  }

  public func launch() throws {
    visibleAfterStep = nil
    // A container the last run left as it was made is what a new one would be: the next run gets it, rather than
    // making folders and removing the old ones at every relaunch.
    let untouched = folderLauncher == nil ? nil : app.flatMap { $0.sandbox.isUntouched ? $0.sandbox : nil }
    app = nil
    tracked = []
    lastReturn = nil
    appearance = [:]
    traceRead = 0
    onScreen = []
    named = []
    let launched: SegueApp
    if let untouched, let folderLauncher {
      launched = try folderLauncher(untouched)
    } else {
      launched = try launcher()
    }
    app = launched
    if let exception = launched.exceptions.first {
      throw ExplorationError("launching raised '\(exception.name.rawValue)': \(exception.reason)")
    }
    scenes?.note(consoleMessages: launched.consoleMessages)
    let controllers = Self.hierarchy(of: launched)
    noteHierarchy(controllers)
    _ = lifeCycleViolations(in: launched, controllers: controllers)
  }

  public func state(_ abstraction: StateAbstraction) -> ScreenState {
    guard let app else { return ScreenState(key: "", snapshot: "", screen: "(not running)", growthKey: "", depth: 0) }
    let snapshot = app.snapshot
    // The same classes with the same titles on a deeper stack are the same screen shown again.
    let visible = visibleAfterStep ?? app.visibleViewControllers
    let orientation = snapshot.orientation.snapshotName
    var key = orientation + "\n" + (snapshot.root.map { StateKey.structure(of: $0) } ?? "")
    if abstraction == .texts {
      key = snapshot.description + "\n" + app.elements.map(\.description).joined(separator: "\n")
    }
    let depth =
      visible.reduce(0) { $0 + (($1 as? UINavigationController)?.viewControllers.count ?? 0) }
      + snapshot.presentationChain.count
    return ScreenState(
      key: key, snapshot: snapshot.description, screen: visible.last.map(Self.name(of:)) ?? "(no screen)",
      growthKey: orientation + " "
        + visible.map { $0.className + " " + Self.name(of: $0) }
        .joined(separator: " > "),
      depth: depth)
  }

  public func actions(_ options: ExplorationOptions) -> [ExplorerAction] {
    guard let app else { return [] }
    return ActionLister(app: app, options: options).actions
  }

  public func perform(_ action: ExplorerAction) -> StepOutcome {
    guard let app else { return .notApplicable(reason: "the app is not running") }
    visibleAfterStep = nil
    let messages = app.consoleMessages.count
    let tabBefore = action.kind == .tap || action.kind == .tapIdentifier ? Self.selectedTab(in: app) : nil
    lastReturn = nil
    do {
      try Self.run(action, on: app)
    } catch let error as SegueAppError {
      if let exception = error.exceptions.first {
        return .crashed(name: exception.name.rawValue, reason: exception.reason)
      }
      return .notApplicable(reason: error.message)
    } catch {
      return .notApplicable(reason: "\(error)")
    }
    let logged = app.consoleMessages.dropFirst(messages)
    scenes?.note(consoleMessages: logged)
    var events = logged.map(StepEvent.consoleWarning)
    // One walk of the hierarchy for both checks: nothing runs between them.
    let controllers = Self.hierarchy(of: app)
    events += leaks(in: app, controllers: controllers)
    events += lifeCycleViolations(in: app, controllers: controllers)
    if action.kind == .rotate {
      lastReturn = (action, action)
    } else if let tabBefore, let tabAfter = Self.selectedTab(in: app), tabAfter != tabBefore {
      lastReturn = (action, ExplorerAction(.tap, target: tabBefore))
    }
    return .applied(events: events)
  }

  /// Rotating back after a rotation; tapping the tab that was selected after a tap that selected another.
  public func returnAction(after action: ExplorerAction) -> ExplorerAction? {
    lastReturn.flatMap { $0.action == action ? $0.undo : nil }
  }

  /// The title of the selected tab of the window's outermost tab bar controller, if it has one: what
  /// `app.snapshot.root`'s tabs say, read from the tab bar controller alone rather than from a snapshot of the whole
  /// window (it is asked before and after every tap).
  private static func selectedTab(in app: SegueApp) -> String? {
    guard let tabs = app.window.rootViewController as? UITabBarController, let selected = tabs.selectedViewController
    else { return nil }
    return (tabs.viewControllers ?? []).first { $0 === selected }?.tabTitle
  }

  /// The scenes the storyboards' segues lead to when each action taps their trigger on a visible controller's scene.
  public func destinations(of actions: [ExplorerAction]) -> [[String]] {
    guard let app, let scenes else { return actions.map { _ in [] } }
    let sources = app.visibleViewControllers.flatMap {
      scenes.scenes(className: className(of: $0), name: Self.name(of: $0))
    }
    guard !sources.isEmpty else { return actions.map { _ in [] } }
    let tappable = app.elements.filter(\.isTappable)
    return actions.map { action in
      guard action.kind == .tap || action.kind == .tapIdentifier, let target = action.target else { return [] }
      let element = tappable.first { action.kind == .tap ? $0.isNamed(target) : $0.identifier == target }
      return scenes.destinations(from: sources, name: target, cell: element?.kind == .cell)
    }
  }

  public func hasShown(scene: String) -> Bool { scenes?.isShown(location: scene) ?? true }

  public func finalFindings() -> [Finding] { scenes?.unreachedFindings() ?? [] }

  public func sceneCoverage() -> (reached: Int, total: Int)? { scenes?.coverage }

  public var testDialect: TestDialect {
    TestDialect(
      imports: ["Foundation", "SegueKitTesting"] + extraImports, launch: launchStatement,
      snapshotExpression: "app.snapshot",
      statements: Self.statements(for:))
  }

  // MARK: Actions

  private static func run(_ action: ExplorerAction, on app: SegueApp) throws {
    let target = action.target ?? ""
    switch action.kind {
    case .tap: try app.tap(target)
    case .tapIdentifier: try app.tap(identifier: target)
    case .back: try app.back()
    case .swipeDown: try app.swipeDown()
    case .rotate: try app.rotate()
    case .background:
      try app.moveToBackground()
      try app.returnToForeground()
    case .type: try app.type(action.value ?? "", into: target)
    case .chooseSegment: try app.chooseSegment(action.value ?? "", in: action.target)
    case .flipSwitch: try app.flipSwitch(action.target)
    case .processDeath, .menuItem, .launcher: throw ExplorationError("'\(action)' is an Android action")
    }
  }

  /// The statements of an emitted test that perform `action` with SegueKitTesting.
  nonisolated static func statements(for action: ExplorerAction) -> [String] {
    let target = swiftLiteral(action.target ?? "")
    let value = swiftLiteral(action.value ?? "")
    switch action.kind {
    case .tap: return ["try app.tap(\(target))"]
    case .tapIdentifier: return ["try app.tap(identifier: \(target))"]
    case .back: return ["try app.back()"]
    case .swipeDown: return ["try app.swipeDown()"]
    case .rotate: return ["try app.rotate()"]
    case .background: return ["try app.moveToBackground()", "try app.returnToForeground()"]
    case .type: return ["try app.type(\(value), into: \(target))"]
    case .chooseSegment: return ["try app.chooseSegment(\(value)\(action.target == nil ? "" : ", in: \(target)"))"]
    case .flipSwitch: return ["try app.flipSwitch(\(action.target == nil ? "" : target))"]
    case .processDeath, .menuItem, .launcher: return []
    }
  }

  // MARK: Life cycle

  /// UIKit's appearance states (UIViewController, "Handling view-related notifications"): a controller on screen got
  /// `viewDidAppear(_:)` last; one that left the screen got `viewDidDisappear(_:)` last. SegueKit runs the callbacks
  /// in that order itself, so a controller that breaks it is one whose container did not forward them. Only names
  /// that one controller of the window has are judged (traces name controllers by title). A controller whose title
  /// changed during the step (a game's screen titled with its next question) is the same controller: its appearance
  /// state goes with it to its new name.
  private func lifeCycleViolations(in app: SegueApp, controllers: [UIViewController]) -> [StepEvent] {
    let trace = app.trace
    if traceRead > trace.count { traceRead = 0 }
    var traced: Set<String> = []
    for event in trace[traceRead...] {
      switch event.kind {
      case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
        appearance[event.controller] = event.kind
        traced.insert(event.controller)
      case .viewDidLoad, .viewIsAppearing, .deinit: break
      }
    }
    traceRead = trace.count
    let names = controllers.map(Self.name(of:))
    let unchanged =
      named.count == controllers.count
      && zip(named, zip(controllers, names)).allSatisfy { $0.controller.controller === $1.0 && $0.name == $1.1 }
    if !unchanged {
      let current = Dictionary(
        zip(controllers.map(ObjectIdentifier.init), names), uniquingKeysWith: { first, _ in first })
      for (entry, old) in named {
        guard let controller = entry.controller, let new = current[ObjectIdentifier(controller)], new != old
        else { continue }
        if !traced.contains(new) { appearance[new] = appearance[old] }
        onScreen = onScreen.map { $0 == old ? new : $0 }
      }
      named = zip(controllers, names).map { (WeakController($0), $1) }
    }
    var counts: [String: Int] = [:]
    // A controller under a sheet is not reachable but still in the window, and appeared (UIKit leaves it so).
    var inWindow: Set<String> = []
    for (controller, name) in zip(controllers, names) {
      counts[name, default: 0] += 1
      if controller.viewIfLoaded?.window === app.window { inWindow.insert(name) }
    }
    let shown = app.visibleViewControllers
    visibleAfterStep = shown
    let visible = shown.filter { $0.viewIfLoaded?.window === app.window }.map(Self.name(of:))
    var events: [StepEvent] = []
    for name in visible where counts[name] == 1 && appearance[name] != .viewDidAppear {
      events.append(.lifeCycleViolation(name: name, appeared: true, last: appearance[name]?.rawValue))
    }
    for name in onScreen where !inWindow.contains(name) && counts[name, default: 0] <= 1 {
      if let last = appearance[name], last == .viewDidAppear || last == .viewWillAppear {
        events.append(.lifeCycleViolation(name: name, appeared: false, last: last.rawValue))
      }
    }
    onScreen = visible.filter { counts[$0] == 1 }
    onScreen += inWindow.filter { counts[$0] == 1 && !onScreen.contains($0) }.sorted()
    return events
  }

  // MARK: Leaks

  /// The controllers that were in the hierarchy before the step, are not now (`controllers`), and are still alive.
  private func leaks(in app: SegueApp, controllers: [UIViewController]) -> [StepEvent] {
    let now = Set(controllers.map(ObjectIdentifier.init))
    var events: [StepEvent] = []
    for entry in tracked {
      guard let controller = entry.controller, !now.contains(ObjectIdentifier(controller)) else { continue }
      events.append(
        .leak(
          name: Self.name(of: controller), viewAlive: entry.view != nil, owners: OwnerChain.describe(controller)))
    }
    noteHierarchy(controllers)
    return events
  }

  private func noteHierarchy(_ controllers: [UIViewController]) {
    // Most steps leave the hierarchy as it was: the weak references are made again only when it changed.
    let unchanged =
      tracked.count == controllers.count
      && zip(tracked, controllers).allSatisfy { $0.controller === $1 && $0.view === $1.viewIfLoaded }
    if !unchanged { tracked = controllers.map(WeakController.init) }
    scenes?.note(controllers.map { (className(of: $0), Self.name(of: $0)) })
  }

  /// A controller's class name, as `String(describing:)` gives it (SegueKitTesting works it out once per class).
  private func className(of controller: UIViewController) -> String { controller.className }

  /// Every controller of the window: children (all tabs, whole stacks) and presented controllers, depth first.
  static func hierarchy(of app: SegueApp) -> [UIViewController] {
    var result: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      result.append(controller)
      for child in controller.children { visit(child) }
      if let presented = controller.presentedViewController, presented.presentingViewController === controller {
        visit(presented)
      }
    }
    if let root = app.window.rootViewController { visit(root) }
    return result
  }

  /// How SegueKitTesting's traces name a controller: its title, else its navigation item's title; an untitled
  /// navigation controller by its root (`UINavigationController(Products)`); else its class name.
  static func name(of controller: UIViewController) -> String {
    if let title = controller.title, !title.isEmpty { return title }
    if let title = controller.navigationItem.title, !title.isEmpty { return title }
    let className = controller.className
    if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
      return "\(className)(\(name(of: root)))"
    }
    return className
  }
}

/// A controller and its view, held weakly.
@MainActor
struct WeakController {
  weak var controller: UIViewController?
  weak var view: UIView?

  init(_ controller: UIViewController) {
    self.controller = controller
    self.view = controller.viewIfLoaded
  }
}
