public import AndroidControllers
public import AndroidFormat
public import Foundation

/// Drives an Android app headlessly, as a user would: tap its launcher icon, press Back and Home, rotate, let the
/// system kill the process, come back; read the tasks and the life-cycle trace after each step.
///
/// Not in Android (the counterpart of SegueKit's `SegueApp`, and of Robolectric with a real task stack). Every step
/// runs its action, drains the main queue (Android's main looper here) and captures Android exceptions: a step that
/// throws one throws an ``AndroidAppError`` instead of stopping the process.
///
/// ```swift
/// let app = try AndroidApp.launch(manifest: manifest, activities: [MainActivity.self, DetailActivity.self])
/// try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
/// try app.pressBack()
/// ```
@preconcurrency @MainActor
public final class AndroidApp {
  /// The device the app runs on.
  public let device: AndroidDevice
  private let recorder: LifecycleRecorder
  private var traceMark = 0
  /// The leak watcher of the running process; a new process gets a new one (what the old one watched died with it).
  private var leakWatcher: LeakWatcher?
  private var nextLeakKey = 1

  /// Installs the app on a new device and taps its launcher icon. The console is cleared first.
  public static func launch(
    manifest: AndroidManifest, activities: [Activity.Type], fragments: [Fragment.Type] = [],
    application: Application.Type = Application.self, resources: AndroidResources = AndroidResources(),
    sdkInt: Int = 34, targetSdkVersion: Int? = nil, launcherIndex: Int = 0, playsMissingClasses: Bool = false,
    appComponentFactory: AppComponentFactory? = nil
  ) throws -> AndroidApp {
    if let failure = AndroidDevice.installFailure(
      of: manifest, sdkInt: sdkInt, targetSdkVersion: targetSdkVersion ?? manifest.targetLevel)
    {
      throw AndroidAppError.installFailed(failure)
    }
    let device = AndroidDevice(
      manifest: manifest, activities: activities, fragments: fragments, application: application,
      resources: resources, sdkInt: sdkInt, appComponentFactory: appComponentFactory)
    if let targetSdkVersion { device.targetSdkVersion = targetSdkVersion }
    device.playsMissingClasses = playsMissingClasses
    let app = AndroidApp(device: device)
    try app.step { try device.launch(launcherIndex: launcherIndex) }
    return app
  }

  /// Installs the app laid out as Android's `src/main/` is — `AndroidManifest.xml` and `res/` in `appFolder` — and
  /// launches it.
  ///
  /// Installing checks the manifest as Android's package manager does: a manifest that is not well-formed XML, or one
  /// Android refuses (`AndroidDevice.installFailure(of:sdkInt:targetSdkVersion:)`), throws ``AndroidAppError/installFailed(_:)``
  /// before any of the app's code runs.
  public static func launch(
    appFolder: URL, activities: [Activity.Type], fragments: [Fragment.Type] = [],
    application: Application.Type = Application.self, sdkInt: Int = 34, targetSdkVersion: Int? = nil,
    playsMissingClasses: Bool = false, appComponentFactory: AppComponentFactory? = nil
  ) throws -> AndroidApp {
    let manifest = try ManifestDecoder.decode(contentsOf: appFolder.appendingPathComponent("AndroidManifest.xml"))
    let resources = AndroidResources.load(resFolder: appFolder.appendingPathComponent("res"))
    return try launch(
      manifest: manifest, activities: activities, fragments: fragments, application: application,
      resources: resources, sdkInt: sdkInt, targetSdkVersion: targetSdkVersion,
      playsMissingClasses: playsMissingClasses, appComponentFactory: appComponentFactory)
  }

  /// Wraps a device; its next steps are recorded.
  public init(device: AndroidDevice) {
    // What earlier apps left on the main queue runs before this app's trace starts: it is not this app's.
    MainQueue.drain()
    Console.clear()
    recorder = LifecycleRecorder()
    self.device = device
    recorder.applicationCreated = { [weak self] application in
      guard let self else { return }
      nextLeakKey = leakWatcher?.nextKey ?? nextLeakKey
      leakWatcher = LeakWatcher(application: application, firstKey: nextLeakKey)
    }
  }

