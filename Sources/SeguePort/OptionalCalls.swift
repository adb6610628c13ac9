import SwiftSyntax

/// The calls of optional requirements the port made plain: the `?` goes (`delegate?.didChange?(self)` →
/// `delegate?.didChange(self)`), since optional chaining on a plain requirement does not compile; a call of one that
/// returns a value is also wrapped, `OptionalRequirement.call({ delegate?.shouldReturn(self) })`, which is `nil` when
/// the conformer does not implement it, as on iOS.
struct OptionalCalls {
  private(set) var edits: [SourceEdit] = []
  /// Some call was wrapped in `OptionalRequirement.call` (the file needs SegueKit).
  private(set) var wrapsCalls = false

  /// `names`: the requirements made plain; `valued`: those of them that return a value.
  init(tree: SourceFileSyntax, names: Set<String>, valued: Set<String>) {
    guard !names.isEmpty else { return }
    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .postfixQuestionMark {
      guard let chaining = token.parent?.as(OptionalChainingExprSyntax.self),
        let member = chaining.expression.as(MemberAccessExprSyntax.self),
        names.contains(member.declName.baseName.text),
        let call = chaining.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == chaining.id
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(SourceEdit(range: start..<(start + 1), replacement: ""))
      if valued.contains(member.declName.baseName.text) {
        let chain = Self.outermostPostfix(of: ExprSyntax(call))
        let chainStart = chain.positionAfterSkippingLeadingTrivia.utf8Offset
        let chainEnd = chain.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(range: chainStart..<chainStart, replacement: "OptionalRequirement.call({ "))
        edits.append(SourceEdit(range: chainEnd..<chainEnd, replacement: " })"))
        wrapsCalls = true
      }
    }
  }

  /// The whole optional chain `expression` is part of (`a?.f(x).count` for `a?.f(x)`): optional chaining's value
  /// is the chain's, so the wrap must take all of it.
  private static func outermostPostfix(of expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    while let parent = current.parent {
      if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
        current = ExprSyntax(access)
      } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
        current = ExprSyntax(call)
      } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == current.id
      {
        current = ExprSyntax(subscriptCall)
      } else if let chaining = parent.as(OptionalChainingExprSyntax.self) {
        current = ExprSyntax(chaining)
      } else {
        return current
      }
    }
    return current
  }
}
