import Foundation
import Testing

/// The driver's log of steps, which a crash in an exit test leaves on standard error.
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
