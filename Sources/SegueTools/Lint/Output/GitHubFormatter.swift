import Foundation
import StoryboardFormat

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`.
public enum GitHubFormatter {
  /// One command per finding (notes become `::notice`), then the summary as a plain line unless
  /// `summary` is false.
  public static func format(_ report: LintReport, summary: Bool = true) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      let properties = [
        "file=\(property(diagnostic.location.file))", "line=\(diagnostic.location.line)",
        "col=\(diagnostic.location.column)",
        "title=\(property(diagnostic.code.description))",
      ]
      out += "::\(command) \(properties.joined(separator: ","))::\(data(diagnostic.message))\n"
    }
    return summary ? out + report.summary + "\n" : out
  }

  /// Escapes a command's message, as the Actions toolkit does.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes a property value: also `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