  // MARK: State

  /// Every life-cycle callback since launch, as `Class.callback` lines (`MainActivity.onCreate(null)`).
  public var trace: [String] { recorder.lines() }

  /// The callbacks since the last call (since launch the first time).
  public func takeTrace() -> [String] {
    defer { traceMark = recorder.events.count }
    return recorder.lines(from: traceMark)
  }

  /// The tasks and activities now.
  public var snapshot: AndroidSnapshot { AndroidSnapshot(of: device) }

  /// Android's log-only messages since launch (`Console.messages`), in logcat's `W/Tag: message` form.
  public var consoleMessages: [String] { Console.messages }

  /// The activities, fragments and fragments' views the app destroyed that are still alive now, in the order they
  /// were destroyed: leaks, as LeakCanary finds them (its `ActivityWatcher` and `AndroidXFragmentDestroyWatcher`). A
  /// view is named by its class (`LinearLayout`), its reason names its fragment.
  /// Only the running process's count: a killed process's objects died with it.
  ///
  /// Not in Android. Each step drains the main looper before it returns, so an object still here after a step is
  /// still strongly referenced once the looper is idle.
  ///
  /// ```swift
  /// try app.pressBack()
  /// #expect(!app.retainedObjects.map(\.name).contains("RecentItemFragment"))
  /// ```
  public var retainedObjects: [RetainedObject] { leakWatcher?.retained ?? [] }

  /// The life-cycle callbacks since launch that broke Android's order (`onResume` without `onStart` since the last
  /// `onStop`, a second `onDestroy`), and resumed activities that were not on top after a step.
  ///
  /// Not in Android, which never breaks its own order: a violation is a step driven out of order.
  public var lifecycleViolations: [LifecycleViolation] { recorder.checker.violations }

  /// The resumed activity on top, when the app is in front.
  public var topActivity: Activity? { device.topActivity }

  // MARK: Steps

  /// Espresso's `onIdle()`: waits until the main looper has nothing left to do — the life-cycle work queued, the
  /// runnables posted with `Handler.post`, `View.post` and `postDelayed` — moving the virtual clock to delayed ones
  /// instead of sleeping. Espresso stops at messages due more than a few milliseconds ahead; here those run too.
  public func onIdle() throws { try step {} }

  /// Robolectric's `shadowOf(getMainLooper()).idleFor(Duration)`: runs what is due within `milliseconds` of virtual
  /// time and moves the clock that far, leaving later work queued.
  public func idleFor(milliseconds: Int64) throws {
    var thrown: [AndroidException] = []
    thrown = AndroidException.capture { MainQueue.advance(by: Double(milliseconds) / 1000) }
    if let first = thrown.first { throw AndroidAppError.exception(first) }
  }

  /// Runs `body` with the top activity when it is of class `type` (Robolectric's `onActivity`), then drains.
  public func onActivity<A: Activity>(_ type: A.Type, _ body: (A) -> Void) throws {
    guard let activity = device.topActivity as? A else {
      throw AndroidAppError.noSuchActivity(String(describing: type), top: device.topActivity.map { "\($0)" })
    }
    try step { body(activity) }
  }

  /// Clicks the view whose id has the resource name `id` (`buy` for `@+id/buy`) in the top activity's window.
  public func click(id: String) throws {
    let number = device.resources.getIdentifier(id, "id", device.packageName)
    try click(find("id/\(id)") { number != 0 && $0.id == number })
  }

  /// Clicks the view showing `text` (a button's or text view's) in the top activity's window.
  public func click(text: String) throws {
    try click(find("\"\(text)\"") { ($0 as? TextView)?.text == text })
  }

  /// Clicks the top activity's options-menu item titled `title`, as a tap on it in the action bar or overflow menu
  /// would: `onMenuItemSelected`, then `onOptionsItemSelected`. Not in Android.
  public func clickMenuItem(title: String) throws {
    guard let activity = device.topActivity else {
      throw AndroidAppError.noSuchView("menu \"\(title)\"", activity: nil)
    }
    guard let item = activity.optionsMenu?.items.first(where: { $0.title == title && $0.isVisible }) else {
      throw AndroidAppError.noSuchView("menu \"\(title)\"", activity: "\(activity)")
    }
    guard item.isEnabled else { throw AndroidAppError.notClickable("menu \(item)") }
    try step { _ = activity.performMenuItemClick(item) }
  }

