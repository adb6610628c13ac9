/// Dispatches the system Back to the callbacks an activity (or its fragments) registered, newest first.
///
/// Mirrors `androidx.activity.OnBackPressedDispatcher`: the most recently added *enabled* callback handles Back;
/// with none enabled the fallback (the platform's `onBackPressed`) runs. A callback added with a life-cycle owner
/// is active only while the owner is at least STARTED and is removed when the owner is destroyed.
@preconcurrency @MainActor
public final class OnBackPressedDispatcher {
  private var callbacks: [(callback: OnBackPressedCallback, owner: (any LifecycleOwner)?)] = []
  private let fallback: @MainActor () -> Void

  init(fallback: @escaping @MainActor () -> Void) {
    self.fallback = fallback
  }

  /// AndroidX's `addCallback(OnBackPressedCallback)`.
  public func addCallback(_ onBackPressedCallback: OnBackPressedCallback) {
    add(onBackPressedCallback, owner: nil)
  }

  /// AndroidX's `addCallback(LifecycleOwner, OnBackPressedCallback)`.
  public func addCallback(_ owner: any LifecycleOwner, _ onBackPressedCallback: OnBackPressedCallback) {
    guard owner.lifecycle.currentState != .DESTROYED else { return }
    add(onBackPressedCallback, owner: owner)
    owner.lifecycle.addObserver(
      OwnerWatch { [weak self, weak onBackPressedCallback] event in
        if event == .ON_DESTROY, let onBackPressedCallback { self?.remove(onBackPressedCallback) }
      })
  }

  /// AndroidX's `hasEnabledCallbacks()`.
  public func hasEnabledCallbacks() -> Bool { callbacks.contains { isActive($0) } }

  /// AndroidX's `onBackPressed()`.
  public func onBackPressed() {
    if let handler = callbacks.last(where: isActive) {
      handler.callback.handleOnBackPressed()
    } else {
      fallback()
    }
  }

  private func add(_ callback: OnBackPressedCallback, owner: (any LifecycleOwner)?) {
    callbacks.append((callback, owner))
    callback.dispatcher = self
  }

  func remove(_ callback: OnBackPressedCallback) {
    callbacks.removeAll { $0.callback === callback }
  }

  private func isActive(_ entry: (callback: OnBackPressedCallback, owner: (any LifecycleOwner)?)) -> Bool {
    entry.callback.isEnabled && (entry.owner?.lifecycle.currentState.isAtLeast(.STARTED) ?? true)
  }

  private final class OwnerWatch: LifecycleEventObserver {
    let onEvent: @MainActor (Lifecycle.Event) -> Void
    init(_ onEvent: @escaping @MainActor (Lifecycle.Event) -> Void) { self.onEvent = onEvent }
    func onStateChanged(_ source: any LifecycleOwner, _ event: Lifecycle.Event) { onEvent(event) }
  }
}

/// A handler of the system Back. AndroidX's `OnBackPressedCallback`: subclass it and override
/// ``handleOnBackPressed()``, or pass a closure.
@preconcurrency @MainActor
open class OnBackPressedCallback {
  /// AndroidX's `isEnabled`.
  public var isEnabled: Bool
  weak var dispatcher: OnBackPressedDispatcher?
  private let handler: (@MainActor (OnBackPressedCallback) -> Void)?

  /// AndroidX's `OnBackPressedCallback(boolean enabled)`.
  public init(_ enabled: Bool) {
    isEnabled = enabled
    handler = nil
  }

  /// Kotlin's `onBackPressedDispatcher.addCallback(this) { … }` form: the closure handles Back.
  public init(_ enabled: Bool, _ handleOnBackPressed: @escaping @MainActor (OnBackPressedCallback) -> Void) {
    isEnabled = enabled
    handler = handleOnBackPressed
  }

  /// AndroidX's `handleOnBackPressed()`.
  open func handleOnBackPressed() { handler?(self) }

  /// AndroidX's `remove()`.
  public func remove() { dispatcher?.remove(self) }
}
