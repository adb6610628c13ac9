/// What one action did, as a driver reports it to the explorer.
///
/// Not in UIKit or Android.
public enum StepOutcome: Sendable {
  /// The action ran; `events` are what the runtime reported during it (console warnings, leaks).
  case applied(events: [StepEvent])
  /// The action could not run here (the element is gone, the sheet refuses the swipe); the state did not change.
  case notApplicable(reason: String)
  /// The platform raised an exception: on a device the app would have crashed. The app must be relaunched.
  case crashed(name: String, reason: String)
  /// The actions since launch are a sequence known to stop the process with a Swift runtime trap (`fatalError`, an
  /// index out of range, a force-unwrapped `nil`); `message` is what the runtime printed. The app must be relaunched.
  case trapped(message: String, location: String?)
}

/// Something the runtime reported during a step.
public enum StepEvent: Hashable, Sendable {
  /// A message the platform only logs (UIKit's "Attempt to present … while a presentation is in progress").
  case consoleWarning(String)
  /// A controller (activity, fragment) that left the hierarchy during the step and is still alive after the main
  /// queue drained; `owners` is the chain of strong references found to it, when one was found.
  case leak(name: String, viewAlive: Bool, owners: String?)
  /// A controller on screen after the step whose last appearance callback is not `viewDidAppear(_:)`
  /// (`appeared: true`), or one that left the screen whose last is not `viewDidDisappear(_:)`; `last` names the last
  /// callback it got, if any.
  case lifeCycleViolation(name: String, appeared: Bool, last: String?)
  /// An Android activity or fragment whose callback broke the platform's life-cycle order (`onResume()` while
  /// CREATED), or a resumed activity not on top; `rule` is the rule broken, with its source.
  case lifeCycleOrder(name: String, problem: String, rule: String)
}
