public import Foundation

extension ExplorationReport {
  /// The findings as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), for code scanning: one
  /// rule per finding kind, one result per finding, a physical location when the finding has a file.
  public func sarif() throws -> Data {
    let rules: [[String: Any]] = FindingKind.allCases.map { kind in
      [
        "id": kind.rawValue,
        "shortDescription": ["text": kind.summary],
        "helpUri": "Documentation/explore.md#\(kind.rawValue)",
      ]
    }
    let results: [[String: Any]] = findings.map { finding in
      var message = finding.message
      if let detail = finding.detail { message += ". " + detail }
      if !finding.actions.isEmpty {
        message += ". Reproduce: " + finding.actions.map(\.description).joined(separator: ", ")
      }
      var result: [String: Any] = [
        "ruleId": finding.kind.rawValue,
        "level": finding.kind.isError ? "error" : "warning",
        "message": ["text": message],
      ]
      if let location = finding.location, let physical = Self.physicalLocation(location) {
        result["locations"] = [["physicalLocation": physical]]
      }
      return result
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": ["name": "segue explore", "informationUri": "Documentation/explore.md", "rules": rules]],
          "results": results,
        ]
      ],
    ]
    return try JSONSerialization.data(
      withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  /// `file:line:column` as a SARIF physical location.
  private static func physicalLocation(_ location: String) -> [String: Any]? {
    let parts = location.split(separator: ":")
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
      return nil
    }
    let file = parts.dropLast(2).joined(separator: ":")
    return ["artifactLocation": ["uri": file], "region": ["startLine": line, "startColumn": column]]
  }
}
