/// The kinds of problems the explorer reports, each with a stable id (documented in Documentation/explore.md).
///
/// Not in UIKit or Android.
public enum FindingKind: String, Codable, Sendable, CaseIterable, Comparable {
  /// The platform raised an exception (UIKit's `NSInternalInconsistencyException`, Android's
  /// `IllegalStateException` …): on a device the app crashes.
  case platformException = "platform-exception"
  /// A Swift runtime trap in the app's code stopped the process (`segue explore` runs the app in a child process and
  /// restarts it without the trapping sequence).
  case swiftTrap = "swift-trap"
  /// The platform logged a warning (present while presenting, a view not in the window hierarchy, unbalanced
  /// appearance transitions …).
  case consoleWarning = "console-warning"
  /// A controller (activity, fragment) still alive after it left the hierarchy and the main queue drained.
  case leak
  /// A controller whose life-cycle callbacks broke the platform's order. iOS: on screen without `viewDidAppear(_:)`,
  /// or gone  /// from the screen without `viewDidDisappear(_:)` (a container that does not forward them).
  case lifeCycleViolation = "lifecycle-violation"
  /// A screen from which no action leads back to the launch screen.
  case deadEnd = "dead-end"
  /// A cycle of actions that makes a stack grow each time round.
  case unboundedGrowth = "unbounded-growth"
  /// A storyboard scene no exploration step ever showed.
  case unreachedScene = "unreached-scene"

  /// Whether the finding is an error (a crash) rather than a warning.
  public var isError: Bool { self == .platformException || self == .swiftTrap }

  /// One line on what the kind means, for SARIF's rule descriptions and the documentation.
  public var summary: String {
    switch self {
    case .platformException: "The platform raised an exception; the app would crash on a device."
    case .swiftTrap: "A Swift runtime trap in the app's code stopped the process."
    case .consoleWarning: "The platform logged a warning about the app's navigation."
    case .leak: "A screen is still alive after it was closed and the main queue drained."
    case .lifeCycleViolation: "A screen's life-cycle callbacks broke the platform's order."
    case .deadEnd: "A screen with no way back to the launch screen but killing the app."
    case .unboundedGrowth: "A cycle of actions makes a navigation stack grow without bound."
    case .unreachedScene: "A scene in the storyboards that exploration never showed."
    }
  }

  public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
