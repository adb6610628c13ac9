internal import EngineCore

/// A Java exception Android would throw, with the platform's class name and message text.
///
/// Not in Android (there, `Throwable` and its subclasses). Every misuse the runtime detects goes through one path,
/// as in SegueKit: by default it stops the process like an uncaught exception on the device (the `FATAL EXCEPTION:
/// main` crash); inside ``capture(_:)`` it is recorded instead, the throwing method returns without having changed
/// anything, and the runtime's methods do nothing until the capture returns. Swift cannot unwind the body itself:
/// capture one misuse per call.
///
/// ```swift
/// let thrown = AndroidException.capture { activity.startActivity(Intent(activity, Undeclared.self)) }
/// #expect(thrown.map(\.className) == ["android.content.ActivityNotFoundException"])
/// ```
public struct AndroidException: Error, Equatable, Sendable, CustomStringConvertible {
  /// The fully qualified exception class, e.g. `java.lang.IllegalStateException`.
  public let className: String
  /// The message (`getMessage()`), verbatim; `nil` when the platform throws without one.
  public let message: String?
  /// The cause's class and message as `Throwable.toString()` prints it, when the platform wraps one.
  public let cause: String?

  public init(_ className: String, _ message: String?, cause: String? = nil) {
    self.className = className
    self.message = message
    self.cause = cause
  }

  /// `Throwable.toString()`: the class name, then `: ` and the message when there is one.
  public var description: String {
    guard let message else { return className }
    return "\(className): \(message)"
  }

  /// Runs `body`, recording instead of throwing every Android exception thrown inside it; returns them in order.
  ///
  /// Not in Android.
  @MainActor
  public static func capture(_ body: () throws -> Void) rethrows -> [AndroidException] {
    try Channel.capture(body)
  }

  /// Whether the innermost capture has recorded an exception: the runtime's entry points then return at once.
  @MainActor static var isUnwinding: Bool { Channel.isUnwinding }

  /// Throws the exception: records it inside ``capture(_:)``, otherwise prints the crash and traps.
  @MainActor
  package static func raise(_ exception: AndroidException) {
    Channel.raise(exception)
  }

  @MainActor
  private enum Channel: ExceptionChannel {
    @exclusivity(unchecked) static var isUnwinding = false
    static var captureStack: [[AndroidException]] = []
  }
}

extension AndroidException {
  static func illegalState(_ message: String) -> Self { Self("java.lang.IllegalStateException", message) }
  static func illegalArgument(_ message: String) -> Self { Self("java.lang.IllegalArgumentException", message) }
  static func activityNotFound(_ message: String) -> Self { Self("android.content.ActivityNotFoundException", message) }
  static func androidRuntime(_ message: String) -> Self { Self("android.util.AndroidRuntimeException", message) }
  static func superNotCalled(_ message: String) -> Self { Self("android.util.SuperNotCalledException", message) }
}
