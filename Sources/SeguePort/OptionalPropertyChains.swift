import SwiftSyntax

/// The double optional chains through UIKit's optional property requirements, made single.
///
/// UIKit declares some protocol properties `@objc optional` — `UIApplicationDelegate`'s and
/// `UIWindowSceneDelegate`'s `window` — so reading one through the protocol gives a double optional on iOS:
/// `UIApplication.shared.delegate?.window??.rootViewController`, `delegate!.window!!`. SegueKit declares them as
/// plain requirements with a default (Linux has no optional requirements outside `@objc` protocols), where the second
/// `?` or `!` does not compile ("cannot use optional chaining on non-optional value"). A plain property of type
/// `UIWindow?` chained twice does not compile on iOS either, so `name??` and `name!!` on one of these names can only
/// be the requirement's: the port drops the outer `?` or `!`, which reads the same window or `nil`.
struct OptionalPropertyChains {
  /// UIKit's optional property requirements that SegueKit declares plain.
  static let names: Set<String> = ["window"]

  private(set) var edits: [SourceEdit] = []

  init(tree: SourceFileSyntax) {
    for token in tree.tokens(viewMode: .sourceAccurate)
    where token.tokenKind == .postfixQuestionMark || token.tokenKind == .exclamationMark {
      guard let outer = token.parent, let inner = Self.unwrapped(outer), let innerNode = Self.unwrapped(inner),
        Self.unwrappingToken(of: inner)?.tokenKind == token.tokenKind,
        let member = innerNode.as(MemberAccessExprSyntax.self), Self.names.contains(member.declName.baseName.text)
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(SourceEdit(range: start..<(start + 1), replacement: ""))
    }
  }

  /// What an optional chaining or force unwrap expression applies to.
  private static func unwrapped(_ node: Syntax) -> Syntax? {
    if let chaining = node.as(OptionalChainingExprSyntax.self) { return Syntax(chaining.expression) }
    if let force = node.as(ForceUnwrapExprSyntax.self) { return Syntax(force.expression) }
    return nil
  }

  private static func unwrappingToken(of node: Syntax) -> TokenSyntax? {
    node.as(OptionalChainingExprSyntax.self)?.questionMark ?? node.as(ForceUnwrapExprSyntax.self)?.exclamationMark
  }
}
