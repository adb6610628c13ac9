/// Something in an app's sources that `segue port` could not rewrite (an error: the port exits 1) or that the user
/// should know (a note), with the place in the original file.
public struct PortFinding: Error, Equatable, Sendable, CustomStringConvertible {
  /// Whether the port could not rewrite it (an error) or only tells about it (a note).
  public enum Severity: String, Sendable {
    case error, note
  }

  public var severity: Severity
  /// The file's path relative to its source folder's parent, as the report prints it.
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(_ severity: Severity, file: String, line: Int, column: Int, _ message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  init(_ severity: Severity, at place: PortLocation, _ message: String) {
    self.init(severity, file: place.file, line: place.line, column: place.column, message)
  }

  /// `file:line:column: error: message`, as compilers print it.
  public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
