public import StoryboardFormat

/// Compiler-style lines, `file:line:col: warning: message [rule]`, as Xcode and editors read them.
public enum XcodeFormatter {
  /// One line per finding, then the summary unless `summary` is false; ANSI colour (clang's) only when
  /// `colour` is true.
  public static func format(_ report: LintReport, colour: Bool, summary: Bool = true) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      out += line(diagnostic, colour: colour) + "\n"
    }
    return summary ? out + report.summary + "\n" : out
  }

  public static func line(_ diagnostic: Diagnostic, colour: Bool) -> String {
    let location = "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column):"
    let severity = "\(diagnostic.severity.rawValue):"
    guard colour else { return "\(location) \(severity) \(diagnostic.message) [\(diagnostic.code)]" }
    let tint =
      switch diagnostic.severity {
      case .error: "\u{1B}[1;31m"
      case .warning: "\u{1B}[1;35m"
      case .note: "\u{1B}[1;36m"
      }
    let bold = "\u{1B}[1m"
    let reset = "\u{1B}[0m"
    return
      "\(bold)\(location)\(reset) \(tint)\(severity)\(reset) \(bold)\(diagnostic.message)\(reset) [\(diagnostic.code)]"
  }
}
