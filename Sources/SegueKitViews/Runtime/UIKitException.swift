public import Foundation

/// An Objective-C exception UIKit would raise, with UIKit's name and reason text.
///
/// Not in UIKit (there, `NSException`). Every misuse SegueKit detects goes through one path: by default it
/// stops the process like an uncaught exception on iOS; inside ``capture(_:)`` it is recorded instead, the
/// raising method returns without having changed anything, and — as if the exception were unwinding the rest of
/// the capture's body — SegueKit's methods do nothing until the capture returns. Swift cannot unwind the body
/// itself: plain Swift code after the raise still runs, so capture one misuse per call.
///
/// ```swift
/// let exceptions = UIKitException.capture { nav.pushViewController(nav.topViewController!, animated: false) }
/// #expect(exceptions.map(\.reason) == ["Pushing the same view controller instance more than once ..."])
/// ```
public struct UIKitException: Error, Equatable, Sendable, CustomStringConvertible {
  /// The exception's name, e.g. `NSInvalidArgumentException`.
  public let name: NSExceptionName
  /// The exception's reason, verbatim.
  public let reason: String

  public init(name: NSExceptionName, reason: String) {
    self.name = name
    self.reason = reason
  }

  public var description: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }

  /// Runs `body`, recording instead of raising every UIKit exception raised inside it; returns them in order.
  ///
  /// Not in UIKit. The method that raised returns early without mutating the hierarchy, so the runtime stays
  /// consistent and the test can go on.
  @MainActor
  public static func capture(_ body: () throws -> Void) rethrows -> [UIKitException] {
    try Channel.capture(body)
  }

  /// Whether a ``capture(_:)`` scope is active.
  @MainActor public static var isCapturing: Bool { Channel.isCapturing }

  /// Whether the innermost capture has recorded an exception: UIKit would be unwinding the rest of its body, so
  /// SegueKit's entry points return at once (with `nil` or a placeholder where they must return something).
  @MainActor package static var isUnwinding: Bool { Channel.isUnwinding }

  /// Raises the exception: records it inside ``capture(_:)``, otherwise prints UIKit's crash line and traps.
  @MainActor
  package static func raise(_ name: NSExceptionName, _ reason: String) {
    Channel.raise(UIKitException(name: name, reason: reason))
  }

  @MainActor
  private enum Channel: ExceptionChannel {
    @exclusivity(unchecked) static var isUnwinding = false
    static var captureStack: [[UIKitException]] = []
  }
}

extension NSExceptionName {
  /// `NSInvalidArgumentException`.
  public static let invalidArgument = NSExceptionName(rawValue: "NSInvalidArgumentException")
  /// `NSInternalInconsistencyException`.
  public static let internalInconsistency = NSExceptionName(rawValue: "NSInternalInconsistencyException")
  /// `NSGenericException`.
  public static let generic = NSExceptionName(rawValue: "NSGenericException")
  /// `NSRangeException`.
  public static let range = NSExceptionName(rawValue: "NSRangeException")
  /// `UIViewControllerHierarchyInconsistencyException`.
  public static let viewControllerHierarchyInconsistency = NSExceptionName(
    rawValue: "UIViewControllerHierarchyInconsistencyException")
  /// `UIViewControllerHierarchyInconsistency` (the name UIKit uses for a presentation cycle on dismiss).
  public static let viewControllerHierarchyInconsistencyOnDismiss = NSExceptionName(
    rawValue: "UIViewControllerHierarchyInconsistency")
}
