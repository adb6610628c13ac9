/// An identifier's words, split where its capitalisation changes, as the compiler's `camel_case` splits them: a run
/// of capitals is one word (`URLSession` → `URL`, `Session`).
enum CamelCase {
  static func words(of identifier: String) -> [String] {
    let characters = Array(identifier)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if !current.isEmpty, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // A capital after a lowercase letter starts a word; in a run of capitals, the last one starts a word when a
        // lowercase letter follows (`URLSession`: `S`).
        if !previous.isUppercase || next?.isLowercase == true {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  static func firstWord(of identifier: String) -> String { words(of: identifier).first ?? "" }

  static func lastWord(of identifier: String) -> String { words(of: identifier).last ?? "" }
}
