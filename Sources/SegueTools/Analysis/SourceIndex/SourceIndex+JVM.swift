import Foundation
import StoryboardFormat

// Kotlin and Java sources, for the Android rules: their classes with superclasses, their methods' names (what
// `android:onClick` finds) and their explicit intents (`Intent(this, DetailActivity::class.java)`,
// `new Intent(this, DetailActivity.class)`). A line scanner like the Swift one: a method belongs to the nearest
// class declared above it, and a declaration or call split over lines (a Kotlin primary constructor written one
// parameter a line) is not seen whole.
extension SourceIndex {
  // Immutable once built (`Regex` is not `Sendable` only because it caches its compiled program).
  nonisolated(unsafe) private static let kotlinClass =
    #/
    ^ (?: (?: public|internal|private|protected|open|abstract|final|sealed|data|inner|enum|annotation ) \s+ )*
    class \s+ ([A-Za-z_][A-Za-z0-9_]*) (?: <[^>]*> )? \s*
    (?: [A-Za-z@\ ]* \( (?: [^()] | \([^()]*\) )* \) )? \s*
    (?: : \s* ([A-Za-z_][A-Za-z0-9_.]*) )?
    /#
  nonisolated(unsafe) private static let javaClass =
    #/
    ^ (?: (?: public|private|protected|abstract|final|static ) \s+ )*
    class \s+ ([A-Za-z_][A-Za-z0-9_]*) (?: <[^>]*> )? (?: \s+ extends \s+ ([A-Za-z_][A-Za-z0-9_.]*) )?
    /#
  nonisolated(unsafe) private static let kotlinMethod = /\bfun\s+(?:<[^>]*>\s*)?([A-Za-z_][A-Za-z0-9_]*)\s*\(/
  nonisolated(unsafe) private static let javaMethod =
    #/
    ^ (?: (?: public|private|protected|static|final|synchronized|abstract ) \s+ )* (?: <[^>]*> \s+ )?
    [A-Za-z_][A-Za-z0-9_.<>\[\]]* \s+ ([a-z_][A-Za-z0-9_]*) \s* \( [^;]* $
    /#
  // The context argument: a name, `this@Outer`, `Outer.this`, or one call without nested parentheses.
  nonisolated(unsafe) private static let kotlinIntent =
    #/
    \b (?: Intent|setClass ) \s* \( \s* [A-Za-z0-9_.@]+ (?: \([^()]*\) )? \s* , \s*
    (?: [A-Za-z0-9_]+ \. )* ([A-Z][A-Za-z0-9_]*) ::class\.java \s* \)
    /#
  nonisolated(unsafe) private static let javaIntent =
    #/
    \b (?: Intent|setClass ) \s* \( \s* [A-Za-z0-9_.]+ (?: \([^()]*\) )? \s* , \s*
    (?: [A-Za-z0-9_]+ \. )* ([A-Z][A-Za-z0-9_]*) \.class \s* \)
    /#

  /// Adds one Kotlin or Java file.
  mutating func addJVMSource(_ text: String, language: Language, path: String) {
    let isKotlin = language == .kotlin
    var current: String?
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("//") || line.hasPrefix("*") || line.hasPrefix("/*") { continue }
      if let match = line.firstMatch(of: isKotlin ? Self.kotlinClass : Self.javaClass) {
        let name = String(match.1)
        current = name
        classes[name] = classes[name] ?? language
        if let parent = match.2 { superclasses[name] = String(parent.split(separator: ".").last ?? parent) }
      } else if let current, let match = line.firstMatch(of: isKotlin ? Self.kotlinMethod : Self.javaMethod) {
        methods[current, default: []].insert(String(match.1))
      }
      for match in rawLine.matches(of: isKotlin ? Self.kotlinIntent : Self.javaIntent) {
        let column = rawLine.distance(from: rawLine.startIndex, to: match.range.lowerBound) + 1
        explicitIntents.append(
          ExplicitIntentReference(
            className: String(match.1), location: SourceLocation(file: path, line: index + 1, column: column)))
      }
    }
  }
}
