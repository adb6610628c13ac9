import Foundation
import StoryboardFormat

/// The diffs of one `segue diff` run (one pair of files, or every pair of two folders or revisions), and how to show
/// them.
public struct DiffReport: Sendable {
  /// How Xcode's re-save noise is shown.
  public enum NoiseDisplay: String, Sendable, CaseIterable {
    /// With the other changes.
    case show
    /// In one line per file, after the other changes.
    case group
    /// Counted, not shown.
    case hide
  }

  /// The diffs, one per pair of files.
  public var diffs: [StoryboardDiff]

  public init(diffs: [StoryboardDiff]) {
    self.diffs = diffs
  }

  /// Whether any pair differs (noise included).
  public var hasChanges: Bool { diffs.contains { !$0.changes.isEmpty } }

  /// The report as text: per file a heading, one line per change (`+` added, `-` removed, `~` changed, `>` moved or
  /// reordered) and the noise as `noise` says; `ignoringFrames` drops frame-only changes; `colour` adds ANSI
  /// colours (for a terminal).
  public func text(noise: NoiseDisplay = .group, ignoringFrames: Bool = false, colour: Bool = false) -> String {
    var output = ""
    for diff in diffs where !diff.changes.isEmpty || !diff.diagnostics.isEmpty {
      let heading = diff.oldPath == diff.newPath ? diff.newPath : "\(diff.oldPath) → \(diff.newPath)"
      output += paint(heading, "1", colour) + "\n"
      for diagnostic in diff.diagnostics {
        output += "  \(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
      }
      var grouped: [DiffChange] = []
      var hidden = 0
      for change in diff.changes {
        if change.noise == .frame, ignoringFrames {
          hidden += 1
          continue
        }
        if change.noise == .resave, noise != .show {
          if noise == .group { grouped.append(change) } else { hidden += 1 }
          continue
        }
        output += "  " + line(change, colour: colour) + "\n"
      }
      if !grouped.isEmpty {
        let parts = grouped.map { $0.context == nil ? $0.summary : "\($0.object) \($0.kind.rawValue)" }
        output += "  " + paint("Xcode re-save: " + parts.joined(separator: "; "), "2", colour) + "\n"
      }
      if hidden > 0 {
        output +=
          "  " + paint("(\(hidden) re-save or frame change\(hidden == 1 ? "" : "s") not shown)", "2", colour)
          + "\n"
      }
    }
    return output
  }

  private func line(_ change: DiffChange, colour: Bool) -> String {
    switch change.kind {
    case .added: paint("+ " + change.summary, "32", colour)
    case .removed: paint("- " + change.summary, "31", colour)
    case .changed: paint("~ " + change.summary, "33", colour)
    case .moved, .reordered: paint("> " + change.summary, "36", colour)
    }
  }

  private func paint(_ text: String, _ code: String, _ colour: Bool) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The report as the JSON of `Documentation/diff-json.md` (schema version 1).
  public func json(noise: NoiseDisplay = .group, ignoringFrames: Bool = false) throws -> String {
    struct File: Encodable {
      var old: String
      var new: String
      var changes: [DiffChange]
      var hiddenChanges: Int
      var diagnostics: [Diagnostic]
    }
    struct Document: Encodable {
      var schemaVersion = 1
      var files: [File]
    }
    let files = diffs.map { diff in
      let kept = diff.changes.filter { change in
        !(change.noise == .frame && ignoringFrames) && !(change.noise == .resave && noise == .hide)
      }
      return File(
        old: diff.oldPath, new: diff.newPath, changes: kept, hiddenChanges: diff.changes.count - kept.count,
        diagnostics: diff.diagnostics)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(Document(files: files)), as: UTF8.self)
  }
}
