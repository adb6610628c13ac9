import SwiftSyntax

/// Rewrites `canImport(UIKit)` (or QuartzCore, CoreGraphics) in `#if` conditions to `canImport(SegueKit)`, as the
/// port rewrites those imports to `import SegueKit`: code written for iOS and the Mac (`#if canImport(UIKit)
/// import UIKit #else import AppKit #endif`, as SnapKit's files begin) then takes its iOS branch on Linux, where
/// `canImport(UIKit)` is false.
struct ConditionalImports {
  private(set) var edits: [SourceEdit] = []

  init(tree: SourceFileSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    edits = finder.edits
  }

  private final class Finder: SyntaxVisitor {
    var edits: [SourceEdit] = []

    /// A `canImport(Module)` call; `#if` conditions are expressions, so it may sit in `||`, `&&`, `!` or parentheses.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
        let argument = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
        SourceScanner.segueKitModules.contains(argument.baseName.text),
        Self.isInCondition(node)
      else { return .visitChildren }
      let start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(
        SourceEdit(range: start..<argument.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "SegueKit"))
      return .skipChildren
    }

    /// Whether `node` is in an `#if`/`#elseif` clause's condition.
    private static func isInCondition(_ node: some SyntaxProtocol) -> Bool {
      var current = Syntax(node)
      while let parent = current.parent {
        if let clause = parent.as(IfConfigClauseSyntax.self) { return clause.condition?.id == current.id }
        current = parent
      }
      return false
    }
  }
}
