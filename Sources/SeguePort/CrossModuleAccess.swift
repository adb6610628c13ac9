import SwiftParser
import SwiftSyntax

/// Finds where one of the app's modules uses what another of its modules did not make `public` or `open`, and says
/// so with the error swiftc prints for it on iOS, where Xcode builds each module apart:
///
/// - `cannot find 'Name' in scope` (an expression) or `cannot find type 'Name' in scope` (a type) for a top-level
///   declaration the other module left `internal` (or `fileprivate`, `private`, `package`);
/// - `'Name' initializer is inaccessible due to 'internal' protection level` for a call of a `public struct` that
///   declares no `public` initializer (its memberwise initializer is `internal`).
///
/// Each error is followed by a note at the declaration. Members reached through a value (`book.title`) need the
/// value's type, which only the compiler knows: they are left to it. A name the using module declares itself (at
/// any level: a type, a variable, a parameter) is not checked, since it may be that one.
struct CrossModuleAccess {
  /// A module's Swift files, by path, and its name.
  struct Module {
    var name: String
    var sources: [String: String]
  }

  /// The errors and notes, in file order.
  private(set) var findings: [PortFinding] = []

  init(_ modules: [Module]) {
    var trees: [String: (tree: SourceFileSyntax, converter: SourceLocationConverter)] = [:]
    var declarations: [String: ModuleDeclarations] = [:]
    for module in modules {
      var collected = ModuleDeclarations()
      for path in module.sources.keys.sorted() {
        let tree = Parser.parse(source: module.sources[path] ?? "")
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        trees[path] = (tree, converter)
        let collector = DeclarationCollector(file: path, converter: converter)
        collector.walk(tree)
        collected.add(collector)
      }
      declarations[module.name] = collected
    }
    var noted: Set<String> = []
    for module in modules {
      let own = declarations[module.name] ?? ModuleDeclarations()
      for path in module.sources.keys.sorted() {
        guard let (tree, converter) = trees[path] else { continue }
        let uses = UseCollector(file: path, converter: converter)
        uses.walk(tree)
        let imported = uses.imports.filter { $0 != module.name && declarations[$0] != nil }.sorted()
        guard !imported.isEmpty else { continue }
        // A name some imported module makes public is that one's, whatever another keeps internal.
        let visible = imported.reduce(into: Set<String>()) { $0.formUnion(declarations[$1]?.publicNames ?? []) }
        for use in uses.uses where !own.allNames.contains(use.name) {
          for name in imported {
            guard let owner = declarations[name] else { continue }
            let message: String
            let declaration: PortLocation
            if let hidden = owner.hidden[use.name], !visible.contains(use.name) {
              message =
                use.isType ? "cannot find type '\(use.name)' in scope" : "cannot find '\(use.name)' in scope"
              declaration = hidden
            } else if use.isCall, let structure = owner.structsWithoutPublicInit[use.name] {
              message = "'\(use.name)' initializer is inaccessible due to 'internal' protection level"
              declaration = structure
            } else {
              continue
            }
            findings.append(PortFinding(.error, at: use.location, message))
            let key = "\(declaration.file):\(declaration.line):\(declaration.column)"
            if noted.insert(key).inserted {
              let what =
                declaration == owner.hidden[use.name]
                ? "'\(use.name)' is not public in module '\(name)'"
                : "'\(use.name)' declares no public initializer in module '\(name)'"
              findings.append(
                PortFinding(
                  .note, at: declaration,
                  what + "; iOS builds each module apart and shows other modules only what it declares public or "
                    + "open: add 'public' there"))
            }
            break
          }
        }
      }
    }
    findings.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
  }
}

/// What one module declares that the check needs.
private struct ModuleDeclarations {
  /// Top-level declarations that are not public or open, by name.
  var hidden: [String: PortLocation] = [:]
  /// Top-level declarations that are public or open.
  var publicNames: Set<String> = []
  /// Every name the module declares, at any level.
  var allNames: Set<String> = []
  /// `public struct`s without a public initializer, by name.
  var structsWithoutPublicInit: [String: PortLocation] = [:]

