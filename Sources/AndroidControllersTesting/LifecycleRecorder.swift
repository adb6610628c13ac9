internal import AndroidControllers

/// Records every life-cycle callback of activities and the application as `Class.callback` lines, in order.
///
/// Not in Android (compare Robolectric tests that log from each override): the runtime's observation hook sees
/// every callback, so an app's classes need no logging code.
@MainActor
final class LifecycleRecorder {
  /// A callback as it ran: the class of the object that ran it, by its simple name, and the callback.
  struct Event: Equatable {
    var className: String
    var callback: LifecycleCallback
  }

  private(set) var events: [Event] = []
  /// Checks the callbacks against the platform's order as they run.
  let checker = LifecycleChecker()
  /// Called when a process's `Application.onCreate()` returns, before any activity of the process is created.
  var applicationCreated: ((Application) -> Void)?

  init() {
    LifecycleObservation.observer = { [weak self] object, callback in
      guard let self else { return }
      events.append(Event(className: simpleClassName(of: object), callback: callback))
      checker.observe(object, callback)
      if callback == .onCreate(savedState: nil), let application = object as? Application {
        applicationCreated?(application)
      }
    }
  }

  /// The events as trace lines: `MainActivity.onCreate(null)`.
  func lines(from start: Int = 0) -> [String] {
    events[start...].map { "\($0.className).\($0.callback)" }
  }
}
