#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

/// What an app's sources declare, as far as the corpus type-check's error classifier needs it: each type's
/// inheritance clauses and stored property types, and where each declaration and statement starts and ends.
///
/// Built with swift-syntax's parser; in a build without the port (`SEGUE_WITHOUT_PORT`, which also skips the corpus
/// type-check) it is empty.
struct AppDeclarations {
  /// A declaration (function, initializer, property, subscript, type) or a statement: its lines, the identifiers it
  /// names, and the type it is in.
  struct Span: Equatable {
    enum Kind: Equatable {
      /// A type, extension or protocol: `names` are those of its inheritance clause only.
      case type
      /// A member (or a top-level function or variable): `names` are all it names, body included.
      case member
      /// A statement in a body, or a member's line in a type's body.
      case statement
    }

    var kind: Kind
    var lines: ClosedRange<Int>
    var names: Set<String>
    /// The type (or extended type) the span is in, itself for a type.
    var typeName: String?
    /// For a member: its parameters, generic parameters and local variables, each with the names of its type (or
    /// initial value).
    var bindings: [String: Set<String>] = [:]
  }

  /// The types (and type aliases) the app declares, not those it only extends.
  var declaredTypes: Set<String> = []
  /// Names each app type's inheritance clauses name, its declaration's and its extensions'.
  var inherited: [String: Set<String>] = [:]
  /// Names each app type's stored properties' type annotations name.
  var storedPropertyTypes: [String: Set<String>] = [:]
  /// Each app type's properties, with the names of their types and initial values.
  var properties: [String: [String: Set<String>]] = [:]
  /// Every method and property of the app's types (protocol requirements included) and every global function (ParkenDD's
  /// `drop(_:state:)`), by name, with the names of their signatures or types.
  var members: [String: Set<String>] = [:]
  /// Protocol requirements declared `optional` (which need the Objective-C runtime).
  var optionalRequirements: Set<String> = []
  /// Methods and properties an extension overrides (which need the Objective-C runtime).
  var extensionOverrides: Set<String> = []
  /// Each file's spans, outermost first.
  var spans: [String: [Span]] = [:]

  /// Indexes `sources` (file → text).
  init(sources: [String: String]) {
    #if canImport(SwiftParser)
      for (file, text) in sources {
        let tree = Parser.parse(source: text)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        spans[file] = visitor.spans
        inherited.merge(visitor.inherited) { $0.union($1) }
        storedPropertyTypes.merge(visitor.storedPropertyTypes) { $0.union($1) }
        properties.merge(visitor.properties) { $0.merging($1) { $0.union($1) } }
        optionalRequirements.formUnion(visitor.optionalRequirements)
        members.merge(visitor.members) { $0.union($1) }
        declaredTypes.formUnion(visitor.declaredTypes)
        extensionOverrides.formUnion(visitor.extensionOverrides)
      }
    #endif
  }

  /// The spans that contain `line` of `file`, innermost last.
  func spans(containing line: Int, in file: String) -> [Span] {
    (spans[file] ?? []).filter { $0.lines.contains(line) }.sorted { $0.lines.count > $1.lines.count }
  }
}

