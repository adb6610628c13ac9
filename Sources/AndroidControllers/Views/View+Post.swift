// `View.post` and friends: work for the main looper, as a view's attached handler takes it (Android's `View.post`
// queues on the view's run queue until it is attached, then on the main looper; both end on the main thread in
// order, which is what is modelled here).
extension View {
  private static let mainHandler = Handler(Looper.getMainLooper())

  /// Android's `post(Runnable)`.
  @discardableResult
  public func post(_ action: Runnable) -> Bool { Self.mainHandler.post(action) }

  /// Android's `postDelayed(Runnable, long)`.
  @discardableResult
  public func postDelayed(_ action: Runnable, _ delayMillis: Int64) -> Bool {
    Self.mainHandler.postDelayed(action, delayMillis)
  }

  /// Android's `removeCallbacks(Runnable)`; returns true, as Android does once attached.
  @discardableResult
  public func removeCallbacks(_ action: Runnable) -> Bool {
    Self.mainHandler.removeCallbacks(action)
    return true
  }

  /// Kotlin's `view.post { … }`.
  @discardableResult
  public func post(_ body: @escaping @MainActor () -> Void) -> Bool { post(Runnable(body)) }
}
