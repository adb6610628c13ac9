import Foundation
public import SegueKit

/// Why a ``SegueApp`` step failed, worded for the person reading the test or script output.
///
/// Not in UIKit. The message names what was asked for and what was there instead
/// ("no element titled 'Buy' on screen; visible: 'Cancel', 'Done'").
public struct SegueAppError: Error, Equatable, Sendable, CustomStringConvertible {
  private enum Kind: Equatable, Sendable {
    case launch
    case element
    case navigation
    case settle
    case exception([UIKitException])
  }

  private let kind: Kind
  /// The explanation, one sentence without a final full stop.
  public let message: String

  private init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }

  /// The UIKit exceptions the step raised (empty for other failures).
  public var exceptions: [UIKitException] {
    if case .exception(let exceptions) = kind { return exceptions }
    return []
  }

  static func launch(_ message: String) -> SegueAppError { SegueAppError(.launch, message) }
  /// A step that found nothing to act on; `package`, for the command line's `segue run` session.
  package static func element(_ message: String) -> SegueAppError { SegueAppError(.element, message) }
  static func navigation(_ message: String) -> SegueAppError { SegueAppError(.navigation, message) }
  static func settle(_ message: String) -> SegueAppError { SegueAppError(.settle, message) }

  static func exceptions(_ exceptions: [UIKitException]) -> SegueAppError {
    let reasons = exceptions.map { "'\($0.name.rawValue)': \($0.reason)" }
    return SegueAppError(.exception(exceptions), "UIKit raised \(reasons.joined(separator: "; "))")
  }
}

/// Quotes a list of names for a message: `'Cancel', 'Done'`, or `nothing` when empty.
func quotedList(_ names: [String]) -> String {
  names.isEmpty ? "nothing" : names.map { "'\($0)'" }.joined(separator: ", ")
}
