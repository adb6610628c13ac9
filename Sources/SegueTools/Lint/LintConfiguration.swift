import Foundation
public import StoryboardFormat
import Yams

/// The `.segue-lint.yml` configuration: rule levels and excluded paths.
///
/// ```yaml
/// rules:
///   show-outside-navigation: error     # re-level: error, warning, note
///   manual-segue-without-identifier: off
///   unreachable-scene: on              # on = the rule's default level
/// exclude:
///   - "**/Pods/**"
///   - "Legacy/*.storyboard"            # relative to the configuration file's folder
/// ```
///
/// Unknown keys, unknown rule ids and unknown levels are errors, so a typo never silently disables
/// nothing.
public struct LintConfiguration: Sendable, Equatable {
  public enum Level: String, Sendable, Equatable, CaseIterable {
    case error, warning, note, off, on
  }

  /// Rule id → level; rules not listed run at their default level.
  public var levels: [String: Level]
  /// Glob patterns of storyboard paths to leave out (`*`, `?`, `**`).
  public var exclude: [String]
  /// The folder relative exclude patterns start from.
  public var baseDirectory: String

  public init(levels: [String: Level] = [:], exclude: [String] = [], baseDirectory: String = ".") {
    self.levels = levels
    self.exclude = exclude
    self.baseDirectory = baseDirectory
  }

  /// The file name looked for in the current directory.
  public static let fileName = ".segue-lint.yml"

  /// A configuration that cannot be used, with what is wrong and where.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// Reads a configuration file; its folder becomes the base of relative exclude patterns.
  public static func load(path: String) throws(Problem) -> LintConfiguration {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw Problem(description: "\(path): cannot read the configuration file")
    }
    return try parse(text, path: path, baseDirectory: FilePaths.folder(of: path))
  }

  public static func parse(_ text: String, path: String, baseDirectory: String) throws(Problem) -> LintConfiguration {
    let loaded: Any?
    do {
      loaded = try Yams.load(yaml: text)
    } catch {
      throw Problem(description: "\(path): not valid YAML: \(error)")
    }
    var configuration = LintConfiguration(baseDirectory: baseDirectory.isEmpty ? "." : baseDirectory)
    guard let loaded else { return configuration }
    guard let root = loaded as? [String: Any] else {
      throw Problem(description: "\(path): expected a mapping with 'rules' and 'exclude'")
    }
    for key in root.keys.sorted() where !["rules", "exclude"].contains(key) {
      throw Problem(description: "\(path): unknown key '\(key)'; expected 'rules' or 'exclude'")
    }
    if let rules = root["rules"] {
      guard let rules = rules as? [String: Any] else {
        throw Problem(description: "\(path): 'rules' must map rule ids to error, warning, note, off or on")
      }
      for (id, value) in rules.sorted(by: { $0.key < $1.key }) {
        guard LintRules.rule(id) != nil else {
          let suggestion = closest(to: id, among: LintRules.all.map(\.id)).map { ". Did you mean '\($0)'?" } ?? ""
          throw Problem(description: "\(path): unknown rule '\(id)'\(suggestion)")
        }
        let word: String? =
          switch value {
          case let text as String: text
          case let flag as Bool: flag ? "on" : "off"  // YAML reads a bare `off`/`on` as a boolean
          default: nil
          }
        guard let word, let level = Level(rawValue: word) else {
          throw Problem(description: "\(path): rule '\(id)' has level '\(value)'; use error, warning, note, off or on")
        }
        configuration.levels[id] = level
      }
    }
    if let exclude = root["exclude"] {
      guard let patterns = (exclude as? [Any])?.compactMap({ $0 as? String }), patterns.count == (exclude as? [Any])?.count
      else {
        throw Problem(description: "\(path): 'exclude' must be a list of glob patterns")
      }
      configuration.exclude = patterns
    }
    return configuration
  }

  /// The severity a finding of `rule` gets, or `nil` when the rule is off.
  public func severity(of rule: String, reported: Diagnostic.Severity) -> Diagnostic.Severity? {
    switch levels[rule] {
    case nil, .on: reported
    case .off: nil
    case .error: .error
    case .warning: .warning
    case .note: .note
    }
  }

  public func isEnabled(_ rule: String) -> Bool { levels[rule] != .off }

  /// True when `path` matches an exclude pattern. Patterns with a `/` match the path relative to
  /// ``baseDirectory`` (or as given, when it is not below it); others match any path component.
  public func isExcluded(_ path: String) -> Bool {
    guard !exclude.isEmpty else { return false }
    let relative = Glob.relativePath(path, to: baseDirectory)
    let components = relative.split(separator: "/").map(String.init)
    return exclude.contains { pattern in
      if pattern.contains("/") { return Glob.matches(pattern, relative) }
      return components.contains { Glob.matches(pattern, $0) }
    }
  }

  private static func closest(to word: String, among candidates: [String]) -> String? {
    candidates.min { distance(word, $0) < distance(word, $1) }.flatMap { distance(word, $0) <= max(2, word.count / 3) ? $0 : nil }
  }

  private static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.utf8)
    let b = Array(rhs.utf8)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
