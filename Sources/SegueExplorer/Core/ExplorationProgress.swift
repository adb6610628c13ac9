import Foundation

/// How far an exploration has got, told to ``Explorer/progress`` after each action: what `segue explore` shows on
/// its one updating line when standard error is a terminal.
///
/// Not in UIKit or Android.
public struct ExplorationProgress: Sendable, Equatable {
  /// The distinct states found so far.
  public var states: Int
  /// The actions performed so far, replays included.
  public var actions: Int
  /// The findings so far (before minimizing; the scenes never reached are counted at the end).
  public var findings: Int

  public init(states: Int, actions: Int, findings: Int) {
    self.states = states
    self.actions = actions
    self.findings = findings
  }

  /// `Exploring Shop: 18 states, 257 actions, 1 finding, 0.6 s`: the progress after `seconds`.
  public func line(app: String, seconds: Double) -> String {
    let findingsText = findings == 1 ? "1 finding" : "\(findings) findings"
    let statesText = states == 1 ? "1 state" : "\(states) states"
    let actionsText = actions == 1 ? "1 action" : "\(actions) actions"
    let time = seconds < 10 ? String(format: "%.1f", seconds) : String(Int(seconds))
    return "Exploring \(app): \(statesText), \(actionsText), \(findingsText), \(time) s"
  }
}
