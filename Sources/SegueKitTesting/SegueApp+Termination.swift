import SegueKit

/// Ending the app and launching it again with its container kept, as iOS does.
extension SegueApp {
  /// Ends the app as one step, through `UIApplication.simulateTermination()`: an active app moves to the background,
  /// the scene disconnects, then `applicationWillTerminate(_:)`. The sandbox stays for ``relaunch()``.
  public func terminate() throws {
    guard !isTerminated else { throw SegueAppError.navigation("the app was terminated already") }
    try step { UIApplication.shared.simulateTermination() }
    isTerminated = true
  }

  /// Launches the app again from its app folder, on the same device, with the same ``sandbox``: the files and
  /// `UserDefaults` the last run left are there, as on iOS. The delegates are made anew from their registered
  /// classes (`DelegateClassRegistry`). An app still running is terminated first.
  ///
  /// Throws for an app launched from a storyboard or a view controller: "only an app launched from an app folder can
  /// be launched again".
  public func relaunch() throws -> SegueApp {
    guard let folder = appFolder else {
      throw SegueAppError.launch("only an app launched from an app folder can be launched again")
    }
    if !isTerminated { try terminate() }
    return try SegueApp.launch(appFolder: folder, device: launchDevice, sandbox: sandbox)
  }
}
