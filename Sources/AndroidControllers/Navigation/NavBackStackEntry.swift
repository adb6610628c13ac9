/// One destination on a `NavController`'s back stack, with its arguments, its own life cycle and saved state:
/// AndroidX's `NavBackStackEntry`.
///
/// Its life cycle follows the rules of `NavController.updateBackStackLifecycle`: the top entry (and the graphs
/// holding it) is RESUMED; an entry under a floating window (a dialog destination) is STARTED; the rest CREATED;
/// a popped entry DESTROYED.
@preconcurrency @MainActor
public final class NavBackStackEntry: LifecycleOwner, @MainActor CustomStringConvertible {
  /// AndroidX's `getDestination()`. `setGraph` with a graph equal to the current one points the entry at the new
  /// graph's instance of its destination, as AndroidX's `internal set` does.
  ///
  /// Exempt from dynamic exclusivity checks: main-actor isolated, and read on every navigate and pop.
  @exclusivity(unchecked) public internal(set) var destination: NavDestination
  /// AndroidX's `getArguments()`: the destination's defaults with the navigation's arguments over them.
  public let arguments: Bundle?
  /// AndroidX's `getId()`: a unique id, which the fragment transaction of the entry is named by.
  public let id: String
  /// AndroidX's `getSavedStateHandle()`: values that survive the entry's re-creation; where results are passed back
  /// (`previousBackStackEntry?.savedStateHandle.set("key", value)`).
  public let savedStateHandle = SavedStateHandle()

  /// AndroidX's `getLifecycle()`.
  public private(set) lazy var lifecycle = Lifecycle(owner: self)

  init(destination: NavDestination, arguments: Bundle?, id: String) {
    self.destination = destination
    self.arguments = arguments
    self.id = id
  }

  /// Moves the life cycle to `state` one event at a time, as `LifecycleRegistry.setCurrentState` does.
  func move(to state: Lifecycle.State) {
    let lifecycle = self.lifecycle
    while lifecycle.currentState != state, lifecycle.currentState != .DESTROYED {
      let current = lifecycle.currentState
      let event: Lifecycle.Event
      if current < state {
        event = current == .INITIALIZED ? .ON_CREATE : current == .CREATED ? .ON_START : .ON_RESUME
      } else {
        event = current == .RESUMED ? .ON_PAUSE : current == .STARTED ? .ON_STOP : .ON_DESTROY
      }
      lifecycle.handleLifecycleEvent(event)
    }
  }

  /// `NavBackStackEntry(destination=…)`, in AndroidX's form: the class, the id and the destination.
  public var description: String { "NavBackStackEntry(\(id)) \(destination)" }
}
