import Foundation
import SegueKit
import Testing

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

extension SegueApp {
  /// How a step begins on standard error inside an exit test.
  nonisolated static let stepPrefix = "segue step: "

  /// Adds `name` to ``steps``; inside an exit test, writes it to standard error at once (a crash loses what is not
  /// written yet).
  func logStep(_ name: String) {
    steps.append(name)
    Self.announceStep(name)
  }

  /// Inside an exit test, writes the step `name` to standard error.
  static func announceStep(_ name: String) {
    if ExitTest.current != nil {
      FileHandle.standardError.write(Data((stepPrefix + name + "\n").utf8))
    }
  }
}
