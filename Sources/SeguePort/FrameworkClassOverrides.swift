import SwiftSyntax

/// Leaves out, as comments, the `override`s an app writes in extensions of classes it does not declare.
///
/// `extension UINavigationController { override open var preferredStatusBarStyle: UIStatusBarStyle { … } }` compiles
/// for iOS because the extension is an Objective-C category: its member replaces the framework's own implementation
/// for every instance of the class. Linux's compiler refuses an `override` in any extension ("declarations in
/// extensions cannot override yet"), and, unlike an extension of one of the app's classes (``ExtensionMerge`` folds
/// those into the class body), there is no body to move the member into: SegueKit's class is compiled already. So the
/// member goes into a block comment (lines kept), the class keeps SegueKit's behaviour of that member, and the report
/// says so with a note at the member instead of the error.
struct FrameworkClassOverrides {
  /// A member left out: where its `override` is, and the class extended.
  struct LeftOut {
    var line: Int
    var column: Int
    var className: String
    var member: String
  }

  private(set) var edits: [SourceEdit] = []
  private(set) var leftOut: [LeftOut] = []

  /// `appTypes`: every type the app declares (an extension of one of them is not a framework class's).
  init(tree: SourceFileSyntax, converter: SourceLocationConverter, appTypes: Set<String>) {
    for item in tree.statements {
      guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
      let extended = extensionDecl.extendedType.trimmedDescription
      let name = extended.hasPrefix("UIKit.") ? String(extended.dropFirst(6)) : extended
      guard !appTypes.contains(name), name.first?.isUppercase == true else { continue }
      for member in extensionDecl.memberBlock.members {
        guard
          let modifier = member.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.first(where: {
            $0.name.text == "override"
          })
        else { continue }
        let text = member.decl.trimmedDescription
        // A comment marker inside the member (in a string) would end the block comment early.
        guard !text.contains("/*"), !text.contains("*/") else { continue }
        let start = member.decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = member.decl.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(range: start..<start, replacement: "/* "))
        edits.append(SourceEdit(range: end..<end, replacement: " */"))
        let place = converter.location(for: modifier.positionAfterSkippingLeadingTrivia)
        leftOut.append(
          LeftOut(line: place.line, column: place.column, className: name, member: Self.memberName(member.decl)))
      }
    }
  }

  /// `preferredStatusBarStyle`, `viewDidLoad()`, `init(frame:)`: how the note names the member.
  private static func memberName(_ decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
      return function.name.text + "(" + labels.joined() + ")"
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variable.bindings.first?.pattern.trimmedDescription ?? "var"
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
      return "init(" + labels.joined() + ")"
    }
    return "subscript"
  }

  /// The note that replaces the port's error for a member left out.
  static func note(className: String, member: String) -> String {
    "'\(member)' overrides a member of '\(className)' in an extension, which on iOS replaces the framework's own "
      + "implementation for every instance (an Objective-C category); Linux's compiler refuses it and SegueKit's "
      + "class is compiled already, so the member is left out (commented) and '\(className)' keeps SegueKit's "
      + "behaviour; give a subclass the override if a test needs it"
  }
}
