/// Why `segue port` could not start: a usage error (exit 2).
public enum PortError: Error, CustomStringConvertible {
  case usage(String)

  /// `error: message`.
  public var description: String {
    switch self {
    case .usage(let message): "error: \(message)"
    }
  }
}
