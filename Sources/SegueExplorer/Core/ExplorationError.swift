/// Why an exploration could not run (the app does not launch), worded for the person reading the output.
///
/// Not in UIKit or Android.
public struct ExplorationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The explanation, one sentence without a final full stop.
  public let message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// `text` as a Swift string literal: quoted, with backslashes, quotes and line breaks escaped.
func swiftLiteral(_ text: String) -> String {
  var result = "\""
  for character in text {
    switch character {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.append(character)
    }
  }
  return result + "\""
}
