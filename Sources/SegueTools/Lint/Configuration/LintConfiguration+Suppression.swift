public import StoryboardFormat

extension LintConfiguration {
  /// One suppressed finding: a rule on one object (by its id, which Interface Builder keeps when it
  /// saves), optionally only in the files that match a glob.
  ///
  /// ```yaml
  /// suppress:
  ///   - rule: unreachable-scene
  ///     object: "aBc-12-xYz"
  ///     file: "**/Onboarding.storyboard"
  ///     reason: "Instantiated by the onboarding module"
  /// ```
  public struct Suppression: Sendable, Equatable {
    /// The rule, or `nil` for every rule (`all` in the file).
    public var rule: DiagnosticCode?
    /// The id of the object the finding concerns (``Diagnostic/objectID``).
    public var object: String
    /// A glob of the files it applies to (meaning as in `exclude`); `nil` for any file.
    public var file: String?
    /// Why, for whoever reads the configuration; not used.
    public var reason: String?
    /// The folder of the configuration file the entry comes from.
    public var baseDirectory: String

    public init(
      rule: DiagnosticCode?, object: String, file: String? = nil, reason: String? = nil, baseDirectory: String = "."
    ) {
      self.rule = rule
      self.object = object
      self.file = file
      self.reason = reason
      self.baseDirectory = baseDirectory
    }

    public func matches(_ diagnostic: Diagnostic) -> Bool {
      (rule == nil || rule == diagnostic.code) && diagnostic.objectID == object
        && (file.map { LintConfiguration.matches($0, diagnostic.location.file, base: baseDirectory) } ?? true)
    }

    static let keys = ["rule", "object", "file", "reason"]

    /// Reads the `suppress:` list.
    static func parse(_ value: Any, path: String, baseDirectory: String) throws(Problem) -> [Suppression] {
      let expected = "'suppress' must be a list of mappings with 'rule', 'object' and optionally 'file' and 'reason'"
      guard let entries = value as? [Any] else { throw Problem(description: "\(path): \(expected)") }
      var result: [Suppression] = []
      for (index, entry) in entries.enumerated() {
        let position = "suppress entry \(index + 1)"
        guard let fields = entry as? [String: Any] else { throw Problem(description: "\(path): \(expected)") }
        for key in fields.keys.sorted() where !keys.contains(key) {
          throw Problem(
            description: "\(path): \(position) has unknown key '\(key)'; expected 'rule', 'object', 'file' or 'reason'")
        }
        guard let rule = fields["rule"] as? String else {
          throw Problem(description: "\(path): \(position) needs a 'rule'")
        }
        let code = rule == "all" ? nil : try LintConfiguration.checkRule(rule, path: path)
        // An id such as 123 or 1e5 reads as a number in YAML; take it as written.
        guard let objectValue = fields["object"],
          let object = (objectValue as? String) ?? (objectValue as? Int).map(String.init)
        else {
          throw Problem(description: "\(path): \(position) needs an 'object' (the object's id; quote it)")
        }
        let file = fields["file"]
        if file != nil, !(file is String) {
          throw Problem(description: "\(path): \(position) 'file' must be a glob pattern")
        }
        result.append(
          Suppression(
            rule: code, object: object, file: file as? String, reason: fields["reason"] as? String,
            baseDirectory: baseDirectory))
      }
      return result
    }
  }
}
