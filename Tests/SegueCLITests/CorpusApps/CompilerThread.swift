import Foundation

/// Runs work that waits on compiler processes on a thread of its own, at most one per core at once, and awaits it.
///
/// Swift Testing runs tests on Swift's cooperative pool, which has one thread per core. A test that waited for a
/// compiler there would hold its thread for the whole compile, and the other tests would get none: with forty
/// corpus apps checked in parallel on two cores, the test run took several times its CPU time. The limit keeps as many
/// compilers running at once as before.
enum CompilerThread {
  private static let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))

  static func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread {
        slots.wait()
        defer { slots.signal() }
        continuation.resume(with: Swift.Result { try work() })
      }
      thread.start()
    }
  }
}
