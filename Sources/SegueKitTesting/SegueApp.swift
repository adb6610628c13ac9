import Foundation
public import SegueKit

/// Drives an app's navigation headlessly, as a user would: launch it, tap, select rows, go back, swipe sheets
/// down, rotate; read the navigation state and the life-cycle trace after each step.
///
/// Not in UIKit (compare XCUITest's `XCUIApplication`, but in-process and deterministic). Every step runs its
/// action, drains the main queue (`MainQueue.drain()`), records the life-cycle changes and captures UIKit
/// exceptions: a step that raises one throws a ``SegueAppError`` instead of stopping the process.
///
/// ```swift
/// let app = try SegueApp.launch(appFolder: URL(fileURLWithPath: "Examples/Shop"))
/// try app.tap("Grinder")
/// try app.tap("Buy")
/// #expect(app.snapshot.presentationChain.map(\.controller.name) == ["UINavigationController"])
/// ```
@preconcurrency @MainActor
public final class SegueApp {
  /// The window the app runs in; key and visible.
  public let window: UIWindow
  /// Every life-cycle event since launch, launch included.
  public private(set) var trace: [LifeCycleEvent] = []
  /// The steps taken since launch, the launch first, by name (`tap 'Buy'`, `select(row:section:inTable:)`). Inside an
  /// exit test (`#expect(processExitsWith:)`), each is also written to standard error as it starts, so that a
  /// crash's report (``SegueCrash``) names the steps that led to it.
  public internal(set) var steps: [String] = []
  /// Every UIKit exception a step raised since launch.
  public internal(set) var exceptions: [UIKitException] = []
  private var traceMark = 0
  private let recorder: LifeCycleRecorder
  /// Objects the app keeps alive for as long as it runs (the storyboard that launched it).
  private let retained: [AnyObject]
  /// The app's container (Documents, Caches, tmp), new for each launch and kept by ``relaunch()``; removed when the
  /// last app using it goes away.
  public let sandbox: AppSandbox
  /// The device the app was launched on, and the app folder it was launched from (for ``relaunch()``).
  var launchDevice: DevicePreset = .iPhone
  var appFolder: URL?
  /// ``terminate()`` ended the app.
  var isTerminated = false
  /// How much of the app's own work each `async` driver action (`try await app.tap("Buy")`) waits for as it settles
  /// after it acts, counted as ``settle(timeout:)`` counts it (a millisecond a turn of the main queue, not the wall
  /// clock); the action throws, naming the pending work, when the app has not settled by then. Two seconds unless set.
  ///
  /// Not in UIKit (compare Espresso's `IdlingPolicies` and EarlGrey's interaction timeout).
  public var settleTimeout: Duration = .seconds(2)

  /// Shows `rootViewController` in a new key window simulating `device`, drains the main queue and records the
  /// launch's life cycle. The console is cleared first; exceptions the launch raised are in ``exceptions``.
  public convenience init(
    rootViewController: UIViewController, device: DevicePreset = .iPhone,
    orientation: UIInterfaceOrientation = .portrait
  ) {
    let name = "launch \(String(describing: Swift.type(of: rootViewController)))"
    Self.announceStep(name)
    let (recorder, sandbox) = Self.prepareLaunch()
    let window = UIWindow(device: device, orientation: orientation)
    let raised = UIKitException.capture {
      window.rootViewController = rootViewController
      window.makeKeyAndVisible()
      MainQueue.drain()
    }
    self.init(window: window, retaining: [], exceptions: raised, recorder: recorder, sandbox: sandbox)
    steps = [name]
  }

  /// Wraps a window that was just launched (and drained); `recorder` saw the launch's life cycle.
  init(
    window: UIWindow, retaining retained: [AnyObject], exceptions: [UIKitException], recorder: LifeCycleRecorder,
    sandbox: AppSandbox
  ) {
    self.window = window
    self.sandbox = sandbox
    self.recorder = recorder
    self.retained = retained
    self.exceptions = exceptions
    trace = recorder.record(window: window)
  }

  /// Points the app's directories at `sandbox` (a new one by default), runs what earlier work left queued, clears
  /// the console, sets the text size back to Large and takes the camera away, so that a launch starts quiet on a
  /// fresh device; returns the recorder that will see the launch's callbacks, and the sandbox.
  static func prepareLaunch(sandbox: AppSandbox? = nil) -> (LifeCycleRecorder, AppSandbox) {
    let sandbox = sandbox ?? AppSandbox()
    sandbox.activate()
    MainQueue.drain()
    Console.clear()
    UIApplication.shared.resetContentSizeCategory()
    UIImagePickerController.simulatedDeviceHasCamera = false
    return (LifeCycleRecorder(), sandbox)
  }

  // MARK: State

  /// The navigation state now.
  public var snapshot: NavigationSnapshot { NavigationSnapshot(of: window) }

  /// The UIKit log messages since launch (`Console.messages`).
  public var consoleMessages: [String] { Console.messages }

  /// The life-cycle events recorded since the last call (since launch the first time).
  public func takeTrace() -> [LifeCycleEvent] {
    defer { traceMark = trace.count }
    return Array(trace[traceMark...])
  }

