import Foundation
public import StoryboardFormat

/// SARIF 2.1.0 (`runs[].tool.driver.rules`, `runs[].results[].locations[].physicalLocation`), the
/// format GitHub code scanning and many editors read.
public struct SARIFLog: Sendable, Codable, Equatable {
  public var schema = "https://json.schemastore.org/sarif-2.1.0.json"
  public var version = "2.1.0"
  public var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  public struct Run: Sendable, Codable, Equatable {
    public var tool: Tool
    public var results: [Result]
  }

  public struct Tool: Sendable, Codable, Equatable {
    public var driver: Driver
  }

  public struct Driver: Sendable, Codable, Equatable {
    public var name: String
    public var version: String
    public var rules: [Rule]
  }

  public struct Rule: Sendable, Codable, Equatable {
    public var id: DiagnosticCode
    public var shortDescription: Text
    public var fullDescription: Text
    public var defaultConfiguration: Configuration
  }

  public struct Configuration: Sendable, Codable, Equatable {
    public var level: String
  }

  public struct Text: Sendable, Codable, Equatable {
    public var text: String
  }

  public struct Result: Sendable, Codable, Equatable {
    public var ruleId: DiagnosticCode
    public var ruleIndex: Int
    public var level: String
    public var message: Text
    public var locations: [Location]
  }

  public struct Location: Sendable, Codable, Equatable {
    public var physicalLocation: PhysicalLocation
  }

  public struct PhysicalLocation: Sendable, Codable, Equatable {
    public var artifactLocation: ArtifactLocation
    public var region: Region
  }

  public struct ArtifactLocation: Sendable, Codable, Equatable {
    public var uri: String
  }

  public struct Region: Sendable, Codable, Equatable {
    public var startLine: Int
    public var startColumn: Int
  }

  /// Every known rule is listed (so `ruleIndex` is stable across runs), plus any unlisted decoder code found.
  public init(_ report: LintReport, version: String) {
    var rules = LintRules.all
    for code in Set(report.diagnostics.map(\.code)).sorted() where LintRules.rule(code) == nil {
      rules.append(LintRules.fallback(for: code))
    }
    let indexes = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let driver = Driver(
      name: "segue lint", version: version,
      rules: rules.map {
        Rule(
          id: $0.id, shortDescription: Text(text: $0.summary), fullDescription: Text(text: $0.explanation),
          defaultConfiguration: Configuration(level: $0.severity.rawValue))
      })
    let results = report.diagnostics.map { diagnostic in
      Result(
        ruleId: diagnostic.code, ruleIndex: indexes[diagnostic.code] ?? 0, level: diagnostic.severity.rawValue,
        message: Text(text: diagnostic.message),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: Self.uri(diagnostic.location.file)),
              region: Region(
                startLine: max(diagnostic.location.line, 1), startColumn: max(diagnostic.location.column, 1))))
        ])
    }
    runs = [Run(tool: Tool(driver: driver), results: results)]
  }

  public static func format(_ report: LintReport, version: String) -> String {
    LintJSON.encode(SARIFLog(report, version: version))
  }

  /// A relative path stays relative (percent-encoded); an absolute one becomes a `file://` URI.
  public static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