  mutating func add(_ collector: DeclarationCollector) {
    for (name, location) in collector.hidden where hidden[name] == nil { hidden[name] = location }
    publicNames.formUnion(collector.publicNames)
    allNames.formUnion(collector.allNames)
    for (name, location) in collector.publicStructs where structsWithoutPublicInit[name] == nil {
      structsWithoutPublicInit[name] = location
    }
    for name in collector.publicInitializers { structsWithoutPublicInit[name] = nil }
    publicInitializers.formUnion(collector.publicInitializers)
    for name in publicInitializers { structsWithoutPublicInit[name] = nil }
    hidden = hidden.filter { !publicNames.contains($0.key) }
  }

  /// Types given a public initializer somewhere in the module (kept so that file order does not matter).
  private var publicInitializers: Set<String> = []
}

/// Reads one file's declarations.
private final class DeclarationCollector: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  var hidden: [String: PortLocation] = [:]
  var publicNames: Set<String> = []
  var allNames: Set<String> = []
  var publicStructs: [String: PortLocation] = [:]
  /// Types with a public initializer in their body or an extension.
  var publicInitializers: Set<String> = []
  /// The enclosing type or extension: its name, and whether its members are public by default (`public extension`).
  private var scopes: [(name: String, publicByDefault: Bool)] = []
  private var depth = 0

  init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { ["public", "open"].contains($0.name.text) }
  }

  private func topLevel(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) {
    allNames.insert(name.text)
    guard depth == 0 else { return }
    if isPublic(modifiers) {
      publicNames.insert(name.text)
    } else if hidden[name.text] == nil {
      let place = converter.location(for: name.positionAfterSkippingLeadingTrivia)
      hidden[name.text] = PortLocation(file: file, line: place.line, column: place.column)
    }
  }

  private func enter(_ name: String, publicByDefault: Bool = false) -> SyntaxVisitorContinueKind {
    scopes.append((name, publicByDefault))
    depth += 1
    return .visitChildren
  }

  private func leave() {
    scopes.removeLast()
    depth -= 1
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    topLevel(node.name, node.modifiers)
    if depth == 0, isPublic(node.modifiers) {
      let place = converter.location(for: node.name.positionAfterSkippingLeadingTrivia)
      publicStructs[node.name.text] = PortLocation(file: file, line: place.line, column: place.column)
    }
    return enter(node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    topLevel(node.name, node.modifiers)
    return enter(node.name.text)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    topLevel(node.name, node.modifiers)
    return enter(node.name.text)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    topLevel(node.name, node.modifiers)
    return enter(node.name.text)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leave() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    topLevel(node.name, node.modifiers)
    return enter(node.name.text)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.trimmedDescription, publicByDefault: isPublic(node.modifiers))
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    topLevel(node.name, node.modifiers)
    return .visitChildren
  }

  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    allNames.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    topLevel(node.name, node.modifiers)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if let scope = scopes.last, depth == scopes.count, isPublic(node.modifiers) || scope.publicByDefault {
      publicInitializers.insert(scope.name)
    }
    return .visitChildren
  }

  // What a body (a function's, a closure's, an accessor's) declares is local: among the names, never top-level.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    depth += 1
    return .visitChildren
  }
  override func visitPost(_ node: CodeBlockSyntax) { depth -= 1 }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    depth += 1
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    depth += 1
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
        topLevel(identifier.identifier, node.modifiers)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    allNames.insert(node.identifier.text)
    return .visitChildren
  }

  override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    allNames.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    allNames.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    allNames.insert(node.firstName.text)
    if let second = node.secondName { allNames.insert(second.text) }
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    allNames.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    allNames.insert(node.firstName.text)
    if let second = node.secondName { allNames.insert(second.text) }
    return .visitChildren
  }
}

/// Reads one file's imports and the names it uses bare (not after a `.`).
private final class UseCollector: SyntaxVisitor {
  struct Use {
    var name: String
    var isType: Bool
    /// Called: `Name(…)`.
    var isCall: Bool
    var location: PortLocation
  }

  let converter: SourceLocationConverter
  let file: String
  /// The modules imported without `@testable` (which would see internal declarations).
  var imports: Set<String> = []
  var uses: [Use] = []

  init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func location(_ node: some SyntaxProtocol) -> PortLocation {
    let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return PortLocation(file: file, line: place.line, column: place.column)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let testable = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
    }
    if !testable, let module = node.path.first?.name.text { imports.insert(module) }
    return .skipChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    uses.append(Use(name: node.name.text, isType: true, isCall: false, location: location(node.name)))
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    let isCall = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    uses.append(Use(name: node.baseName.text, isType: false, isCall: isCall, location: location(node.baseName)))
    return .visitChildren
  }
}