  /// The controllers on screen in the reachable layer (see ``elements``), outermost first.
  public var visibleViewControllers: [UIViewController] { Screen(window: window)?.controllers ?? [] }

  /// The innermost controller of class `type` on screen, to read the app's own state (`detail.product`).
  ///
  /// Throws when there is none: "no ProductDetailViewController on screen; visible: 'RootTabBarController', …".
  public func visible<Controller: UIViewController>(_ type: Controller.Type) throws -> Controller {
    let controllers = visibleViewControllers
    if let match = controllers.last(where: { $0 is Controller }) as? Controller { return match }
    throw SegueAppError.element(
      "no \(Controller.self) on screen; visible: \(quotedList(controllers.map(\.traceName)))")
  }

  /// The elements on screen that a user can reach: the topmost presented controller's (or the root's) navigation
  /// bars, views, table rows and tab bar, in screen order.
  ///
  /// Reading them asks each table's data source for its rows' cells (at most 50 a table), as a table on screen does.
  public var elements: [Element] { handles.map(\.element) }

  private var handles: [ElementHandle] { Screen(window: window)?.elements ?? [] }

  /// The first element a user would call `text` (``Element/isNamed(_:)``: its title, text, accessibility identifier
  /// or label, image name, or a cell's label), or `nil`.
  public func element(_ text: String) -> Element? {
    handles.first { $0.element.isNamed(text) }?.element
  }

  // MARK: Steps

  /// Runs `action` as one step: captures UIKit exceptions, drains the main queue and records the life cycle.
  ///
  /// The driver's own actions go through here; use it for anything else the test does to the app. `name` goes to
  /// ``steps`` (by default the name of the function that calls `step`).
  public func step(_ name: String = #function, _ action: () throws -> Void) throws {
    logStep(name)
    try perform(action)
  }

  /// A step's work without its name in ``steps``.
  func perform(_ action: () throws -> Void) throws {
    let raised = try UIKitException.capture {
      try action()
      MainQueue.drain()
    }
    trace += recorder.record(window: window)
    exceptions += raised
    if !raised.isEmpty { throw SegueAppError.exceptions(raised) }
  }

  /// Runs queued main-queue work and records what it changed.
  public func drain() throws {
    try step("drain") {}
  }

  /// Taps the element a user would call `text`: its title (button title, bar item or tab title, row text), a
  /// custom cell's text in any of its visible labels, a control's accessibility label or image name, or its
  /// accessibility identifier.
  ///
  /// Throws when no element or several match, or when the match is a label or disabled:
  /// "no element titled 'Buy' on screen; visible: 'Cancel', 'Done'".
  public func tap(_ text: String) throws {
    var action: (@MainActor () -> Void)? = try tapAction(described: "titled '\(text)'") { $0.isNamed(text) }
    // The action goes before the step records, so that the step does not keep what it replaces alive.
    try step("tap '\(text)'") {
      action?()
      action = nil
    }
  }

  /// Taps the element whose accessibility identifier is `identifier`.
  public func tap(identifier: String) throws {
    var action: (@MainActor () -> Void)? = try tapAction(described: "with identifier '\(identifier)'") {
      $0.identifier == identifier
    }
    try step("tap #\(identifier)") {
      action?()
      action = nil
    }
  }

  /// Why a tap does nothing on the element `handle`: "does not respond to taps", "is disabled", or why it cannot be
  /// reached.
  private static func untappableReason(_ handle: ElementHandle) -> String {
    if let cover = handle.coveredBy { return "cannot be reached: the \(cover) drawn above it takes the touch" }
    if handle.element.kind == .label || handle.element.kind == .view { return "does not respond to taps" }
    if handle.isUnreachable {
      return "cannot be reached: user interaction is off on it or on a view that contains it"
    }
    return "is disabled"
  }

  /// What tapping the one tappable element that matches does, or an error that says what is on screen.
  private func tapAction(described: String, matching predicate: (Element) -> Bool) throws -> @MainActor () -> Void {
    let handles = handles
    let matches = handles.filter { predicate($0.element) }
    guard !matches.isEmpty else {
      let visible = handles.filter(\.element.isTappable).map(\.element.name)
      throw SegueAppError.element("no element \(described) on screen; visible: \(quotedList(visible))")
    }
    let tappable = matches.filter(\.element.isTappable)
    guard let handle = tappable.first, let tap = handle.tap else {
      let element = matches[0].element
      throw SegueAppError.element(
        "the \(element.kind.rawValue) \(described) \(Self.untappableReason(matches[0]))")
    }
    guard tappable.count == 1 else {
      let kinds = tappable.map(\.element.description)
      throw SegueAppError.element(
        "\(tappable.count) elements \(described) on screen: \(kinds.joined(separator: ", ")); tap one by identifier")
    }
    guard let view = handle.view else { return tap }
    // The view's and its superviews' gesture recognizers see the tap first; one that recognizes it and cancels
    // touches in its view keeps it from the row or control.
    let container = handle.container
    return { [weak view, weak container] in
      guard let view, view.simulateGesture(.tap(), in: container).cancelsTouch else {
        tap()
        return
      }
    }
  }
}
