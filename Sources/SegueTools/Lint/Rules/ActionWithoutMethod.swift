import StoryboardFormat

extension LintRule {
  /// The `action-without-method` rule.
  static let actionWithoutMethod = LintRule(
    id: DiagnosticCode(rawValue: "action-without-method"), severity: .error,
    summary: "An action of a xib or storyboard sends a selector its target's class does not implement.",
    explanation: """
      A control sends its action to the target object when the user acts (a button tap, a value change); when \
      the target's class does not implement the selector, the app stops with NSInvalidArgumentException \
      "-[X buy:]: unrecognized selector sent to instance" — usually an @IBAction renamed or deleted in code but \
      not in Interface Builder. The rule needs the Swift or Objective-C sources (see \
      unwind-action-not-implemented) and checks an action only when its target (a xib's File's Owner, a scene's \
      controller, or another object with a custom class) has a class declared in them with every superclass up to \
      a UIKit class; a method matches when the selector's first part is its name ('buy:' for 'func buy(_:)'), or \
      its name followed by a capitalized label ('buyWithSender:' for 'func buy(sender:)'), or an @objc(name) it \
      is given, in the class, its superclasses or their extensions. Actions sent to the First Responder are \
      not checked: UIKit looks for a receiver along the responder chain. Selectors of UIKit's own (copy:, \
      paste:, dismissViewControllerAnimated: …) are not reported.
      """, origin: .lint, check: ActionWithoutMethod.check)
}

/// The action-without-method rule: actions of xibs and storyboards to methods the sources do not declare.
enum ActionWithoutMethod {
  static func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.sources.isEmpty else { return [] }
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      let classes = classesByID(nib.objects)
      for object in nib.objects {
        object.forEachObject { findings += check($0, classes: classes, context.sources) }
      }
    }
    for document in context.documents {
      for scene in document.scenes {
        var objects = scene.objects
        if let controller = scene.controller { objects.append(controller.object) }
        let classes = classesByID(objects)
        for object in objects {
          object.forEachObject { findings += check($0, classes: classes, context.sources) }
        }
      }
    }
    return findings
  }

  /// Object id → custom class, for the objects that have one.
  private static func classesByID(_ objects: [StoryboardObject]) -> [String: String] {
    var classes: [String: String] = [:]
    for object in objects {
      object.forEachObject { inner in
        if let id = inner.id, let name = inner.customClass { classes[id] = classes[id] ?? name }
      }
    }
    return classes
  }

  private static func check(_ holder: StoryboardObject, classes: [String: String], _ sources: SourceIndex)
    -> [Diagnostic]
  {
    var findings: [Diagnostic] = []
    for connection in holder.connections where connection.kind == .action {
      guard let selector = connection.selector, let target = connection.destination ?? connection.target,
        let className = classes[target], let missing = missingMethod(selector, of: className, sources)
      else { continue }
      findings.append(
        LintChecks.finding(
          .actionWithoutMethod,
          "Action '\(selector)' of the \(holder.element)\(holder.title.map { " '\($0)'" } ?? "") is sent to "
            + "'\(className)', but no method of \(missing) matches it; the app stops with \"unrecognized selector "
            + "sent to instance\" when it is sent",
          at: connection.location, object: connection.id))
    }
    return findings
  }

  /// `nil` when a method matches `selector` (or the class cannot be checked); else how the classes looked in are
  /// named.
  private static func missingMethod(_ selector: String, of className: String, _ sources: SourceIndex) -> String? {
    guard sources.classes[className] != nil, !uikitSelectors.contains(selector) else { return nil }
    let base = selector.prefix { $0 != ":" }
    let chain = sources.classChain(className)
    let matches = chain.contains { name in
      (sources.methods[name] ?? []).contains { method in
        base == method || (base.hasPrefix(method) && base.dropFirst(method.count).first?.isUppercase == true)
      }
    }
    if matches { return nil }
    guard let root = chain.last, ClassNames.hasSystemPrefix(root) || sources.classes[root] != nil else {
      return nil
    }
    let declared = chain.filter { sources.classes[$0] != nil && !ClassNames.hasSystemPrefix($0) }
    let names = declared.map { "'\($0)'" }
    guard let first = names.first else { return nil }
    return names.count == 1 ? first : "\(first) or its superclasses (\(names.dropFirst().joined(separator: ", ")))"
  }

  /// Action selectors UIKit's responders and view controllers implement themselves.
  static let uikitSelectors: Set<String> = [
    "copy:", "cut:", "paste:", "select:", "selectAll:", "delete:", "undo:", "redo:", "toggleBoldface:",
    "toggleItalics:", "toggleUnderline:", "makeTextWritingDirectionLeftToRight:",
    "makeTextWritingDirectionRightToLeft:", "increaseSize:", "decreaseSize:", "resignFirstResponder",
    "becomeFirstResponder", "dismissViewControllerAnimated:completion:", "popViewControllerAnimated:",
    "popToRootViewControllerAnimated:", "showViewController:sender:", "showDetailViewController:sender:",
    "sendActionsForControlEvents:", "sizeToFit", "setNeedsLayout", "layoutIfNeeded", "removeFromSuperview",
  ]
}
