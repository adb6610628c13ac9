public import Foundation
public import SegueKit

/// The navigation actions, settling after they act: in an `async` test, `try await app.tap("Buy")` returns once the
/// work the tap started has run (see <doc:Settling>).
///
/// Hidden from the reference, which documents each action once, under its synchronous version (a documentation link
/// cannot tell a synchronous and an asynchronous overload of one name apart). Each runs its synchronous version as one
/// step, then waits for the app to settle within ``settleTimeout`` as
/// ``settle(timeout:)`` does, and throws its error naming what is still pending. Not in UIKit.
extension SegueApp {
  /// Launches the app in `folder` through its own delegates, as ``launch(appFolder:appDelegate:sceneDelegate:device:sandbox:)``
  /// does, then waits for the app to settle (the work its launch started: a first load, a main-actor `Task`).
  @_documentation(visibility: internal)
  public static func launch(
    appFolder folder: URL, appDelegate: (any UIApplicationDelegate)? = nil,
    sceneDelegate: (any UIWindowSceneDelegate)? = nil, device: DevicePreset = .iPhone, sandbox: AppSandbox? = nil
  ) async throws -> SegueApp {
    let app = try launchNow {
      try launch(
        appFolder: folder, appDelegate: appDelegate, sceneDelegate: sceneDelegate, device: device, sandbox: sandbox)
    }
    try await app.settleWork(timeout: app.settleTimeout)
    return app
  }

  /// Launches the storyboard file at `url` (its initial view controller, or the scene `identifier`), then waits for
  /// the app to settle.
  @_documentation(visibility: internal)
  public static func launch(
    storyboard url: URL, scene identifier: String? = nil, device: DevicePreset = .iPhone
  ) async throws -> SegueApp {
    let app = try launchNow { try launch(storyboard: url, scene: identifier, device: device) }
    try await app.settleWork(timeout: app.settleTimeout)
    return app
  }

  /// Launches an app folder or a storyboard file, as `segue run` does, then waits for the app to settle.
  @_documentation(visibility: internal)
  public static func launch(path: String, scene identifier: String? = nil, device: DevicePreset = .iPhone)
    async throws -> SegueApp
  {
    let app = try launchNow { try launch(path: path, scene: identifier, device: device) }
    try await app.settleWork(timeout: app.settleTimeout)
    return app
  }

  /// Runs a synchronous launch (a synchronous closure picks the synchronous overload).
  private static func launchNow(_ launch: () throws -> SegueApp) throws -> SegueApp { try launch() }

  /// Runs `action` as one step (``step(_:_:)``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func step(_ name: String = #function, _ action: () throws -> Void) async throws {
    try await settling { try step(name, action) }
  }

  /// Runs queued work and waits for the app to settle, as one step named `drain`.
  @_documentation(visibility: internal)
  public func drain() async throws {
    try await settling { try drain() }
  }

  /// Taps the element a user would call `text` (``tap(_:)``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func tap(_ text: String) async throws {
    try await settling { try tap(text) }
  }

  /// Taps the element whose accessibility identifier is `identifier`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func tap(identifier: String) async throws {
    try await settling { try tap(identifier: identifier) }
  }

  /// Selects a row of the table on screen (``select(row:section:inTable:)``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func select(row: Int, section: Int = 0, inTable identifier: String? = nil) async throws {
    try await settling { try select(row: row, section: section, inTable: identifier) }
  }

  /// Selects an item of the collection view on screen, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func select(item: Int, section: Int = 0) async throws {
    try await settling { try select(item: item, section: section) }
  }

  /// Taps the back button (``back()``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func back() async throws {
    try await settling { try back() }
  }

  /// Swipes from the left edge to pop (``swipeBack(completing:)``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func swipeBack(completing: Bool = true) async throws {
    try await settling { try swipeBack(completing: completing) }
  }

  /// Swipes the presented sheet down (``swipeDown()``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func swipeDown() async throws {
    try await settling { try swipeDown() }
  }

  /// Performs the segue `identifier` of the controller on screen, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func performSegue(_ identifier: String) async throws {
    try await settling { try performSegue(identifier) }
  }

  /// Rotates the device to `orientation`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func rotate(to orientation: UIInterfaceOrientation) async throws {
    try await settling { try rotate(to: orientation) }
  }

  /// Rotates between portrait and landscape, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func rotate() async throws {
    try await settling { try rotate() }
  }

  /// Changes the simulated device, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func setDevice(_ device: DevicePreset) async throws {
    try await settling { try setDevice(device) }
  }

  /// Moves the app to the background (``moveToBackground()``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func moveToBackground() async throws {
    try await settling { try moveToBackground() }
  }

  /// Brings the app back to the foreground, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func returnToForeground() async throws {
    try await settling { try returnToForeground() }
  }

  /// Opens `url` in the app (``openURL(_:options:)``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func openURL(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) async throws {
    try await settling { try openURL(url, options: options) }
  }

  /// Changes the text size a user chose (``setContentSizeCategory(_:)``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func setContentSizeCategory(_ category: UIContentSizeCategory) async throws {
    try await settling { try setContentSizeCategory(category) }
  }

  /// Launches the app again after ``terminate()`` with its sandbox kept (``relaunch()``), then waits for the new app
  /// to settle.
  @_documentation(visibility: internal)
  public func relaunch() async throws -> SegueApp {
    let app = try relaunchNow()
    try await app.settleWork(timeout: app.settleTimeout)
    return app
  }

  private func relaunchNow() throws -> SegueApp { try relaunch() }
}
