/// Wall-clock timing for the tests that check a cost grows linearly.
public enum Timing {
  /// Runs `body` once and returns the seconds it took with its result.
  public static func seconds<T>(_ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
    let start = ContinuousClock.now
    let result = try body()
    let elapsed = ContinuousClock.now - start
    return (Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds), result)
  }
}
