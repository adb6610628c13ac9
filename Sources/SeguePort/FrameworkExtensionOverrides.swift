import SwiftSyntax

/// Makes the app's overrides of a member the app itself adds to a framework class in an extension dispatch as on iOS.
///
/// `public extension UIViewController { @objc func textFieldShouldReturn(_:) -> Bool { … } }`, overridden by
/// `override func textFieldShouldReturn(_:)` in one of the app's controllers, compiles for iOS because both are
/// Objective-C methods: a call on any controller finds the subclass's. Linux's compiler refuses the override ("is
/// declared in extension of 'UIViewController' and cannot be overridden"), and the member cannot move into the class's
/// body, as an extension of the app's own class does (`ExtensionMove`): SegueKit's class is compiled already. So the
/// dispatch is written out:
///
/// - a protocol, `SegueOverriding_UIViewController_textFieldShouldReturn`, whose one requirement,
///   `segueOverride_textFieldShouldReturn(_:)`, has the member's signature, declared after the extension's closing
///   brace with the conformances of the overriding classes;
/// - the extension's member first hands the call to `self` when `self` conforms, else runs its own body;
/// - each override is renamed to the requirement; a class whose ancestors in the app do not override the member
///   drops its `override` and conforms, one below it keeps `override` (it overrides its superclass's method).
///
/// Every call of the member, by the app or by SegueKit through a protocol the class adopts (`UITextFieldDelegate`),
/// then runs the most derived override, as Objective-C's dispatch does. Done only when it keeps that behaviour and
/// every line where it is: the member is an instance method with a body and no generic parameters; no override calls
/// `super` for it (its own body would hand the call back to the override); the overriding classes are in the files
/// being ported. Everything is inserted on lines that exist, so diagnostics keep their lines.
struct FrameworkExtensionOverrides {
  /// One member: the extension's method, and the overriding methods with whether each is the first in its lineage.
  private struct Group {
    var framework: String
    var member: PortedType.Method
    var overrides: [(className: String, method: PortedType.Method, isFirst: Bool)]
  }

  private(set) var edits: [(file: String, edit: SourceEdit)] = []
  /// The members rewritten, one per extension member.
  private(set) var rewritten = 0

  init(types: TypeIndex, scanners: [SourceScanner]) {
    var groups: [String: Group] = [:]
    for (name, type) in types.types where type.isClass {
      let lineage = types.lineage(of: name)
      guard let top = lineage.last, let written = types.types[top]?.inherited.first else { continue }
      let framework = written.hasPrefix("UIKit.") ? String(written.dropFirst(6)) : written
      guard let extended = types.types[framework], !extended.isClass else { continue }
      for method in type.methods where method.isOverride && !method.isInExtension && !method.isStatic {
        guard
          let member = extended.methods.first(where: {
            $0.baseName == method.baseName && $0.labels == method.labels && $0.isInExtension && !$0.isOverride
              && !$0.isStatic
          })
        else { continue }
        let overriddenAbove = lineage.dropFirst().contains { ancestor in
          types.types[ancestor]?.methods.contains {
            $0.baseName == method.baseName && $0.labels == method.labels && $0.isOverride
          } == true
        }
        let key = "\(framework).\(member.swiftName)"
        groups[key, default: Group(framework: framework, member: member, overrides: [])].overrides.append(
          (name, method, !overriddenAbove))
      }
    }
    let byFile = Dictionary(scanners.map { ($0.file, $0) }) { first, _ in first }
    for key in groups.keys.sorted() {
      guard let group = groups[key], let rewrite = Self.rewrite(group, files: byFile) else { continue }
      edits += rewrite
      rewritten += 1
    }
  }

