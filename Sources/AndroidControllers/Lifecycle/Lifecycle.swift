/// The life-cycle state of an activity or fragment, with observers that see each event.
///
/// Mirrors AndroidX's `androidx.lifecycle.Lifecycle` (`LifecycleRegistry`): upward events (`ON_CREATE`, `ON_START`,
/// `ON_RESUME`) are dispatched after the owner's callback returns, downward ones (`ON_PAUSE`, `ON_STOP`,
/// `ON_DESTROY`) before it runs (<doc:AndroidBehaviour> §1.9). An observer added late is brought up to the current state with the
/// events it missed, as `LifecycleRegistry.addObserver` does.
@preconcurrency @MainActor
public final class Lifecycle {
  /// AndroidX's `Lifecycle.State`, ordered: `DESTROYED < INITIALIZED < CREATED < STARTED < RESUMED`.
  public enum State: Int, Comparable, Sendable, CaseIterable {
    case DESTROYED, INITIALIZED, CREATED, STARTED, RESUMED

    /// AndroidX's `isAtLeast(State)`.
    public func isAtLeast(_ state: State) -> Bool { self >= state }

    public static func < (lhs: State, rhs: State) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// AndroidX's `Lifecycle.Event`.
  public enum Event: String, Sendable, CaseIterable {
    case ON_CREATE, ON_START, ON_RESUME, ON_PAUSE, ON_STOP, ON_DESTROY, ON_ANY

    /// AndroidX's `getTargetState()`: the state the owner is in after the event.
    public var targetState: State {
      switch self {
      case .ON_CREATE, .ON_STOP: .CREATED
      case .ON_START, .ON_PAUSE: .STARTED
      case .ON_RESUME: .RESUMED
      case .ON_DESTROY: .DESTROYED
      case .ON_ANY: .INITIALIZED
      }
    }

    /// AndroidX's `Event.upTo(State)`.
    static func upTo(_ state: State) -> Event? {
      switch state {
      case .CREATED: .ON_CREATE
      case .STARTED: .ON_START
      case .RESUMED: .ON_RESUME
      default: nil
      }
    }
  }

  /// AndroidX's `getCurrentState()`.
  public private(set) var currentState: State = .INITIALIZED
  private unowned let owner: any LifecycleOwner
  private var observers: [any LifecycleObserver] = []

  init(owner: any LifecycleOwner) {
    self.owner = owner
  }

  /// AndroidX's `addObserver(LifecycleObserver)`: the observer first receives the events up to the current state.
  public func addObserver(_ observer: any LifecycleObserver) {
    observers.append(observer)
    guard currentState != .DESTROYED else { return }
    for state in State.allCases where state > .INITIALIZED && state <= currentState {
      if let event = Event.upTo(state) { Self.deliver(event, to: observer, from: owner) }
    }
  }

  /// AndroidX's `removeObserver(LifecycleObserver)`.
  public func removeObserver(_ observer: any LifecycleObserver) {
    observers.removeAll { $0 === observer }
  }

  /// Moves to the event's target state and tells every observer.
  func handleLifecycleEvent(_ event: Event) {
    currentState = event.targetState
    for observer in observers { Self.deliver(event, to: observer, from: owner) }
  }

  private static func deliver(_ event: Event, to observer: any LifecycleObserver, from owner: any LifecycleOwner) {
    (observer as? any LifecycleEventObserver)?.onStateChanged(owner, event)
    if let observer = observer as? any DefaultLifecycleObserver {
      switch event {
      case .ON_CREATE: observer.onCreate(owner)
      case .ON_START: observer.onStart(owner)
      case .ON_RESUME: observer.onResume(owner)
      case .ON_PAUSE: observer.onPause(owner)
      case .ON_STOP: observer.onStop(owner)
      case .ON_DESTROY: observer.onDestroy(owner)
      case .ON_ANY: break
      }
    }
  }
}
