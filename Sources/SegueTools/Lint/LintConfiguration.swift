import Foundation
public import StoryboardFormat
import Yams

/// The `.segue-lint.yml` configuration: rule levels, excluded paths, per-path rule levels and
/// suppressed findings.
///
/// ```yaml
/// rules:
///   show-outside-navigation: error     # re-level: error, warning, note
///   manual-segue-without-identifier: off
///   unreachable-scene: on              # on = the rule's default level
/// exclude:
///   - "**/Pods/**"
///   - "Legacy/*.storyboard"            # relative to the configuration file's folder
/// paths:                               # rule levels for some files; later entries win
///   "Legacy/**":
///     rules:
///       unreachable-scene: off
/// suppress:                            # single findings, by the object's id
///   - rule: unreachable-scene
///     object: "aBc-12-xYz"             # the id Interface Builder keeps across saves
///     file: "App/Base.lproj/Main.storyboard"   # optional glob; default: any file
///     reason: "Instantiated by the onboarding module"   # optional, for readers
/// ```
///
/// Interface Builder drops XML comments when it saves a storyboard, so findings are suppressed by what
/// it keeps: the object id (in `suppress`) or a marker in the object's label (Document Outline ▸
/// Label, the `userLabel` attribute): `Checkout segue-lint:disable=unreachable-scene` (several rules
/// separated by commas, `all` for every rule). A marker on a scene's controller covers everything in
/// the scene, its segues included.
///
/// Each linted file uses the nearest `.segue-lint.yml` in its folder or above; a configuration in a
/// folder below another is layered on it: what the inner one sets wins for the files below it, the rest
/// is inherited (see ``discover(for:)``). `segue lint --config FILE` uses one file for everything.
///
/// Unknown keys, unknown rule ids and unknown levels are errors, so a typo never silently disables
/// nothing.
public struct LintConfiguration: Sendable, Equatable {
  public enum Level: String, Sendable, Equatable, CaseIterable {
    case error, warning, note, off, on
  }

  /// Rule id → level; rules not listed run at their default level.
  public var levels: [DiagnosticCode: Level]
  /// Glob patterns of storyboard paths to leave out (`*`, `?`, `**`).
  public var exclude: [String]
  /// The folder relative exclude patterns start from.
  public var baseDirectory: String
  /// Rule levels for the files that match a pattern, applied after ``levels`` in order.
  public var paths: [PathRules]
  /// Findings that are not reported.
  public var suppress: [Suppression]
  /// Configurations of folders below this one, each applying to the files below its
  /// ``baseDirectory`` on top of this one.
  public var nested: [LintConfiguration]

  public init(
    levels: [DiagnosticCode: Level] = [:], exclude: [String] = [], baseDirectory: String = ".", paths: [PathRules] = [],
    suppress: [Suppression] = [], nested: [LintConfiguration] = []
  ) {
    self.levels = levels
    self.exclude = exclude
    self.baseDirectory = baseDirectory
    self.paths = paths
    self.suppress = suppress
    self.nested = nested
  }

  /// The file name looked for beside and above each linted storyboard.
  public static let fileName = ".segue-lint.yml"