  /// The edits for one member, or nil when it is not rewritten.
  private static func rewrite(_ group: Group, files: [String: SourceScanner]) -> [(file: String, edit: SourceEdit)]? {
    guard let memberFile = files[group.member.location.file],
      let member = function(at: group.member.location, in: memberFile),
      let body = member.body, member.genericParameterClause == nil,
      let extensionDecl = member.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)
    else { return nil }
    var overrides: [(className: String, decl: FunctionDeclSyntax, file: String, isFirst: Bool)] = []
    for (className, method, isFirst) in group.overrides {
      guard let scanner = files[method.location.file], let decl = function(at: method.location, in: scanner),
        !(decl.body?.description.contains("super.\(group.member.baseName)") ?? false)
      else { return nil }
      overrides.append((className, decl, scanner.file, isFirst))
    }
    let requirement = "segueOverride_" + group.member.baseName
    let protocolName = "SegueOverriding_\(group.framework)_\(group.member.baseName)"
    let modifiers = member.modifiers.map(\.name.text) + extensionDecl.modifiers.map(\.name.text)
    let access = modifiers.contains("public") || modifiers.contains("open") ? "public " : ""
    let isolation = group.framework.hasPrefix("UI") ? "@MainActor " : ""
    let parameters = member.signature.parameterClause.parameters
    let declaredParameters = parameters.map { parameter in
      (parameter.secondName.map { "\(parameter.firstName.text) \($0.text)" } ?? parameter.firstName.text) + ": "
        + parameter.type.trimmedDescription + (parameter.ellipsis == nil ? "" : "...")
    }
    let effects = member.signature.effectSpecifiers?.trimmedDescription ?? ""
    let returnClause = member.signature.returnClause?.trimmedDescription ?? ""
    let signature =
      "func \(requirement)(\(declaredParameters.joined(separator: ", ")))"
      + (effects.isEmpty ? "" : " " + effects) + (returnClause.isEmpty ? "" : " " + returnClause)
    let arguments = parameters.map { parameter in
      let value =
        (parameter.type.trimmedDescription.hasPrefix("inout ") ? "&" : "")
        + (parameter.secondName ?? parameter.firstName).text
      return parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)"
    }
    let call =
      (effects.contains("throws") ? "try " : "") + (effects.contains("async") ? "await " : "")
      + "overriding.\(requirement)(\(arguments.joined(separator: ", ")))"
    var edits: [(file: String, edit: SourceEdit)] = []
    let bodyStart = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(
      (
        memberFile.file,
        SourceEdit(
          range: bodyStart..<bodyStart,
          replacement: " if let overriding = self as? any \(protocolName) { return \(call) };")
      ))
    let conformances = overrides.filter(\.isFirst).map { "extension \($0.className): \(protocolName) {}" }
    let end = extensionDecl.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(
      (
        memberFile.file,
        SourceEdit(
          range: end..<end,
          replacement: "; \(isolation)\(access)protocol \(protocolName): AnyObject { \(signature) }"
            + conformances.map { "; " + $0 }.joined())
      ))
    for override in overrides {
      let name = override.decl.name
      edits.append(
        (
          override.file,
          SourceEdit(
            range: name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: requirement)
        ))
      if override.isFirst, let keyword = override.decl.modifiers.first(where: { $0.name.text == "override" }) {
        edits.append(
          (
            override.file,
            SourceEdit(
              range: keyword.positionAfterSkippingLeadingTrivia.utf8Offset..<keyword.endPosition.utf8Offset,
              replacement: "")
          ))
      }
    }
    return edits
  }

  /// The function whose name is at `location` in `scanner`'s file.
  private static func function(at location: PortLocation, in scanner: SourceScanner) -> FunctionDeclSyntax? {
    final class Finder: SyntaxVisitor {
      let location: PortLocation
      let converter: SourceLocationConverter
      var found: FunctionDeclSyntax?
      init(_ location: PortLocation, _ converter: SourceLocationConverter) {
        self.location = location
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let place = converter.location(for: node.name.positionAfterSkippingLeadingTrivia)
        if place.line == location.line && place.column == location.column { found = node }
        return found == nil ? .visitChildren : .skipChildren
      }
    }
    let finder = Finder(location, scanner.converter)
    finder.walk(scanner.tree)
    return finder.found
  }
}
