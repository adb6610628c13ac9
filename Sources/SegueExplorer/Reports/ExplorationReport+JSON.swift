public import Foundation

extension ExplorationReport {
  /// The report as JSON (schema in Documentation/explore.md): keys sorted, pretty printed, so equal reports give
  /// equal bytes.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// A report read back from ``json()``.
  public init(json data: Data) throws {
    self = try JSONDecoder().decode(ExplorationReport.self, from: data)
  }
}
