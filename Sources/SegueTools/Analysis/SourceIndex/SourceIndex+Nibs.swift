import Foundation
import StoryboardFormat

/// What lint reads from sources about nibs: the nibs code names (``NibReference``), the properties classes declare,
/// the view controllers code creates without a nib name, and the controllers that override `loadView()`.
extension SourceIndex {
  /// Adds the nib uses and declared members of one source file at `path`.
  mutating func addNibUses(_ text: String, language: Language, path: String) {
    let lines = SourceLines(text)
    let classAtLine = language == .swift ? swiftMembers(lines) : objectiveCMembers(lines)
    var scan = NibUseScan(text: text, lines: lines, classAtLine: classAtLine, path: path)
    if language == .swift { scan.swift() } else { scan.objectiveC() }
    nibReferences += scan.references
    createdWithoutNib.formUnion(scan.createdWithoutNib)
    creators.merge(scan.creators) { $0.union($1) }
    loadViewOverrides.formUnion(scan.loadViewOverrides)
  }

  /// Records the properties Swift types declare as direct members (`var`/`let` at the type's own brace depth, so
  /// not a local of a method or a member of a nested type) and returns the innermost type at each line.
  private mutating func swiftMembers(_ lines: SourceLines) -> [String?] {
    var stack: [(name: String, depth: Int, opened: Bool)] = []
    var depth = 0
    var classAtLine: [String?] = []
    var inMultilineString = false
    for line in lines.trimmed {
      // Braces inside a multi-line string literal are text: such lines count for nothing.
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      let wasInString = inMultilineString
      if quotes % 2 == 1 { inMultilineString.toggle() }
      if wasInString {
        classAtLine.append(stack.last?.name)
        continue
      }
      let balance = Self.braceBalance(inMultilineString ? line.components(separatedBy: "\"\"\"")[0] : line)
      if !line.hasPrefix("//"), let (_, name, _) = Self.swiftTypeDeclaration(line) {
        // A type opened and closed on one line (`enum Mode { case a }`) holds no member of the outer type.
        if !(line.contains("{") && balance <= 0) { stack.append((name, depth, false)) }
      } else if let top = stack.last, top.opened, depth == top.depth + 1 {
        if let name = Self.swiftPropertyName(line) {
          properties[top.name, default: []].insert(name)
        } else {
          methods[top.name, default: []].formUnion(Self.swiftMethodNames(line))
        }
      }
      classAtLine.append(stack.last?.name)
      depth += balance
      if let top = stack.last, depth > top.depth { stack[stack.count - 1].opened = true }
      while let top = stack.last, top.opened, depth <= top.depth { stack.removeLast() }
    }
    return classAtLine
  }

  /// Records `@property` names and `IBOutlet` instance variables of Objective-C classes; returns the class at each
  /// line (from `@interface` or `@implementation` to `@end`).
  private mutating func objectiveCMembers(_ lines: SourceLines) -> [String?] {
    var current: String?
    var classAtLine: [String?] = []
    var pending = ""
    for line in lines.trimmed {
      for keyword in ["@implementation ", "@interface "] where line.hasPrefix(keyword) {
        let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { current = String(name) }
      }
      if line.hasPrefix("@end") { current = nil }
      classAtLine.append(current)
      if let current, let name = Self.objectiveCMethodName(line) { methods[current, default: []].insert(name) }
      // A declaration may span lines (`@property (nonatomic,` then `weak) IBOutlet UILabel *title;`).
      guard let current, !pending.isEmpty || line.hasPrefix("@property") || line.contains("IBOutlet ") else {
        continue
      }
      pending += " " + line
      guard pending.contains(";") else { continue }
      let declaration = pending.prefix { $0 != ";" }
      pending = ""
      let name = declaration.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { properties[current, default: []].insert(String(name.reversed())) }
    }
    return classAtLine
  }

  /// `@IBOutlet weak var title: UILabel!` → `title`; `var`/`let` after any attributes and modifiers.
  static func swiftPropertyName(_ line: String) -> String? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    while let first = words.first, first != "var", first != "let" {
      guard first.hasPrefix("@") || propertyModifiers.contains(String(first.prefix { $0 != "(" })) else { return nil }
      words = words.dropFirst()
    }
    guard let name = words.dropFirst().first?.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }),
      !name.isEmpty
    else { return nil }
    return String(name)
  }

  /// `@IBAction func buy(_ sender: Any)` → `buy`; an `@objc(buyNow:)` on the line adds `buyNow`: the names an
  /// action's selector can start with.
  static func swiftMethodNames(_ line: String) -> [String] {
    var names: [String] = []
    if let range = line.range(of: "@objc(") {
      let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.append(String(name)) }
    }
    if let range = line.range(of: "func ") {
      let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.append(String(name)) }
    }
    return names
  }

  /// `- (IBAction)buy:(id)sender` → `buy`: the first part of an Objective-C method's selector.
  static func objectiveCMethodName(_ line: String) -> String? {
    guard line.hasPrefix("-") || line.hasPrefix("+") else { return nil }
    var rest = line.dropFirst().drop { $0 == " " }
    if rest.hasPrefix("(") {
      guard let close = rest.firstIndex(of: ")") else { return nil }
      rest = rest[rest.index(after: close)...].drop { $0 == " " }
    }
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  private static let propertyModifiers: Set<String> = [
    "public", "open", "internal", "private", "fileprivate", "final", "package", "nonisolated", "weak", "unowned",
    "lazy", "static", "class", "override", "dynamic", "required", "unowned(unsafe)",
  ]

  /// `{` minus `}` on a line, outside string literals and after no `//`.
  static func braceBalance(_ line: String) -> Int {
    var balance = 0
    var inString = false
    var previous: Character = " "
    for character in line {
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "/" && previous == "/" {
        break
      } else if character == "{" {
        balance += 1
      } else if character == "}" {
        balance -= 1
      }
      previous = character
    }
    return balance
  }

  /// The nib references that name `nibName`.
  public func nibReferences(named nibName: String) -> [NibReference] {
    nibReferences.filter { $0.nibName == nibName }
  }

  /// `className` and its superclasses as far as the sources know them, nearest first.
  public func classChain(_ className: String) -> [String] {
    var chain: [String] = []
    var current: String? = className
    var seen: Set<String> = []
    while let name = current, seen.insert(name).inserted {
      chain.append(name)
      current = superclasses[name]
    }
    return chain
  }
}
