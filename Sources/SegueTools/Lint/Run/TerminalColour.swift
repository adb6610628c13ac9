/// Whether to colour output: `--color auto|always|never` against the terminal and the environment.
public enum TerminalColour: String, Sendable, CaseIterable {
  case auto, always, never

  /// `always` and `never` decide alone; `auto` colours only a terminal, and not when `NO_COLOR` is set
  /// to anything non-empty (no-color.org) or `TERM` is `dumb`.
  public func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}
