/// Turns storyboard names and identifiers into Swift identifiers.
enum SwiftIdentifier {
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
    "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "do",
    "else", "fallthrough", "for", "if", "in", "return", "switch", "where", "while", "as", "catch", "false", "is",
    "nil", "self", "Self", "super", "throw", "throws", "true", "try", "repeat", "defer", "guard", "internal", "public",
    "private", "fileprivate", "open", "any", "some", "Type",
  ]

  /// `Show Product-2` → `ShowProduct2`: letters and digits kept, each word capitalised.
  static func upperCamel(_ text: String) -> String {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    // Only symbols (`🚀`, `->`): their code points, so two such names stay distinct.
    guard let first = joined.first else {
      return "U" + text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "U")
    }
    return first.isNumber ? "_" + joined : joined
  }

  /// `upperCamel` for a type of its own: names a type cannot have, even in backquotes, get a `_`.
  static func typeName(_ text: String) -> String {
    let name = upperCamel(text)
    return ["Self", "Type", "Protocol", "Any"].contains(name) ? name + "_" : name
  }

  /// `ShowProduct` → `showProduct`, escaped when it is a keyword.
  static func lowerCamel(_ text: String) -> String {
    let upper = upperCamel(text)
    var prefixLength = 0
    for character in upper {
      guard character.isUppercase else { break }
      prefixLength += 1
    }
    // "URLList" → "urlList": lower the leading capitals but the last one of a run that starts a new word.
    let cut = prefixLength > 1 && prefixLength < upper.count ? prefixLength - 1 : prefixLength
    let lowered = upper.prefix(cut).lowercased() + upper.dropFirst(cut)
    return keywords.contains(lowered) ? "`\(lowered)`" : lowered
  }
}
