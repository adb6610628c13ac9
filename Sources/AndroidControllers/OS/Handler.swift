/// Posts work to the main looper, now or after a delay: Android's `android.os.Handler`, for runnables.
///
/// `post` runs the runnable on the next drain of the main queue, after the work already queued; `postDelayed` runs
/// it once the virtual clock has moved by the delay (a drain moves it, as Robolectric's paused looper does under
/// `idleFor`). ``removeCallbacks(_:)`` takes back what has not run. Messages (`sendMessage`, `what`) are not modelled.
///
/// ```swift
/// Handler(Looper.getMainLooper()).postDelayed({ self.startActivity(Intent(self, HomeActivity.self)) }, 2000)
/// ```
@preconcurrency @MainActor
public final class Handler {
  private final class Posted {
    let runnable: Runnable
    var timed: Int?
    var cancelled = false
    init(_ runnable: Runnable) { self.runnable = runnable }
  }

  /// The looper the handler posts to.
  public let looper: Looper
  private var pending: [Posted] = []

  /// Android's `Handler(Looper)`.
  public init(_ looper: Looper) { self.looper = looper }

  /// Android's `post(Runnable)`: runs `r` on the main looper's next turn. Returns true (the looper never quits).
  @discardableResult
  public func post(_ r: Runnable) -> Bool { postDelayed(r, 0) }

  /// Android's `postDelayed(Runnable, long)`: runs `r` once `delayMillis` of virtual time have passed.
  @discardableResult
  public func postDelayed(_ r: Runnable, _ delayMillis: Int64) -> Bool {
    let posted = Posted(r)
    pending.append(posted)
    let run: @MainActor () -> Void = { [weak self] in
      guard !posted.cancelled else { return }
      self?.pending.removeAll { $0 === posted }
      posted.runnable.run()
    }
    if delayMillis <= 0 {
      MainQueue.async(run)
    } else {
      posted.timed = MainQueue.schedule(after: Double(delayMillis) / 1000, run)
    }
    return true
  }

  /// Kotlin's `post { … }`: a runnable made from the closure.
  @discardableResult
  public func post(_ body: @escaping @MainActor () -> Void) -> Bool { post(Runnable(body)) }

  /// Kotlin's `postDelayed(delayMillis) { … }`.
  @discardableResult
  public func postDelayed(_ delayMillis: Int64, _ body: @escaping @MainActor () -> Void) -> Bool {
    postDelayed(Runnable(body), delayMillis)
  }

  /// Android's `removeCallbacks(Runnable)`: every pending post of `r` is taken back.
  public func removeCallbacks(_ r: Runnable) {
    for posted in pending where posted.runnable === r { cancel(posted) }
    pending.removeAll { $0.runnable === r }
  }

  /// Android's `removeCallbacksAndMessages(null)` (the only token modelled): everything pending is taken back.
  public func removeCallbacksAndMessages(_ token: AnyObject?) {
    for posted in pending { cancel(posted) }
    pending.removeAll()
  }

  /// Android's `hasCallbacks(Runnable)` (API 29).
  public func hasCallbacks(_ r: Runnable) -> Bool { pending.contains { $0.runnable === r } }

  private func cancel(_ posted: Posted) {
    posted.cancelled = true
    if let timed = posted.timed { MainQueue.cancel(timed) }
  }
}
