/// An object with a ``Lifecycle``: activities (`ComponentActivity`) and fragments. AndroidX's `LifecycleOwner`.
@preconcurrency @MainActor
public protocol LifecycleOwner: AnyObject {
  /// AndroidX's `getLifecycle()`.
  var lifecycle: Lifecycle { get }
}

/// AndroidX's `LifecycleObserver` marker.
@preconcurrency @MainActor
public protocol LifecycleObserver: AnyObject {}

/// AndroidX's `LifecycleEventObserver`: told every event.
@preconcurrency @MainActor
public protocol LifecycleEventObserver: LifecycleObserver {
  func onStateChanged(_ source: any LifecycleOwner, _ event: Lifecycle.Event)
}

/// AndroidX's `DefaultLifecycleObserver`: a method per event, each empty by default.
@preconcurrency @MainActor
public protocol DefaultLifecycleObserver: LifecycleObserver {
  func onCreate(_ owner: any LifecycleOwner)
  func onStart(_ owner: any LifecycleOwner)
  func onResume(_ owner: any LifecycleOwner)
  func onPause(_ owner: any LifecycleOwner)
  func onStop(_ owner: any LifecycleOwner)
  func onDestroy(_ owner: any LifecycleOwner)
}

extension DefaultLifecycleObserver {
  public func onCreate(_ owner: any LifecycleOwner) {}
  public func onStart(_ owner: any LifecycleOwner) {}
  public func onResume(_ owner: any LifecycleOwner) {}
  public func onPause(_ owner: any LifecycleOwner) {}
  public func onStop(_ owner: any LifecycleOwner) {}
  public func onDestroy(_ owner: any LifecycleOwner) {}
}
