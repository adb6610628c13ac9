import SwiftSyntax

/// Folds the extensions that directly follow a class in its file into the class's body, so that what Linux's
/// compiler refuses in an extension compiles: an `override` there ("declarations in extensions cannot override
/// yet"), or a member a subclass overrides ("non-@objc declarations of extensions cannot be overridden"). Lines stay
/// where they are: the class's closing brace and each folded extension's header and closing brace (but the last
/// one's) become blanks, and the conformances the extensions declare join the class's inheritance clause on its own
/// line.
///
/// A chain stops at anything that is not an extension of the class written as `extension Name` with no `where`
/// clause or attribute. The members of a folded `private` or `fileprivate` extension become internal: wider, so what
/// compiled still does, unless a signature names a private type.
struct ExtensionMerge {
  /// A folded chain: the class and the lines its extensions covered.
  struct Fold {
    var className: String
    var extensionLines: ClosedRange<Int>
  }

  private(set) var edits: [SourceEdit] = []
  private(set) var folds: [Fold] = []

  /// Folds, in `tree`, every chain with an `override` in an extension, or whose class is one of `overriddenOwners`
  /// (classes whose extension members a subclass overrides).
  init(tree: SourceFileSyntax, converter: SourceLocationConverter, overriddenOwners: Set<String>) {
    let items = Array(tree.statements)
    var index = 0
    while index < items.count {
      defer { index += 1 }
      guard let classDecl = items[index].item.as(ClassDeclSyntax.self) else { continue }
      let name = classDecl.name.text
      var chain: [ExtensionDeclSyntax] = []
      while index + 1 < items.count, let next = items[index + 1].item.as(ExtensionDeclSyntax.self),
        Self.isPlainExtension(next, of: name)
      {
        chain.append(next)
        index += 1
      }
      guard let last = chain.last,
        overriddenOwners.contains(name) || chain.contains(where: Self.hasOverride)
      else { continue }
      fold(classDecl, chain)
      folds.append(
        Fold(
          className: name,
          extensionLines: converter.location(for: chain[0].positionAfterSkippingLeadingTrivia)
            .line...converter.location(for: last.endPositionBeforeTrailingTrivia).line))
    }
  }

  private mutating func fold(_ classDecl: ClassDeclSyntax, _ chain: [ExtensionDeclSyntax]) {
    edits.append(Self.blanking(classDecl.memberBlock.rightBrace))
    let conformances = chain.flatMap { $0.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [] }
    if !conformances.isEmpty {
      let list = conformances.joined(separator: ", ")
      if let inherited = classDecl.inheritanceClause?.inheritedTypes.last {
        let end = inherited.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(range: end..<end, replacement: ", " + list))
      } else {
        let end = (classDecl.genericParameterClause.map { Syntax($0) } ?? Syntax(classDecl.name))
          .endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(range: end..<end, replacement: ": " + list))
      }
    }
    for (offset, extensionDecl) in chain.enumerated() {
      let headerStart = extensionDecl.positionAfterSkippingLeadingTrivia.utf8Offset
      let headerEnd = extensionDecl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      let header = extensionDecl.description.utf8.dropFirst(extensionDecl.leadingTrivia.sourceLength.utf8Length)
        .prefix(headerEnd - headerStart)
      edits.append(SourceEdit(range: headerStart..<headerEnd, replacement: Self.blanks(for: header)))
      if offset < chain.count - 1 { edits.append(Self.blanking(extensionDecl.memberBlock.rightBrace)) }
    }
  }

  private static func isPlainExtension(_ decl: ExtensionDeclSyntax, of name: String) -> Bool {
    decl.extendedType.trimmedDescription == name && decl.genericWhereClause == nil && decl.attributes.isEmpty
      && decl.modifiers.allSatisfy { ["private", "fileprivate"].contains($0.name.text) }
  }

  static func hasOverride(_ decl: ExtensionDeclSyntax) -> Bool {
    decl.memberBlock.members.contains { member in
      member.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains { $0.name.text == "override" }
        == true
    }
  }

  /// A token replaced by a space.
  private static func blanking(_ token: TokenSyntax) -> SourceEdit {
    let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
    return SourceEdit(range: start..<(start + token.text.utf8.count), replacement: " ")
  }

  /// Spaces for every byte of `text` but its line breaks, which stay.
  private static func blanks(for text: some Collection<UInt8>) -> String {
    String(decoding: text.map { $0 == 10 || $0 == 13 ? $0 : 32 }, as: UTF8.self)
  }
}
