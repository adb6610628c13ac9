/// Writes the `StoryboardConnections` tables of an app's classes into one generated file, and the one-line
/// `storyboardConnections` members that inheritance needs into the classes' closing lines.
///
/// A class gets a table when it has `@IBOutlet`s, `@IBAction`s (unwind actions included), `@IBSegueAction`s or
/// methods a `#selector` names, and has no hand-written table. A class whose app superclass has a table too
/// overrides `class var storyboardConnections` and inherits the superclass's entries (`.inheriting`); Linux's
/// compiler refuses overrides in extensions, so that member goes into the class body, on the line of its closing
/// brace, where it moves no line. The superclass may be in another of the app's modules (an `open` class of its
/// framework): an `open` class's table is always such a member, `open`, so that a subclass anywhere can extend it.
struct ConnectionTableGenerator {
  /// What the port of another of the app's modules tells this one: its classes, and the owner of each class's table.
  struct Dependency {
    let types: TypeIndex
    let tableOwners: [String: String]
  }

  let types: TypeIndex
  let modules: Set<String>
  /// The ports of the app's modules this one imports, for superclasses declared there.
  let dependencies: [Dependency]
  /// Each class given a table, with its table's owner type (itself or its topmost table-bearing superclass).
  private(set) var tableOwners: [String: String] = [:]
  private(set) var edits: [(file: String, edit: SourceEdit, kind: RewriteKind)] = []
  private(set) var findings: [PortFinding] = []
  private(set) var tableClasses: [String] = []
  /// The modifiers already removed (an extension's `private` serves all its members).
  private var widened: Set<String> = []

  init(types: TypeIndex, modules: Set<String>, dependencies: [Dependency] = []) {
    self.types = types
    self.modules = modules
    self.dependencies = dependencies
  }

  /// `name` and its superclasses, nearest first: this module's, then those of the modules it imports.
  private func lineage(of name: String) -> [String] {
    var result = types.lineage(of: name)
    var index = types
    while let written = index.types[result[result.count - 1]]?.inherited.first {
      let short = written.split(separator: ".").last.map(String.init) ?? written
      guard let next = dependencies.first(where: { $0.types.types[short]?.isClass == true }) else { break }
      let more = next.types.lineage(of: short).filter { !result.contains($0) }
      if more.isEmpty { break }
      result += more
      index = next.types
    }
    return result
  }

  /// The class `name` as this module or a module it imports declares it.
  private func declaration(of name: String) -> PortedType? {
    types.types[name] ?? dependencies.lazy.compactMap { $0.types.types[name] }.first
  }

  /// The owner of the table another module gave class `name`, if it gave one.
  private func dependencyOwner(of name: String) -> String? {
    types.types[name] == nil ? dependencies.lazy.compactMap { $0.tableOwners[name] }.first : nil
  }

  /// A class's table entries, as builder calls.
  private mutating func entries(of name: String, owner: String) -> [String] {
    guard let type = types.types[name] else { return [] }
    let cast = owner == name ? nil : name
    var lines: [String] = []
    var selectors: Set<String> = []
    for outlet in type.outlets {
      lines.append(TableEntry.outlet(outlet, cast: cast))
    }
    let targets = types.selectorTargets[name] ?? []
    for method in type.methods where !method.isStatic {
      let isTarget = targets.contains(method.selector) && method.role == .plain
      guard method.role != .plain || isTarget, selectors.insert(method.selector).inserted else { continue }
      if let line = TableEntry.method(method, cast: cast) {
        lines.append(line)
      } else {
        let place = method.location
        findings.append(
          PortFinding(
            .note, at: place,
            "'\(method.baseName)' takes \(method.parameterTypes.count) parameters; the generated table does not "
              + "call it (write its entry by hand)"))
      }
    }
    return lines
  }

  private func hasEntries(_ name: String) -> Bool {
    guard let type = types.types[name], type.isClass else { return false }
    let targets = types.selectorTargets[name] ?? []
    return !type.outlets.isEmpty
      || type.methods.contains { !$0.isStatic && ($0.role != .plain || targets.contains($0.selector)) }
  }

  /// The table's owner type for class `name` (its topmost table-bearing app class), or a finding.
  private func owner(of name: String, needing: Set<String>) -> Result<String, PortFinding> {
    for ancestor in lineage(of: name).dropFirst() {
      if let type = declaration(of: ancestor), type.hasHandWrittenTable {
        if let owner = type.overridableTableOwner { return .success(owner) }
        let place = types.types[name]?.location ?? PortLocation(file: "", line: 0, column: 0)
        return .failure(
          PortFinding(
            .error, at: place,
            "'\(name)' needs a connection table, but its superclass '\(ancestor)' has a hand-written one that a "
              + "subclass cannot extend; declare it as 'class var storyboardConnections' in the class body"))
      }
      if needing.contains(ancestor) { return owner(of: ancestor, needing: needing) }
      if let owner = dependencyOwner(of: ancestor) { return .success(owner) }
    }
    return .success(name)
  }

