import SwiftSyntax

/// Marks `convenience` the initializers of a class that delegate with `self.init(…)` without saying so.
///
/// Swift requires an initializer that delegates across its own class (`self.init(…)`) to be `convenience`; a
/// designated one must call `super.init`. Apple's compiler waives the keyword for a class that inherits from an
/// Objective-C class (every `UIView`, `UIViewController` and `NSObject` subclass): such an initializer is treated
/// as a convenience one, so `required init?(coder: NSCoder) { self.init() }` in a cell compiles for iOS. Linux's
/// compiler has no Objective-C classes and refuses it ("'self' used before 'super.init' call", or "designated
/// initializer cannot delegate"). The rule: an initializer written directly in a class body, without `convenience`,
/// whose body calls `self.init(…)` and never `super.init(…)`, gets the keyword before `init` — what Apple's compiler
/// reads it as, so it behaves the same (it still satisfies `required` and overrides what it overrode).
struct DelegatingInitializers {
  private(set) var edits: [SourceEdit] = []

  init(tree: SourceFileSyntax) {
    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.`init`) {
      guard let initializer = token.parent?.as(InitializerDeclSyntax.self), initializer.initKeyword.id == token.id,
        initializer.parent?.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true,
        Self.delegatesWithoutKeyword(initializer)
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(SourceEdit(range: start..<start, replacement: "convenience "))
    }
  }

  /// Whether `initializer` lacks `convenience`, calls `self.init(…)` and never `super.init(…)` in its own body
  /// (closures count: they run during initialization; nested functions and types do not).
  static func delegatesWithoutKeyword(_ initializer: InitializerDeclSyntax) -> Bool {
    guard let body = initializer.body, !initializer.modifiers.contains(where: { $0.name.text == "convenience" })
    else { return false }
    let finder = InitializerCallFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.callsSelf && !finder.callsSuper
  }
}

/// Finds `self.init(…)` and `super.init(…)` calls, skipping nested declarations.
private final class InitializerCallFinder: SyntaxVisitor {
  var callsSelf = false
  var callsSuper = false

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.tokenKind == .keyword(.`init`) {
      if node.base?.is(SuperExprSyntax.self) == true { callsSuper = true }
      if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.`self`) {
        callsSelf = true
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
