/// The app's main thread's message loop: Android's `android.os.Looper`.
///
/// There is one looper, the main one, and it is `MainQueue` (EngineCore's deferred main queue): messages run when the
/// queue is drained (``AndroidDevice`` steps, the testing driver's `onIdle()`), delayed ones when the virtual clock
/// reaches them. Nothing runs on other threads.
@preconcurrency @MainActor
public final class Looper {
  private init() {}

  private static let main = Looper()

  /// Android's `getMainLooper()`.
  public static func getMainLooper() -> Looper { main }
  /// Android's `myLooper()`: the main looper (code here always runs on the main thread).
  public static func myLooper() -> Looper? { main }
  /// Android's `isCurrentThread()`: true, the main thread is the only one.
  public func isCurrentThread() -> Bool { true }
}

/// A piece of work to run on a looper: Java's `java.lang.Runnable`. `Handler.removeCallbacks` finds it by identity,
/// as Android does.
@preconcurrency @MainActor
public final class Runnable {
  private let body: @MainActor () -> Void

  /// A runnable that runs `body`.
  public init(_ body: @escaping @MainActor () -> Void) { self.body = body }

  /// Java's `run()`.
  public func run() { body() }
}

/// Android's `SystemClock`, on the virtual clock.
@preconcurrency @MainActor
public enum SystemClock {
  /// Android's `uptimeMillis()`: whole milliseconds of `MainQueue`'s virtual clock, truncated as AOSP's
  /// `SystemClock.uptimeMillis` truncates its nanosecond clock (`uptimeNanos / NANOS_PER_MS`).
  public static func uptimeMillis() -> Int64 { Int64(MainQueue.uptimeNanoseconds / 1_000_000) }
}
