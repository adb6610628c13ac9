/// Something in an app's sources that `segue port` could not rewrite (an error: the port exits 1) or that the user
/// should know (a note), with the place in the original file.
public struct PortFinding: Error, Equatable, Sendable, CustomStringConvertible {
  /// Whether the port could not rewrite it (an error) or only tells about it (a note).
  public enum Severity: String, Sendable {
    case error, note
  }

  /// Whether the port could not rewrite it, or only tells.
  public var severity: Severity
  /// The file's path: the source folder as given, then the path below it.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column (in UTF-8 bytes, as compilers count), from 1.
  public var column: Int
  /// What is wrong, and what to do.
  public var message: String

  /// A finding at `file:line:column`.
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
