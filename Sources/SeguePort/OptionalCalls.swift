import SwiftSyntax

/// The `?` of calls to optional requirements the port made plain (`delegate?.didChange?(self)` →
/// `delegate?.didChange(self)`): the requirement is no longer optional, so optional chaining on it does not compile.
struct OptionalCalls {
  private(set) var edits: [SourceEdit] = []

  init(tree: SourceFileSyntax, names: Set<String>) {
    guard !names.isEmpty else { return }
    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .postfixQuestionMark {
      guard let chaining = token.parent?.as(OptionalChainingExprSyntax.self),
        let member = chaining.expression.as(MemberAccessExprSyntax.self),
        names.contains(member.declName.baseName.text),
        chaining.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == chaining.id
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(SourceEdit(range: start..<(start + 1), replacement: ""))
    }
  }
}