  /// A configuration that cannot be used, with what is wrong and where.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// Reads a configuration file; its folder becomes the base of relative patterns.
  public static func load(path: String) throws(Problem) -> LintConfiguration {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw Problem(description: "\(path): cannot read the configuration file")
    }
    return try parse(text, path: path, baseDirectory: LintPath.folder(of: path))
  }

  static let keys = ["rules", "exclude", "paths", "suppress"]

  public static func parse(_ text: String, path: String, baseDirectory: String) throws(Problem) -> LintConfiguration {
    let loaded: Any?
    let node: Node?
    do {
      loaded = try Yams.load(yaml: text)
      node = try Yams.compose(yaml: text)
    } catch {
      throw Problem(description: "\(path): not valid YAML: \(error)")
    }
    var configuration = LintConfiguration(baseDirectory: baseDirectory.isEmpty ? "." : baseDirectory)
    guard let loaded else { return configuration }
    guard let root = loaded as? [String: Any] else {
      throw Problem(description: "\(path): expected a mapping with 'rules', 'exclude', 'paths' or 'suppress'")
    }
    for key in root.keys.sorted() where !keys.contains(key) {
      throw Problem(description: "\(path): unknown key '\(key)'; expected 'rules', 'exclude', 'paths' or 'suppress'")
    }
    if let rules = root["rules"] {
      configuration.levels = try parseLevels(rules, path: path, key: "rules")
    }
    if let exclude = root["exclude"] {
      guard let patterns = (exclude as? [Any])?.compactMap({ $0 as? String }),
        patterns.count == (exclude as? [Any])?.count
      else {
        throw Problem(description: "\(path): 'exclude' must be a list of glob patterns")
      }
      configuration.exclude = patterns
    }
    if let paths = root["paths"] {
      // The mapping's order decides which entry wins; `Yams.load` gives an unordered dictionary.
      let order = node?["paths"]?.mapping?.keys.compactMap(\.string) ?? []
      configuration.paths = try PathRules.parse(
        paths, order: order, path: path, baseDirectory: configuration.baseDirectory)
    }
    if let suppress = root["suppress"] {
      configuration.suppress = try Suppression.parse(suppress, path: path, baseDirectory: configuration.baseDirectory)
    }
    return configuration
  }

  /// Reads a `rules:` mapping of rule ids to levels.
  static func parseLevels(_ value: Any, path: String, key: String) throws(Problem) -> [DiagnosticCode: Level] {
    guard let rules = value as? [String: Any] else {
      throw Problem(description: "\(path): '\(key)' must map rule ids to error, warning, note, off or on")
    }
    var levels: [DiagnosticCode: Level] = [:]
    for (id, value) in rules.sorted(by: { $0.key < $1.key }) {
      let rule = try checkRule(id, path: path)
      let word: String? =
        switch value {
        case let text as String: text
        case let flag as Bool: flag ? "on" : "off"  // YAML reads a bare `off`/`on` as a boolean
        default: nil
        }
      guard let word, let level = Level(rawValue: word) else {
        throw Problem(description: "\(path): rule '\(id)' has level '\(value)'; use error, warning, note, off or on")
      }
      levels[rule] = level
    }
    return levels
  }

  /// The rule `id` names, as the configuration file spells it; throws unless it names one, suggesting the nearest.
  @discardableResult
  static func checkRule(_ id: String, path: String) throws(Problem) -> DiagnosticCode {
    let code = DiagnosticCode(rawValue: id)
    guard LintRules.rule(code) == nil else { return code }
    let suggestion =
      closest(to: id, among: LintRules.all.map(\.id.rawValue)).map { ". Did you mean '\($0)'?" } ?? ""
    throw Problem(description: "\(path): unknown rule '\(id)'\(suggestion)")
  }

  /// The severity a finding of `rule` gets, or `nil` when the rule is off (levels only, whatever the file).
  public func severity(of rule: DiagnosticCode, reported: Diagnostic.Severity) -> Diagnostic.Severity? {
    Self.apply(levels[rule], to: reported)
  }

  /// The severity a finding of `rule` in `file` gets, or `nil` when the rule is off there: the innermost
  /// nested configuration that sets the rule for the file wins, then this one's ``paths`` (last match
  /// first), then its ``levels``.
  public func severity(of rule: DiagnosticCode, reported: Diagnostic.Severity, file: String) -> Diagnostic.Severity? {
    Self.apply(level(of: rule, file: file), to: reported)
  }

  func level(of rule: DiagnosticCode, file: String) -> Level? {
    for child in nested.reversed() where child.contains(file) {
      if let level = child.level(of: rule, file: file) { return level }
    }
    for entry in paths.reversed() where entry.levels[rule] != nil && entry.matches(file) {
      return entry.levels[rule]
    }
    return levels[rule]
  }

  private static func apply(_ level: Level?, to reported: Diagnostic.Severity) -> Diagnostic.Severity? {
    switch level {
    case nil, .on: reported
    case .off: nil
    case .error: .error
    case .warning: .warning
    case .note: .note
    }
  }

  /// False only when no file can have the rule on: it is off here and nothing turns it on for some path.
  public func isEnabled(_ rule: DiagnosticCode) -> Bool {
    levels[rule] != .off || paths.contains { $0.levels[rule].map { $0 != .off } ?? false }
      || nested.contains { $0.mentions(rule) }
  }

  private func mentions(_ rule: DiagnosticCode) -> Bool {
    levels[rule].map { $0 != .off } ?? false || paths.contains { $0.levels[rule].map { $0 != .off } ?? false }
      || nested.contains { $0.mentions(rule) }
  }

  /// True when `path` matches an exclude pattern here or in a nested configuration that contains it.
  /// Patterns with a `/` match the path relative to ``baseDirectory`` (or as given, when it is not below
  /// it); others match any path component.
  public func isExcluded(_ path: String) -> Bool {
    if exclude.contains(where: { Self.matches($0, path, base: baseDirectory) }) { return true }
    return nested.contains { $0.contains(path) && $0.isExcluded(path) }
  }

  /// True when a ``suppress`` entry here or in a nested configuration that contains the file matches.
  public func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
    if suppress.contains(where: { $0.matches(diagnostic) }) { return true }
    return nested.contains { $0.contains(diagnostic.location.file) && $0.isSuppressed(diagnostic) }
  }

  /// True when `file` lies in this configuration's folder or below it.
  func contains(_ file: String) -> Bool { LintPath.isInside(file, baseDirectory) }

  /// The glob semantics of every pattern in the file: with a `/`, against the path relative to `base`;
  /// without, against any one component.
  static func matches(_ pattern: String, _ path: String, base: String) -> Bool {
    let relative = Glob.relativePath(path, to: base)
    if pattern.contains("/") { return Glob.matches(pattern, relative) }
    return relative.split(separator: "/").contains { Glob.matches(pattern, String($0)) }
  }

  private static func closest(to word: String, among candidates: [String]) -> String? {
    candidates.min { distance(word, $0) < distance(word, $1) }.flatMap {
      distance(word, $0) <= max(2, word.count / 3) ? $0 : nil
    }
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
