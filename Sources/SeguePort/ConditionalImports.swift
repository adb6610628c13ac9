import SwiftSyntax

/// Rewrites `canImport(UIKit)` (or QuartzCore, CoreGraphics) in `#if` conditions to `canImport(SegueKit)`, as the
/// port rewrites those imports to `import SegueKit`: code written for iOS and the Mac (`#if canImport(UIKit)
/// import UIKit #else import AppKit #endif`, as SnapKit's files begin) then takes its iOS branch on Linux, where
/// `canImport(UIKit)` is false.
///
/// The imports in the other branches of an `#if canImport(UIKit)` (`import AppKit`) are then never compiled: their
/// lines are listed so that the report does not call them frameworks Linux lacks.
struct ConditionalImports {
  private(set) var edits: [SourceEdit] = []
  /// The lines of imports in the `#elseif`/`#else` branches of an `#if canImport(UIKit)`.
  private(set) var inactiveImportLines: Set<Int> = []

  init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    edits = finder.edits
    inactiveImportLines = Set(
      finder.inactiveImports.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line })
  }

  private final class Finder: SyntaxVisitor {
    var edits: [SourceEdit] = []
    var inactiveImports: [ImportDeclSyntax] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let first = node.clauses.first?.condition?.as(FunctionCallExprSyntax.self),
        first.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
        let module = first.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        SourceScanner.segueKitModules.contains(module)
      else { return .visitChildren }
      for clause in node.clauses.dropFirst() {
        guard case .statements(let items) = clause.elements else { continue }
        inactiveImports += items.compactMap { $0.item.as(ImportDeclSyntax.self) }
      }
      return .visitChildren
    }

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
