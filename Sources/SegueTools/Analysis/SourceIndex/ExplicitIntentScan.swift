public import StoryboardFormat

/// An explicit intent a Swift source names: `Intent(self, DetailActivity.self)` or
/// `intent.setClass(context, DetailActivity.self)`, with where it is written.
public struct ExplicitIntentReference: Sendable, Hashable {
  /// The activity class's simple name.
  public var className: String
  public var location: SourceLocation
}

extension SourceIndex {
  // Immutable once built (`Regex` is not `Sendable` only because it caches its compiled program).
  nonisolated(unsafe) private static let explicitIntent =
    /\b(?:Intent|setClass)\s*\(\s*[^(),]+,\s*([A-Z][A-Za-z0-9_]*)\.self\s*\)/.wordBoundaryKind(.simple)

  /// Records the explicit intents of one Swift file, line by line (a call split over lines is not seen).
  mutating func addExplicitIntents(_ text: String, path: String) {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard line.contains(".self"), !line.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") else { continue }
      for match in line.matches(of: Self.explicitIntent) {
        let column = line.distance(from: line.startIndex, to: match.range.lowerBound) + 1
        explicitIntents.append(
          ExplicitIntentReference(
            className: String(match.1), location: SourceLocation(file: path, line: index + 1, column: column)))
      }
    }
  }
}