  mutating func generate() -> String? {
    var needing: Set<String> = []
    for (name, type) in types.types where type.isClass && hasEntries(name) {
      if type.hasHandWrittenTable { continue }
      if type.isGeneric {
        let place = type.location ?? PortLocation(file: "", line: 0, column: 0)
        findings.append(
          PortFinding(
            .error, at: place,
            "'\(name)' is generic: the Swift runtime cannot name it for a storyboard; write its table by hand"))
        continue
      }
      needing.insert(name)
    }
    notePlainTypesWithConnections()
    var tables: [String] = []
    var conformances: [String] = []
    for name in needing.sorted() {
      let owner: String
      switch self.owner(of: name, needing: needing) {
      case .success(let found): owner = found
      case .failure(let finding):
        findings.append(finding)
        continue
      }
      guard let type = types.types[name] else { continue }
      let access = type.isOpen ? "open " : type.isPublic ? "public " : ""
      let hasSubtables =
        type.isOpen || needing.contains { $0 != name && types.lineage(of: $0).dropFirst().contains(name) }
      let property = "SeguePortConnections.\(Self.propertyName(name))"
      var table =
        "  static let \(Self.propertyName(name)): StoryboardConnections<\(owner)> = "
        + "StoryboardConnections<\(owner)>()"
      for entry in entries(of: name, owner: owner) { table += "\n    " + entry }
      if owner != name,
        let superclass = lineage(of: name).dropFirst().first(where: {
          needing.contains($0) || declaration(of: $0)?.hasHandWrittenTable == true || dependencyOwner(of: $0) != nil
        })
      {
        table += "\n    .inheriting(\(superclass).storyboardConnections)"
      }
      tables.append(table)
      tableClasses.append(name)
      tableOwners[name] = owner
      if owner == name, !hasSubtables {
        conformances.append(
          "extension \(name): StoryboardConnectable {\n  \(access)static var storyboardConnections: "
            + "StoryboardConnections<\(name)> { \(property) }\n}")
        continue
      }
      if owner == name { conformances.append("extension \(name): StoryboardConnectable {}") }
      let member =
        "\(access)\(owner == name ? "" : "override ")class var storyboardConnections: "
        + "StoryboardConnections<\(owner)> { \(property) }"
      addMember(member, to: type)
    }
    for (name, type) in types.types where needing.contains(name) || tableClasses.contains(name) {
      widenAccess(of: type)
    }
    guard !tables.isEmpty else { return nil }
    // The app's imports as the port leaves them: UIKit's family is SegueKit, Apple's logging OSLogCompat.
    let logging = modules.isDisjoint(with: SourceScanner.osLogModules) ? [] : ["OSLogCompat"]
    let imports = Set(
      modules.subtracting(SourceScanner.segueKitModules).subtracting(SourceScanner.osLogModules) + logging
        + ["Foundation", "SegueKit"]
    ).sorted()
    return """
      // Generated by `segue port`: re-running the port replaces this file. Do not edit; to change a class's
      // table, write your own (`extension MyClass: StoryboardConnectable`) and the port leaves that class alone.
      // swift-format-ignore-file
      // swiftlint:disable all

      \(imports.map { "import \($0)" }.joined(separator: "\n"))

      /// The storyboard connection tables of the app's classes: their outlets, actions, unwind actions and
      /// segue actions, which UIKit finds through the Objective-C runtime.
      @MainActor
      enum SeguePortConnections {
      \(tables.joined(separator: "\n\n"))
      }

      \(conformances.joined(separator: "\n\n"))

      """
  }

  /// Outlets and actions declared in an extension of a class the app does not declare (`extension UIViewController`)
  /// or in a struct or enum: no table can reach them, and the report says so once per type.
  private mutating func notePlainTypesWithConnections() {
    for name in types.types.keys.sorted() {
      guard let type = types.types[name], !type.isClass, !type.hasHandWrittenTable else { continue }
      let place = type.outlets.first?.location ?? type.methods.first { $0.role != .plain }?.location
      guard let place else { continue }
      findings.append(
        PortFinding(
          .note, at: place,
          "'\(name)' is not a class of the app, so no generated table connects its outlets and actions; "
            + "write a table in each subclass that needs them"))
    }
  }

  /// `ofListViewController`, `ofOuter_Inner`.
  static func propertyName(_ className: String) -> String {
    "of" + className.split(separator: ".").joined(separator: "_")
  }

  /// Adds `member` just before the class's closing brace, on the brace's line.
  private mutating func addMember(_ member: String, to type: PortedType) {
    guard let brace = type.closingBrace else { return }
    let text = (brace.needsSeparator ? "; " : "") + member + " "
    edits.append((brace.file, SourceEdit(range: brace.offset..<brace.offset, replacement: text), .connectionsMember))
  }

  /// Removes `private`/`fileprivate` from the class and the members its table calls.
  private mutating func widenAccess(of type: PortedType) {
    if let file = type.closingBrace?.file ?? type.location?.file {
      for range in type.privateModifiers { removeModifier(range, in: file) }
    }
    for outlet in type.outlets {
      for range in outlet.privateModifiers { removeModifier(range, in: outlet.location.file) }
    }
    let targets = types.selectorTargets[type.name] ?? []
    for method in type.methods where method.role != .plain || targets.contains(method.selector) {
      for range in method.privateModifiers { removeModifier(range, in: method.location.file) }
    }
  }

  private mutating func removeModifier(_ range: Range<Int>, in file: String) {
    guard widened.insert("\(file):\(range)").inserted else { return }
    edits.append((file, SourceEdit(range: range, replacement: ""), .accessWidened))
  }
}
