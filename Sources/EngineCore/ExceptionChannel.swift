internal import Foundation

/// The one path a platform's exceptions take: recorded inside a capture, else printed and fatal, like an uncaught
/// exception on the device.
///
/// A runtime adopts it with an enum that holds the state (SegueKit's for `UIKitException`); the state lives in the
/// runtime's module because every entry point reads ``isUnwinding``, and a read across modules costs a call. After
/// a captured exception the channel is *unwinding* until the capture returns, and the runtime's entry points
/// return at once, as if the exception were unwinding the rest of the capture's body.
@MainActor
package protocol ExceptionChannel {
  associatedtype Exception: CustomStringConvertible
  /// Whether the innermost capture has recorded an exception.
  static var isUnwinding: Bool { get set }
  /// The exceptions recorded by each active capture, innermost last.
  static var captureStack: [[Exception]] { get set }
}

extension ExceptionChannel {
  /// Whether a capture is active.
  package static var isCapturing: Bool { !captureStack.isEmpty }

  /// Runs `body`, recording instead of raising every exception raised inside it; returns them in order.
  package static func capture(_ body: () throws -> Void) rethrows -> [Exception] {
    let outerIsUnwinding = isUnwinding
    isUnwinding = false
    captureStack.append([])
    defer { isUnwinding = outerIsUnwinding }
    do {
      try body()
    } catch {
      captureStack.removeLast()
      throw error
    }
    return captureStack.removeLast()
  }

  /// Raises `exception`: records it inside a capture, otherwise prints it and traps. Nothing happens while
  /// unwinding.
  package static func raise(_ exception: Exception) {
    guard !isUnwinding else { return }
    guard !captureStack.isEmpty else {
      var stream = StandardError()
      print(exception.description, to: &stream)
      fatalError(exception.description)
    }
    captureStack[captureStack.count - 1].append(exception)
    isUnwinding = true
  }
}
