public import StoryboardFormat

extension LintConfiguration {
  /// Rule levels for the storyboards that match a glob: `paths: { "Legacy/**": { rules: { … } } }`.
  public struct PathRules: Sendable, Equatable {
    /// A glob with the same meaning as in `exclude`: with a `/`, relative to ``baseDirectory``;
    /// without, matching any one path component (`Legacy` matches every file in a `Legacy` folder).
    public var pattern: String
    public var levels: [DiagnosticCode: Level]
    /// The folder of the configuration file the entry comes from.
    public var baseDirectory: String

    public init(pattern: String, levels: [DiagnosticCode: Level], baseDirectory: String = ".") {
      self.pattern = pattern
      self.levels = levels
      self.baseDirectory = baseDirectory
    }

    public func matches(_ file: String) -> Bool {
      LintConfiguration.matches(pattern, file, base: baseDirectory)
    }

    /// Reads the `paths:` mapping, in the file's order.
    static func parse(_ value: Any, order: [String], path: String, baseDirectory: String) throws(Problem) -> [PathRules]
    {
      guard let entries = value as? [String: Any] else {
        throw Problem(description: "\(path): 'paths' must map glob patterns to a mapping with 'rules'")
      }
      let ordered = order.filter { entries[$0] != nil } + entries.keys.filter { !order.contains($0) }.sorted()
      var result: [PathRules] = []
      for pattern in ordered {
        guard let settings = entries[pattern] as? [String: Any] else {
          throw Problem(description: "\(path): paths '\(pattern)' must be a mapping with 'rules'")
        }
        for key in settings.keys.sorted() where key != "rules" {
          throw Problem(description: "\(path): paths '\(pattern)' has unknown key '\(key)'; expected 'rules'")
        }
        let levels = try LintConfiguration.parseLevels(
          settings["rules"] ?? [String: Any](), path: path, key: "paths '\(pattern)' rules")
        result.append(PathRules(pattern: pattern, levels: levels, baseDirectory: baseDirectory))
      }
      return result
    }
  }
}
