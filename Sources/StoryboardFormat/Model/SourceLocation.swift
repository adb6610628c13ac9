/// A position in a storyboard (or other XML) file: the file's path, a 1-based line and a 1-based column.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers and Xcode print.
  public var description: String { "\(file):\(line):\(column)" }
}
