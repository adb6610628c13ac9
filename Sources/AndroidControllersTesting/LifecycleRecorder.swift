internal import AndroidControllers

/// Records every life-cycle callback of activities and the application as `Class.callback` lines, in order.
///
/// Not in Android (compare Robolectric tests that log from each override): the runtime's observation hook sees
/// every callback, so an app's classes need no logging code.
@MainActor
final class LifecycleRecorder {
  private(set) var events: [String] = []

  init() {
    LifecycleObservation.observer = { [weak self] object, callback in
      self?.events.append("\(simpleClassName(of: object)).\(callback)")
    }
  }
}
