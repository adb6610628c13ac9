import Foundation
public import StoryboardFormat

/// Findings recorded once and not reported again, so a team can adopt lint on an existing app and fail
/// only on new findings (SwiftLint's `--baseline` / `--write-baseline`).
///
/// A finding is recorded as its rule, its file relative to the baseline file's folder, the id of the
/// object it concerns and its message, never its line: Interface Builder moves lines when it saves, and
/// object ids stay. Comparison counts duplicates (a multiset, as SwiftLint does): two recorded
/// findings excuse two identical ones, a third is new.
///
/// The file is JSON with sorted keys and sorted entries, so it diffs well:
/// ```json
/// {
///   "findings" : [
///     { "file" : "Base.lproj/Main.storyboard", "message" : "…", "objectID" : "aBc-12-xYz", "rule" : "unreachable-scene" }
///   ],
///   "version" : 1
/// }
/// ```
public struct LintBaseline: Sendable, Equatable, Codable {
  public var version = 1
  public var findings: [Finding]

  public struct Finding: Sendable, Hashable, Codable, Comparable {
    public var rule: DiagnosticCode
    /// Relative to the baseline file's folder (`..` steps when outside it).
    public var file: String
    public var objectID: String?
    public var message: String

    public init(rule: DiagnosticCode, file: String, objectID: String?, message: String) {
      self.rule = rule
      self.file = file
      self.objectID = objectID
      self.message = message
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.file, lhs.rule, lhs.objectID ?? "", lhs.message) < (rhs.file, rhs.rule, rhs.objectID ?? "", rhs.message)
    }
  }

  /// A baseline file that cannot be read or written.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
  }

  public init(findings: [Finding]) {
    self.findings = findings.sorted()
  }

  /// The findings of `report`, with files relative to `folder` (the baseline file's folder).
  public init(_ report: LintReport, folder: String) {
    self.init(findings: report.diagnostics.map { Self.finding($0, folder: folder) })
  }

  static func finding(_ diagnostic: Diagnostic, folder: String) -> Finding {
    Finding(
      rule: diagnostic.code, file: LintPath.relative(diagnostic.location.file, to: folder),
      objectID: diagnostic.objectID,
      message: diagnostic.message)
  }

  /// `report` without the findings this baseline records (each recorded finding excuses one), counted
  /// in ``LintReport/baselined``. `folder` is the baseline file's folder.
  public func filter(_ report: LintReport, folder: String) -> LintReport {
    var remaining: [Finding: Int] = [:]
    for finding in findings { remaining[finding, default: 0] += 1 }
    var filtered = report
    filtered.diagnostics = report.diagnostics.filter { diagnostic in
      let finding = Self.finding(diagnostic, folder: folder)
      guard let count = remaining[finding], count > 0 else { return true }
      remaining[finding] = count - 1
      return false
    }
    filtered.baselined += report.diagnostics.count - filtered.diagnostics.count
    return filtered
  }

  /// The stable text of the file: pretty JSON, keys and findings sorted, a final newline.
  public var text: String { LintJSON.encode(self) }

  public static func load(path: String) throws(Problem) -> LintBaseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(description: "\(path): cannot read the baseline file")
    }
    do {
      return try JSONDecoder().decode(LintBaseline.self, from: data)
    } catch {
      throw Problem(description: "\(path): not a segue lint baseline (expected JSON with 'version' and 'findings')")
    }
  }

  public func write(to path: String) throws(Problem) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Problem(description: "\(path): cannot write the baseline file")
    }
  }
}