  /// The top activity's window as text, a view per line, children indented: `Button id/buy "Buy"`.
  public var viewTree: String {
    guard let activity = device.topActivity else { return "" }
    var lines: [String] = []
    func walk(_ view: View, _ depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + "\(view)")
      for child in (view as? ViewGroup)?.children ?? [] { walk(child, depth + 1) }
    }
    walk(activity.contentView, 0)
    return lines.joined(separator: "\n")
  }

  private func find(_ description: String, _ matches: (View) -> Bool) throws -> View {
    guard let activity = device.topActivity else { throw AndroidAppError.noSuchView(description, activity: nil) }
    var found: View?
    func walk(_ view: View) {
      guard found == nil, view.visibility != View.GONE else { return }
      if matches(view) { found = view }
      for child in (view as? ViewGroup)?.children ?? [] { walk(child) }
    }
    walk(activity.contentView)
    guard let found else { throw AndroidAppError.noSuchView(description, activity: "\(activity)") }
    return found
  }

  private func click(_ view: View) throws {
    guard view.isShown, view.isEnabled else { throw AndroidAppError.notClickable("\(view)") }
    try step { view.performClick() }
  }

  /// Presses Back.
  public func pressBack() throws { try step { device.pressBack() } }
  /// Presses Home.
  public func pressHome() throws { try step { device.pressHome() } }
  /// Taps the launcher icon again (brings the app's task back, or starts it).
  public func relaunch(launcherIndex: Int = 0) throws { try step { try device.launch(launcherIndex: launcherIndex) } }
  /// Turns the device a quarter (a configuration change).
  public func rotate() throws { try step { device.rotate() } }
  /// Changes the configuration.
  public func setConfiguration(_ configuration: Configuration) throws {
    try step { device.setConfiguration(configuration) }
  }
  /// Presses Home if needed and kills the app's process (AndroidControllers' AndroidBehaviour article, §1.7); returns whether it was killed.
  @discardableResult
  public func killProcess() throws -> Bool {
    try pressHome()
    guard device.killProcess() else { return false }
    nextLeakKey = leakWatcher?.nextKey ?? nextLeakKey
    leakWatcher = nil
    return true
  }

  /// Runs `action`, drains the main queue, and throws the first Android exception it raised.
  public func step(_ action: () throws -> Void) throws {
    var thrown: (any Error)?
    let exceptions = AndroidException.capture {
      do { try action() } catch { thrown = error }
      MainQueue.drain()
    }
    recorder.checker.checkResumed(on: device)
    if let thrown { throw thrown }
    if let first = exceptions.first { throw AndroidAppError.exception(first) }
  }
}

/// Why a step of ``AndroidApp`` failed. Not in Android.
public enum AndroidAppError: Error, Equatable, CustomStringConvertible {
  /// The step threw an Android exception (the device would have crashed the app).
  case exception(AndroidException)
  /// The package manager refused to install the app (`AndroidDevice.installFailure(of:sdkInt:targetSdkVersion:)`).
  case installFailed(InstallFailure)
  /// The top activity is not of the class a step asked for.
  case noSuchActivity(String, top: String?)
  /// No shown view in the top activity's window has that id or text.
  case noSuchView(String, activity: String?)
  /// The view is hidden or disabled.
  case notClickable(String)

  public var description: String {
    switch self {
    case .exception(let exception):
      "FATAL EXCEPTION: main\n\(exception)" + (exception.cause.map { "\nCaused by: \($0)" } ?? "")
    case .installFailed(let failure): "\(failure)"
    case .noSuchActivity(let name, let top): "the top activity is \(top ?? "none"), not a \(name)"
    case .noSuchView(let view, let activity): "no view \(view) is shown in \(activity ?? "any activity")"
    case .notClickable(let view): "\(view) cannot be clicked: it is hidden or disabled"
    }
  }
}