#if canImport(SwiftParser)
  extension AppDeclarations {
    /// Collects the spans and type facts of one file.
    private final class Visitor: SyntaxVisitor {
      let converter: SourceLocationConverter
      var spans: [Span] = []
      var inherited: [String: Set<String>] = [:]
      var storedPropertyTypes: [String: Set<String>] = [:]
      var properties: [String: [String: Set<String>]] = [:]
      var members: [String: Set<String>] = [:]
      var optionalRequirements: Set<String> = []
      var declaredTypes: Set<String> = []
      var extensionOverrides: Set<String> = []
      private var typeStack: [String] = []
      /// Whether each of `typeStack` is an extension.
      private var inExtension: [Bool] = []
      /// The indices in `spans` of the members being visited.
      private var memberStack: [Int] = []

      init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
      }

      private func lines(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        return start...max(start, end)
      }

      private static func names(_ node: (some SyntaxProtocol)?) -> Set<String> {
        guard let node else { return [] }
        var result: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
          if case .identifier(let name) = token.tokenKind { result.insert(name) }
        }
        return result
      }

      private func enterType(_ name: String, _ node: some SyntaxProtocol, clause: InheritanceClauseSyntax?) {
        let names = Self.names(clause)
        inherited[name, default: []].formUnion(names)
        spans.append(Span(kind: .type, lines: lines(node), names: names, typeName: name))
        typeStack.append(name)
        inExtension.append(node.is(ExtensionDeclSyntax.self))
        if !node.is(ExtensionDeclSyntax.self) { declaredTypes.insert(name) }
      }

      private func leaveType() {
        typeStack.removeLast()
        inExtension.removeLast()
      }

      private func noteModifiers(_ modifiers: DeclModifierListSyntax, name: String) {
        let names = Set(modifiers.map(\.name.text))
        if names.contains("optional") { optionalRequirements.insert(name) }
        if names.contains("override"), inExtension.last == true { extensionOverrides.insert(name) }
      }

      private func member(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        memberStack.append(spans.count)
        spans.append(Span(kind: .member, lines: lines(node), names: Self.names(node), typeName: typeStack.last))
        return .visitChildren
      }

      private func bind(_ name: String, to names: Set<String>) {
        guard let index = memberStack.last else { return }
        spans[index].bindings[name, default: []].formUnion(names)
      }

      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node, clause: node.inheritanceClause)
        return .visitChildren
      }
      override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node, clause: node.inheritanceClause)
        return .visitChildren
      }
      override func visitPost(_ node: StructDeclSyntax) { leaveType() }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node, clause: node.inheritanceClause)
        return .visitChildren
      }
      override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
      override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node, clause: node.inheritanceClause)
        return .visitChildren
      }
      override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }
      override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node, clause: node.inheritanceClause)
        return .visitChildren
      }
      override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension A.B`: the type is its last component.
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        enterType(name.split(separator: "<").first.map(String.init) ?? name, node, clause: node.inheritanceClause)
        return .visitChildren
      }
      override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteModifiers(node.modifiers, name: node.name.text)
        if !typeStack.isEmpty || memberStack.isEmpty {
          members[node.name.text, default: []].formUnion(
            Self.names(node.signature).union(Self.names(node.genericParameterClause)))
        }
        return member(node)
      }
      override func visitPost(_ node: FunctionDeclSyntax) { memberStack.removeLast() }
      override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { member(node) }
      override func visitPost(_ node: InitializerDeclSyntax) { memberStack.removeLast() }
      override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { member(node) }
      override func visitPost(_ node: DeinitializerDeclSyntax) { memberStack.removeLast() }
      override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { member(node) }
      override func visitPost(_ node: SubscriptDeclSyntax) { memberStack.removeLast() }
      override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { member(node) }
      override func visitPost(_ node: EnumCaseDeclSyntax) { memberStack.removeLast() }
      override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        // An alias is what it names.
        inherited[node.name.text, default: []].formUnion(Self.names(node.initializer))
        declaredTypes.insert(node.name.text)
        return member(node)
      }
      override func visitPost(_ node: TypeAliasDeclSyntax) { memberStack.removeLast() }

      override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        bind((node.secondName ?? node.firstName).text, to: Self.names(node.type))
        return .visitChildren
      }
      override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        bind(node.name.text, to: Self.names(node.inheritedType))
        return .visitChildren
      }
      override func visit(_ node: SameTypeRequirementSyntax) -> SyntaxVisitorContinueKind {
        bind(node.leftType.trimmedDescription, to: Self.names(node.rightType))
        return .visitChildren
      }
      override func visit(_ node: ConformanceRequirementSyntax) -> SyntaxVisitorContinueKind {
        bind(node.leftType.trimmedDescription, to: Self.names(node.rightType))
        return .visitChildren
      }
      override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        let names = Self.names(node.typeAnnotation).union(Self.names(node.initializer))
        for name in Self.names(node.pattern) { bind(name, to: names.isEmpty ? [name] : names) }
        return .visitChildren
      }

      override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isProperty = node.parent?.is(MemberBlockItemSyntax.self) == true
        for name in Self.names(node.bindings.first?.pattern) { noteModifiers(node.modifiers, name: name) }
        for binding in node.bindings {
          let names = Self.names(binding.typeAnnotation).union(Self.names(binding.initializer))
          for name in Self.names(binding.pattern) {
            if isProperty, let type = typeStack.last {
              properties[type, default: [:]][name, default: []].formUnion(names)
              members[name, default: []].formUnion(names)
            } else {
              bind(name, to: names)
            }
          }
          // A property of a type (not a local variable): its annotated type, when stored, taints the type.
          if isProperty, let type = typeStack.last, binding.accessorBlock == nil {
            storedPropertyTypes[type, default: []].formUnion(Self.names(binding.typeAnnotation))
            // `let x = Foreign()`: the initial value's type.
            if binding.typeAnnotation == nil, let value = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
              storedPropertyTypes[type, default: []].formUnion(Self.names(value.calledExpression))
            }
          }
        }
        return member(node)
      }
      override func visitPost(_ node: VariableDeclSyntax) { memberStack.removeLast() }
      override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // A file's top-level declarations are members or types, not statements.
        if node.item.is(DeclSyntax.self), node.parent?.parent?.is(SourceFileSyntax.self) == true {
          return .visitChildren
        }
        spans.append(Span(kind: .statement, lines: lines(node), names: Self.names(node), typeName: typeStack.last))
        return .visitChildren
      }
    }
  }
#endif
