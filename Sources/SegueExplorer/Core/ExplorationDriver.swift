/// What the explorer needs of a platform's testing driver: launch afresh, read the state, list and perform actions,
/// and write an action as a line of a Swift test.
///
/// Not in UIKit or Android. ``SegueAppDriver`` adapts SegueKitTesting's `SegueApp`, ``AndroidAppDriver``
/// AndroidControllersTesting's `AndroidApp`.
@MainActor
public protocol ExplorationDriver: AnyObject {
  /// Drops the running app, if any, and launches a fresh one. Throws when the app cannot launch.
  func launch() throws
  /// The state now under `abstraction`.
  func state(_ abstraction: StateAbstraction) -> ScreenState
  /// What can be done on the screen now, in a deterministic order.
  func actions(_ options: ExplorationOptions) -> [ExplorerAction]
  /// Performs `action` as one step and reports what happened.
  func perform(_ action: ExplorerAction) -> StepOutcome
  /// Findings that need the whole exploration (scenes never reached), asked once at the end.
  func finalFindings() -> [Finding]
  /// How many of the app's scenes (storyboard scenes, manifest activities) were shown, of how many; `nil` when the
  /// driver cannot tell.
  func sceneCoverage() -> (reached: Int, total: Int)?
  /// How an emitted test reads: its imports, the launch statement and each action's statements.
  var testDialect: TestDialect { get }
  /// An action that may take the app back to where it was before `action`, the last one performed (rotating back,
  /// tapping the tab that was selected); `nil` when Back is the way. The explorer checks the state it leads to and
  /// relaunches when it is not the one it wanted, so a wrong guess costs one action.
  func returnAction(after action: ExplorerAction) -> ExplorerAction?
  /// For each of `actions`, the scenes it leads to by the app's files (a storyboard segue's destination, when the
  /// action taps its trigger), named as ``hasShown(scene:)`` knows them; empty when the files do not tell. Asked on
  /// the screen the actions were listed on, for ``ExplorationStrategy/guided``.
  func destinations(of actions: [ExplorerAction]) -> [[String]]
  /// Whether a step showed `scene`, one of the names ``destinations(of:)`` gives.
  func hasShown(scene: String) -> Bool
}

extension ExplorationDriver {
  /// No return action but Back.
  public func returnAction(after action: ExplorerAction) -> ExplorerAction? { nil }

  /// The files tell nothing.
  public func destinations(of actions: [ExplorerAction]) -> [[String]] { actions.map { _ in [] } }

  /// Every scene counts as shown.
  public func hasShown(scene: String) -> Bool { true }
}

/// How emitted tests call a platform's driver.
public struct TestDialect: Sendable {
  /// The modules the test imports, besides `Testing`.
  public var imports: [String]
  /// The statement that launches the app into `app`.
  public var launch: String
  /// The expression whose `description` is the whole navigation snapshot.
  public var snapshotExpression: String
  /// The statements that perform an action.
  public var statements: @Sendable (ExplorerAction) -> [String]
  /// The statements before a leaking step and the expectation after it that the object named `name` is gone.
  public var leakCheck: @Sendable (_ name: String) -> (before: [String], after: [String])
  /// The statements before a step that broke the life-cycle order and the expectation after it; `name` is the
  /// screen's, `message` the finding's. `nil`: SegueKitTesting's appearance-callback check.
  public var lifeCycleCheck: (@Sendable (_ name: String, _ message: String) -> (before: [String], after: [String]))?

  /// `leakCheck` defaults to SegueKitTesting's: the trace has the controller's `deinit`.
  public init(
    imports: [String], launch: String, snapshotExpression: String,
    statements: @escaping @Sendable (ExplorerAction) -> [String],
    leakCheck: @escaping @Sendable (_ name: String) -> (before: [String], after: [String]) = TestDialect.traceLeakCheck,
    lifeCycleCheck: (@Sendable (_ name: String, _ message: String) -> (before: [String], after: [String]))? = nil
  ) {
    self.lifeCycleCheck = lifeCycleCheck
    self.imports = imports
    self.launch = launch
    self.snapshotExpression = snapshotExpression
    self.statements = statements
    self.leakCheck = leakCheck
  }

  /// SegueKitTesting's leak check: the step's trace has the controller's `deinit`.
  public static func traceLeakCheck(_ name: String) -> (before: [String], after: [String]) {
    (["_ = app.takeTrace()"], ["#expect(app.takeTrace().contains(LifeCycleEvent(\(swiftLiteral(name)), .deinit)))"])
  }
}
