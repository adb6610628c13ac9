import Foundation
import StoryboardFormat

/// Finds the nibs one source file names, by pattern over its text (calls may span lines).
///
/// Not a parser: a nib named through a variable, a constant or a computed name is not followed, except a local
/// `let nib = UINib(nibName: …)` later passed to `register`.
struct NibUseScan {
  let text: String
  let lines: SourceLines
  let classAtLine: [String?]
  let path: String
  var references: [NibReference] = []
  var createdWithoutNib: Set<String> = []
  /// View controller class → the classes whose code creates it.
  var creators: [String: Set<String>] = [:]
  var loadViewOverrides: Set<String> = []

  init(text: String, lines: SourceLines, classAtLine: [String?], path: String) {
    self.text = text
    self.lines = lines
    self.classAtLine = classAtLine
    self.path = path
  }

  // The patterns: immutable once built (`Regex` is not `Sendable` only because it caches its compiled program).
  // A nib-name argument is a literal, `String(describing: X.self)`, `NSStringFromClass([X class])`, or `nil`.
  nonisolated(unsafe) private static let swiftInit =
    /(?:\b([A-Z][A-Za-z0-9_]*)|\b(?:super|self)\.init)\s*\(\s*nibName\s*:\s*([^,()]*(?:\((?:[^()]|\([^()]*\))*\))?)/
    .wordBoundaryKind(.simple)
  nonisolated(unsafe) private static let swiftRegister =
    #/
      \bregister\(\s*
        (?: UINib\(\s*nibName\s*:\s*([^,()]*(?:\((?:[^()]|\([^()]*\))*\))?) (?:,(?:[^()]|\([^()]*\))*)?\)
          | ([A-Za-z_][A-Za-z0-9_.]*) )
        \s*,\s*for(CellReuseIdentifier|CellWithReuseIdentifier|HeaderFooterViewReuseIdentifier|SupplementaryViewOfKind)
        \s*:\s*([^,()]*(?:\((?:[^()]|\([^()]*\))*\))?)
        (?:\s*,\s*withReuseIdentifier\s*:\s*([^,()]*))?
    /#
    .wordBoundaryKind(.simple)
  nonisolated(unsafe) private static let swiftNibVariable =
    #/
      \b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*UINib\??\s*)?=
      \s*UINib\(\s*nibName\s*:\s*([^,()]*(?:\((?:[^()]|\([^()]*\))*\))?)
    /#
    .wordBoundaryKind(.simple)
  nonisolated(unsafe) private static let swiftRegisterHelper =
    /\bregister\(\s*[A-Za-z]+\s*:\s*((?:[^()]|\([^()]*\))*)\)/.wordBoundaryKind(.simple)
  nonisolated(unsafe) private static let swiftTypeArgument = /([A-Z][A-Za-z0-9_]*)\.self/
  nonisolated(unsafe) private static let swiftTypeArray =
    /\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=\n]*)?=\s*\[([^\[\]]*)\]/.wordBoundaryKind(.simple)
  nonisolated(unsafe) private static let swiftLoad = /\bloadNibNamed\(\s*([^,()]*(?:\((?:[^()]|\([^()]*\))*\))?)/
    .wordBoundaryKind(.simple)
  nonisolated(unsafe) private static let swiftInstantiate =
    /UINib\(\s*nibName\s*:\s*([^,()]*(?:\((?:[^()]|\([^()]*\))*\))?)(?:,(?:[^()]|\([^()]*\))*)?\)\s*\.instantiate\(/
  nonisolated(unsafe) private static let swiftCreated = /\b([A-Z][A-Za-z0-9_]*Controller)\(\s*\)/.wordBoundaryKind(
    .simple)
  nonisolated(unsafe) private static let swiftLoadView = /\boverride\s+(?:[a-z]+\s+)*func\s+loadView\(\s*\)/
    .wordBoundaryKind(.simple)

  nonisolated(unsafe) private static let objcInit =
    #/
      \[\s*(?:\[\s*([A-Za-z_][A-Za-z0-9_]*)\s+alloc\s*\]|super|self)\s+initWithNibName\s*:
      \s*(@"[^"]*"|NSStringFromClass\(\s*\[\s*[A-Za-z_][A-Za-z0-9_]*\s+class\s*\]\s*\)|nil)
    /#
  nonisolated(unsafe) private static let objcRegister =
    #/
      registerNib\s*:\s*\[\s*UINib\s+nibWithNibName\s*:
        \s*(@"[^"]*"|NSStringFromClass\(\s*\[\s*[A-Za-z_][A-Za-z0-9_]*\s+class\s*\]\s*\))\s+bundle\s*:[^\]]*\]
      \s+for(CellReuseIdentifier|CellWithReuseIdentifier|HeaderFooterViewReuseIdentifier|SupplementaryViewOfKind)
      \s*:\s*([^\s\]]+)(?:\s+withReuseIdentifier\s*:\s*([^\s\]]+))?
    /#
  nonisolated(unsafe) private static let objcLoad =
    /loadNibNamed\s*:\s*(@"[^"]*"|NSStringFromClass\(\s*\[\s*[A-Za-z_][A-Za-z0-9_]*\s+class\s*\]\s*\))/
  nonisolated(unsafe) private static let objcCreated =
    /\[\s*(?:\[\s*([A-Z][A-Za-z0-9_]*)\s+alloc\s*\]\s+init|([A-Z][A-Za-z0-9_]*)\s+new)\s*\]/
  nonisolated(unsafe) private static let objcLoadView = /^-\s*\(\s*void\s*\)\s*loadView\b/.anchorsMatchLineEndings()
    .wordBoundaryKind(.simple)

  mutating func swift() {
    if text.contains("nibName") {
      for match in text.matches(of: Self.swiftInit) {
        let current = currentClass(at: match.range.lowerBound)
        let className = match.output.1.map(String.init) ?? current
        guard className != "UINib" else { continue }
        if let named = match.output.1, let current { creators[String(named), default: []].insert(current) }
        let argument = match.output.2
        if argument.trimmingCharacters(in: .whitespaces) == "nil" {
          if let className { createdWithoutNib.insert(className) }
        } else if let name = nibName(argument, current: current) {
          add(
            name, .viewController, className, main: bundleIsMain(after: argument.endIndex),
            at: match.range.lowerBound)
        }
      }
      var variables: [String: (name: String, main: Bool, at: String.Index, current: String?)] = [:]
      for match in text.matches(of: Self.swiftNibVariable) {
        let current = currentClass(at: match.range.lowerBound)
        if let name = nibName(match.output.2, current: current) {
          variables[String(match.output.1)] = (
            name, bundleIsMain(after: match.output.2.endIndex), match.output.2.startIndex, current
          )
        }
      }
      var registered: Set<String> = []
      for match in text.matches(of: Self.swiftRegister) {
        let current = currentClass(at: match.range.lowerBound)
        let named: (name: String, main: Bool)?
        if let argument = match.output.1, let name = nibName(argument, current: current) {
          named = (name, bundleIsMain(after: argument.endIndex))
        } else if let variable = match.output.2.flatMap({ variables[String($0)] }) {
          registered.insert(String(match.output.2 ?? ""))
          named = (variable.name, variable.main)
        } else {
          named = nil
        }
        guard let named else { continue }
        let identifier = match.output.3 == "SupplementaryViewOfKind" ? match.output.5 : match.output.4
        add(
          named.name, .registration, current, as: .init(selectorPart: match.output.3),
          identifier: identifier.flatMap(literal), main: named.main, at: match.range.lowerBound)
      }
      for match in text.matches(of: Self.swiftInstantiate) {
        let current = currentClass(at: match.range.lowerBound)
        if let name = nibName(match.output.1, current: current) {
          add(
            name, .instantiation, current, main: bundleIsMain(after: match.output.1.endIndex),
            at: match.range.lowerBound)
        }
      }
      // A nib kept in a variable and not registered here is loaded by code: `nib.instantiate(withOwner:)`.
      for (name, variable) in variables.sorted(by: { $0.value.at < $1.value.at }) where !registered.contains(name) {
        // `let view = UINib(nibName: "Y", bundle: nil).instantiate(…)` is already an instantiation.
        let line = lines.position(of: variable.at).line
        guard !references.contains(where: { $0.nibName == variable.name && $0.location.line == line }) else {
          continue
        }
        add(variable.name, .instantiation, variable.current, main: variable.main, at: variable.at)
      }
    }
    if text.contains("register("), text.contains(".self") {
      // `let cellTypes = [A.self, B.self]` then `register(cellTypes: cellTypes)`.
      var arrays: [String: Substring] = [:]
      for match in text.matches(of: Self.swiftTypeArray) where match.output.2.contains(".self") {
        arrays[String(match.output.1)] = match.output.2
      }
      for match in text.matches(of: Self.swiftRegisterHelper) {
        let current = currentClass(at: match.range.lowerBound)
        let argument = match.output.1.trimmingCharacters(in: .whitespacesAndNewlines)
        for type in (arrays[argument] ?? match.output.1).matches(of: Self.swiftTypeArgument) {
          add(String(type.output.1), .helperRegistration, current, at: type.range.lowerBound)
        }
      }
    }
    if text.contains("loadNibNamed") {
      for match in text.matches(of: Self.swiftLoad) {
        let current = currentClass(at: match.range.lowerBound)
        if let name = nibName(match.output.1, current: current) {
          add(
            name, .instantiation, current, main: receiverIsMainBundle(before: match.range.lowerBound),
            at: match.range.lowerBound)
        }
      }
    }
    if text.contains("Controller(") {
      for match in text.matches(of: Self.swiftCreated) {
        createdWithoutNib.insert(String(match.output.1))
        if let current = currentClass(at: match.range.lowerBound) {
          creators[String(match.output.1), default: []].insert(current)
        }
      }
    }
    if text.contains("loadView") {
      for match in text.matches(of: Self.swiftLoadView) {
        if let current = currentClass(at: match.range.lowerBound) { loadViewOverrides.insert(current) }
      }
    }
  }

  mutating func objectiveC() {
    if text.contains("NibName") {
      for match in text.matches(of: Self.objcInit) {
        let current = currentClass(at: match.range.lowerBound)
        let className = match.output.1.map(String.init) ?? current
        if let allocated = match.output.1, let current { creators[String(allocated), default: []].insert(current) }
        if match.output.2 == "nil" {
          if let className { createdWithoutNib.insert(className) }
        } else if let name = nibName(match.output.2, current: current) {
          add(
            name, .viewController, className, main: bundleIsMain(after: match.output.2.endIndex),
            at: match.range.lowerBound)
        }
      }
      for match in text.matches(of: Self.objcRegister) {
        let current = currentClass(at: match.range.lowerBound)
        guard let name = nibName(match.output.1, current: current) else { continue }
        let identifier = match.output.2 == "SupplementaryViewOfKind" ? match.output.4 : match.output.3
        add(
          name, .registration, current, as: .init(selectorPart: match.output.2),
          identifier: identifier.flatMap(literal), main: bundleIsMain(after: match.output.1.endIndex),
          at: match.range.lowerBound)
      }
    }
    if text.contains("loadNibNamed") {
      for match in text.matches(of: Self.objcLoad) {
        let current = currentClass(at: match.range.lowerBound)
        if let name = nibName(match.output.1, current: current) {
          add(
            name, .instantiation, current, main: receiverIsMainBundle(before: match.range.lowerBound),
            at: match.range.lowerBound)
        }
      }
    }
    for match in text.matches(of: Self.objcCreated) {
      if let name = match.output.1 ?? match.output.2 {
        createdWithoutNib.insert(String(name))
        if let current = currentClass(at: match.range.lowerBound) {
          creators[String(name), default: []].insert(current)
        }
      }
    }
    if text.contains("loadView") {
      for match in text.matches(of: Self.objcLoadView) {
        if let current = currentClass(at: match.range.lowerBound) { loadViewOverrides.insert(current) }
      }
    }
  }

  private mutating func add(
    _ name: String, _ use: NibReference.Use, _ className: String?, as registered: NibReference.RegisteredView? = nil,
    identifier: String? = nil, main: Bool = true, at index: String.Index
  ) {
    let (line, column) = lines.position(of: index)
    references.append(
      NibReference(
        nibName: name, use: use, className: className, registeredAs: registered, reuseIdentifier: identifier,
        inMainBundle: main,
        location: SourceLocation(file: path, line: line, column: column)))
  }

  /// Whether the `bundle:` argument that follows `index` in the same call is the main bundle (`nil`, `.main`,
  /// `Bundle.main`, `[NSBundle mainBundle]`); a call without one counts as the main bundle.
  private func bundleIsMain(after index: String.Index) -> Bool {
    let rest = text[index...].prefix(400)
    var depth = 0
    var position = rest.startIndex
    while position < rest.endIndex {
      let character = rest[position]
      if character == "(" || character == "[" {
        depth += 1
      } else if character == ")" || character == "]" {
        if depth == 0 { return true }
        depth -= 1
      } else if depth == 0, rest[position...].hasPrefix("bundle") {
        let afterLabel = rest[position...].dropFirst("bundle".count).drop { $0 == " " }
        guard afterLabel.first == ":" else {
          position = rest.index(after: position)
          continue
        }
        let value = afterLabel.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        return Self.mainBundleSpellings.contains { value.hasPrefix($0) }
      }
      position = rest.index(after: position)
    }
    return true
  }

  /// Whether `loadNibNamed` at `index` is sent to the main bundle (`Bundle.main.loadNibNamed`,
  /// `[[NSBundle mainBundle] loadNibNamed:`).
  private func receiverIsMainBundle(before index: String.Index) -> Bool {
    let before = text[..<index].suffix(40).filter { $0 != " " && $0 != "\n" && $0 != "\t" }
    return before.hasSuffix("Bundle.main.") || before.hasSuffix("NSBundlemainBundle]")
  }

  private static let mainBundleSpellings = [
    "nil", ".main", "Bundle.main", "[NSBundle mainBundle]", "NSBundle.mainBundle",
  ]

  private func currentClass(at index: String.Index) -> String? {
    let line = lines.position(of: index).line
    return line <= classAtLine.count ? classAtLine[line - 1] : nil
  }

  /// The nib name an argument spells out: `"Name"`, `@"Name"`, `String(describing: Name.self)`,
  /// `NSStringFromClass([Name class])`; `Self.self`, `type(of: self)` and `[self class]` name the current class.
  private func nibName(_ argument: Substring, current: String?) -> String? {
    let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
    if let value = literal(Substring(trimmed)) { return value }
    let inner: Substring
    if trimmed.hasPrefix("String(describing:"), trimmed.hasSuffix(")") {
      inner = trimmed.dropFirst("String(describing:".count).dropLast()
    } else if trimmed.hasPrefix("NSStringFromClass("), trimmed.hasSuffix(")") {
      inner = trimmed.dropFirst("NSStringFromClass(".count).dropLast()
    } else {
      return nil
    }
    let expression = inner.trimmingCharacters(in: .whitespaces)
    if ["Self.self", "self", "type(of: self)", "[self class]"].contains(expression) { return current }
    for suffix in [".self", " class]"] where expression.hasSuffix(suffix) {
      let name = expression.dropLast(suffix.count).drop { $0 == "[" || $0 == " " }
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
    }
    return nil
  }

  /// The value of a plain string literal (`"Cell"` or `@"Cell"`), `nil` for anything else.
  private func literal(_ argument: Substring) -> String? {
    var value = argument.trimmingCharacters(in: .whitespacesAndNewlines)[...]
    if value.hasPrefix("@") { value = value.dropFirst() }
    guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
    let inner = value.dropFirst().dropLast()
    guard !inner.contains("\""), !inner.contains("\\") else { return nil }
    return String(inner)
  }
}
