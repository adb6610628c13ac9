public import Foundation

extension NSPredicate {
  /// A predicate from a format string, for the comparisons of the evaluated object itself that apps write to
  /// validate text: `SELF MATCHES %@` (a regular expression matching the whole string), `SELF CONTAINS %@`,
  /// `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?` wildcards), `==` and `!=`, each with the `[c]` (case-insensitive)
  /// and `[d]` (diacritic-insensitive) options.
  ///
  /// Foundation's `NSPredicate(format:_:)` parses the whole predicate language; swift-corelibs-foundation has none
  /// of it (predicates there are closures). Any other format makes a predicate that evaluates to `false`, rather
  /// than stopping the app.
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    let comparison = SelfComparison(format: predicateFormat, arguments: args.map { "\($0)" })
    self.init { object, _ in
      guard let comparison, let text = object as? String ?? (object as? NSString).map({ String($0) }) else {
        return false
      }
      return comparison.matches(text)
    }
  }
}

/// `SELF <operator>[options] %@`, the one form of predicate format SegueKit evaluates.
struct SelfComparison {
  let operation: String
  let options: String.CompareOptions
  let argument: String

  init?(format: String, arguments: [String]) {
    let words = format.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard words.count == 3, words[0].uppercased() == "SELF", let argument = Self.argument(words[2], arguments) else {
      return nil
    }
    var operation = words[1].uppercased()
    var options: String.CompareOptions = []
    if let bracket = operation.firstIndex(of: "["), operation.hasSuffix("]") {
      let flags = operation[operation.index(after: bracket)..<operation.index(before: operation.endIndex)]
      if flags.contains("C") { options.insert(.caseInsensitive) }
      if flags.contains("D") { options.insert(.diacriticInsensitive) }
      operation = String(operation[..<bracket])
    }
    guard ["MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "==", "=", "!=", "<>"].contains(operation) else {
      return nil
    }
    self.operation = operation
    self.options = options
    self.argument = argument
  }

  /// `%@` takes the first argument; a quoted string is itself.
  private static func argument(_ word: String, _ arguments: [String]) -> String? {
    if word == "%@" { return arguments.first }
    if word.count >= 2, let quote = word.first, quote == "'" || quote == "\"", word.last == quote {
      return String(word.dropFirst().dropLast())
    }
    return nil
  }

  func matches(_ text: String) -> Bool {
    switch operation {
    case "MATCHES":
      return Self.wholeMatch(of: argument, in: text, caseInsensitive: options.contains(.caseInsensitive))
    case "CONTAINS": return text.range(of: argument, options: options) != nil
    case "BEGINSWITH": return text.range(of: argument, options: options.union(.anchored)) != nil
    case "ENDSWITH": return text.range(of: argument, options: options.union([.anchored, .backwards])) != nil
    case "LIKE":
      let pattern = NSRegularExpression.escapedPattern(for: argument)
        .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
      return Self.wholeMatch(of: pattern, in: text, caseInsensitive: options.contains(.caseInsensitive))
    case "!=", "<>": return text.compare(argument, options: options) != .orderedSame
    default: return text.compare(argument, options: options) == .orderedSame
    }
  }

  /// ICU's regular expression matching the whole string, as `MATCHES` does.
  private static func wholeMatch(of pattern: String, in text: String, caseInsensitive: Bool) -> Bool {
    guard
      let expression = try? NSRegularExpression(
        pattern: "^(?:\(pattern))$", options: caseInsensitive ? [.caseInsensitive] : [])
    else { return false }
    return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
