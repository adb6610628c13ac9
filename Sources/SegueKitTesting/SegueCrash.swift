public import Testing

/// What an app that crashed in an exit test left on standard error: the trap's message and the driver's steps that
/// led there.
///
/// Not in UIKit. A trap in app code (`fatalError`, an index out of range, a failed `!`) ends the process, and with it
/// every test of the run; Swift Testing's exit tests run a test's body in a child process instead, so the trap fails
/// that test only. Opt in per test: the child process costs about a launch of the test binary (measured in
/// `Documentation/porting.md`, "Crash isolation").
///
/// ```swift
/// @Test func checkoutDoesNotCrash() async {
///   let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
///     try await MainActor.run {
///       let app = try SegueApp.launch(appFolder: PortedApp.appFolder)
///       try app.tap("Grinder")
///       try app.tap("Buy")
///     }
///   }
///   SegueCrash.record(result)  // "the app crashed: Fatal error: Index out of range; steps: launch 'Shop', …"
/// }
/// ```
public struct SegueCrash: Sendable, Equatable, CustomStringConvertible {
  /// The trap's message as Swift printed it (`Fatal error: Index out of range`, `App/Cart.swift:12: Fatal error: …`).
  public let message: String
  /// The driver's steps up to the crash, the one that crashed last.
  public let steps: [String]

  /// The crash that standard error (`ExitTest.Result.standardErrorContent`) tells of, or `nil` when the child exited
  /// normally or `result` is `nil`.
  public init?(_ result: ExitTest.Result?) {
    guard let result else { return nil }
    if case .exitCode(0) = result.exitStatus { return nil }
    self.init(standardError: String(decoding: result.standardErrorContent, as: UTF8.self))
  }

  /// The crash that `standardError`'s text tells of.
  public init(standardError: String) {
    let lines = standardError.split(separator: "\n", omittingEmptySubsequences: true)
    steps = lines.compactMap { line in
      line.hasPrefix(SegueApp.stepPrefix) ? String(line.dropFirst(SegueApp.stepPrefix.count)) : nil
    }
    let traps = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]
    message =
      lines.first { line in traps.contains { line.contains($0) } }.map(String.init)
      ?? "the process ended without a Swift error message"
  }

  public var description: String {
    "the app crashed: \(message); steps: \(steps.isEmpty ? "none" : steps.joined(separator: ", "))"
  }

  /// Records an issue naming the crash and its steps when `result` tells of one.
  public static func record(_ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let crash = SegueCrash(result) else { return }
    Issue.record(Comment(rawValue: crash.description), sourceLocation: sourceLocation)
  }
}
