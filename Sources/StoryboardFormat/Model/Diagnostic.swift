/// A problem found while decoding or resolving storyboards (or Android manifests, through AndroidFormat), with where
/// it is and what it concerns.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case note, warning, error

    public static func < (lhs: Self, rhs: Self) -> Bool {
      let order: [Self] = [.note, .warning, .error]
      return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
  }

  public var severity: Severity
  /// The kind of problem, such as ``DiagnosticCode/xmlMismatchedTag`` or ``DiagnosticCode/unknownSegueKind``.
  public var code: DiagnosticCode
  /// One sentence, the offending token in 'quotes'.
  public var message: String
  public var location: SourceLocation
  /// The storyboard object the problem concerns, when there is one.
  public var objectID: String?

  public init(
    severity: Severity, code: DiagnosticCode, message: String, location: SourceLocation, objectID: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
    self.objectID = objectID
  }

  /// Compiler style: `Main.storyboard:41:9: warning: message [code]`.
  public var description: String {
    let object = objectID.map { " (object '\($0)')" } ?? ""
    return "\(location): \(severity.rawValue): \(message)\(object) [\(code)]"
  }
}
