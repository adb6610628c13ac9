/// The Objective-C selector the Swift compiler gives a method, as UIKit's target-action and storyboards spell it.
///
/// `func buy(_ sender: Any)` → `buy:`, `func handle(_ a: A, with b: B)` → `handle:with:`, `func refresh()` →
/// `refresh`, `func changed(sender: Any)` → `changedWithSender:`, `func move(to: Int)` → `moveTo:`; an
/// `@objc(name:)` attribute's name wins. The rule is the compiler's (`swiftlang/swift`, `lib/AST/Decl.cpp`,
/// `AbstractFunctionDecl::getObjCSelector`): the first argument label is appended to the base name, with `With`
/// between them unless the label's first word or the base name's last word is a preposition
/// (`lib/Basic/PartsOfSpeech.def`); each further label makes one more piece.
public enum ObjCSelector {
  /// The selector of a method named `baseName` whose parameters have the argument `labels` (`nil` for `_`).
  public static func name(baseName: String, labels: [String?]) -> String {
    guard let first = labels.first else { return baseName }
    var firstPiece = baseName
    if let label = first {
      if !isPreposition(CamelCase.firstWord(of: label)), !isPreposition(CamelCase.lastWord(of: baseName)) {
        firstPiece += "With"
      }
      firstPiece += label.prefix(1).uppercased() + label.dropFirst()
    }
    return ([firstPiece] + labels.dropFirst().map { $0 ?? "" }).joined(separator: ":") + ":"
  }

  /// The selector of a property's setter: `setTitle:` for `title`.
  public static func setter(of property: String) -> String {
    "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
  }

  /// The compiler's prepositions: the words that leave out the `With` between a base name and a first label.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given",
    "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until",
    "using", "via", "when", "with", "within",
  ]

  static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }
}
