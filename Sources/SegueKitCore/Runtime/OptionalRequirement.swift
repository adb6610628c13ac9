/// Calls of optional protocol requirements that return a value, as `segue port` rewrites them.
///
/// Not in UIKit. With the Objective-C runtime, `delegate?.shouldReturn?(self)` is `nil` when the conformer does not
/// implement `shouldReturn`; Linux has no `optional` requirements. The port makes the requirement plain, gives it a
/// default implementation that returns ``unimplemented(_:)``'s placeholder, and wraps each call in ``call(_:)``,
/// which is `nil` when the call reached such a default — so the caller sees what it would see on iOS:
///
/// ```swift
/// // @objc protocol TanInputDelegate { @objc optional func didTapReturn() -> Bool }, ported:
/// protocol TanInputDelegate { func didTapReturn() -> Bool }
/// extension TanInputDelegate { func didTapReturn() -> Bool { OptionalRequirement.unimplemented(false) } }
///
/// // if delegate?.didTapReturn?() ?? true { … }, ported:
/// if OptionalRequirement.call({ delegate?.didTapReturn() }) ?? true { … }
/// ```
public enum OptionalRequirement {
  /// Whether the innermost ``call(_:)`` reached a default implementation.
  private final class Reached: @unchecked Sendable {
    // Only the task that made it reads and writes it, synchronously inside `call`.
    var defaultImplementation = false
  }

  @TaskLocal private static var innermostCall: Reached?

  /// `placeholder`, noting that a conformer did not implement the requirement (the enclosing ``call(_:)`` is then
  /// `nil`).
  public static func unimplemented<Value>(_ placeholder: Value) -> Value {
    innermostCall?.defaultImplementation = true
    return placeholder
  }

  /// What `body` returns, or `nil` when it ran a default implementation made by the port (``unimplemented(_:)``).
  @discardableResult
  public static func call<Value>(_ body: () throws -> Value?) rethrows -> Value? {
    let reached = Reached()
    let value = try $innermostCall.withValue(reached) { try body() }
    return reached.defaultImplementation ? nil : value
  }
}
