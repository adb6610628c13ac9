import StoryboardFormat

extension LintRule {
  /// The `unwind-action-not-implemented` rule.
  static let unwindActionNotImplemented = LintRule(
    id: DiagnosticCode(rawValue: "unwind-action-not-implemented"), severity: .warning,
    summary: "No view controller that can lead to this scene implements the unwind action.",
    explanation: """
      UIKit performs an unwind segue by walking from the source up the presenting and container chain \
      for a view controller that implements the unwindAction selector; when none does, the segue does \
      nothing ("fails silently"). The rule looks at the scenes that can lead to the source (every scene \
      with a chain of segues to it, and the children of containers among them). Evidence that a scene \
      implements the selector is: (1) a Swift '@IBAction func name(_: UIStoryboardSegue)' or Objective-C \
      '- (IBAction)name:(UIStoryboardSegue *)' (or '(id)') in the scene's custom class, a superclass, or an \
      extension of UIViewController (which every controller inherits), when Swift or Objective-C sources \
      are found (with --sources, or the folder holding the nearest .xcodeproj, .xcworkspace, Package.swift \
      or project.yml above the storyboard, else the folder given on the command line that holds it); (2) \
      an action connection with that selector to the scene's controller in a storyboard. With sources, a \
      finding is a warning when no class in the sources implements the selector at all, or when none of \
      the scenes that lead here does and code cannot create the source scene (it has no Storyboard ID and \
      is not reached from a scene that has one); when code can, the finding is a note, since code may \
      present the scene from a controller that implements the action. When the sources are visibly \
      incomplete (a Podfile.lock, Package.resolved or Cartfile.resolved beside the project, or a class a \
      storyboard takes from a fixed module that no source declares), every finding is a note that says a \
      dependency may add the action, and unwind segues whose action no class in the sources has are counted \
      in one note per run (at the first storyboard) instead; pass the dependencies' sources with --sources \
      to check them. Without any sources nothing can be checked: the run gets one note, \
      at the first storyboard, counting the unwind segues left unchecked. Unwind segues in unreachable \
      scenes are left to unreachable-scene. Swift's selector naming is matched loosely ('name:', \
      'nameWithLabel:', 'nameLabel:'), and classes are matched by name, so a method added at run time or \
      in a class the sources do not contain is not seen.
      """, origin: .lint, check: UnwindActionNotImplemented.check)
}

/// The unwind-action-not-implemented rule: an unwind segue whose action no scene on the way to it implements.
enum UnwindActionNotImplemented {
  /// The scenes that can lead to `id` (with the children of containers among them) and the union of the unwind
  /// actions their classes and storyboard connections have.
  private static func candidatesAndActions(
    leadingTo id: String, context: LintContext, storyboardActions: (String) -> [String: Set<String>]
  ) -> (Set<String>, Set<String>) {
    var candidates = context.ancestors(of: id)
    for ancestor in candidates {
      for edge in context.outgoing[ancestor] ?? [] where edge.kind == .relationship { candidates.insert(edge.to) }
    }
    candidates.remove(id)
    var implemented: Set<String> = []
    for candidate in candidates {
      guard let node = context.nodes[candidate], node.role == .scene else { continue }
      implemented.formUnion(context.sources.unwindActions(of: node.className))
      if let found = context.scenes[candidate] {
        implemented.formUnion(storyboardActions(found.document.path)[node.objectID] ?? [])
      }
    }
    return (candidates, implemented)
  }

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var unchecked = 0
    // Actions no scanned class has while a dependency may add them (an extension of UIViewController in a
    // package, say): counted in one note, not reported per segue.
    var fromDependency: [String] = []
    var actionsByDocument: [String: [String: Set<String>]] = [:]
    func actions(_ path: String) -> [String: Set<String>] {
      if let cached = actionsByDocument[path] { return cached }
      let found = context.set.documents.first { $0.path == path }.map(actionTargets) ?? [:]
      actionsByDocument[path] = found
      return found
    }
    let dependency = context.sources.isEmpty ? nil : missingDependency(context)
    for document in context.documents where LintChecks.touchPlatforms.contains(document.platform) {
      for scene in document.scenes {
        guard let controller = scene.controller else { continue }
        let id = context.nodeID(document, controller.id)
        // A scene with no placement is unreachable: that rule reports it.
        guard let placements = context.placements[id], !placements.isEmpty else { continue }
        // The scenes that can lead here and every unwind action they have, worked out once per scene.
        var leading: (candidates: Set<String>, actions: Set<String>)?
        for segue in scene.segues where segue.kind == .unwind {
          guard let selector = segue.unwindAction, !selector.isEmpty else { continue }
          if leading == nil {
            leading = candidatesAndActions(leadingTo: id, context: context, storyboardActions: actions)
          }
          guard let (candidates, implemented) = leading, !implemented.contains(selector) else { continue }
          guard !context.sources.isEmpty else {
            unchecked += 1
            continue
          }
          if dependency != nil, !context.sources.anyImplements(selector) {
            fromDependency.append(selector)
            continue
          }
          let (message, severity) = finding(
            selector, listed: listed(candidates, document: document, context: context), dependency: dependency,
            codeMayCreate: placements.contains(.anywhere), context: context)
          findings.append(
            LintChecks.finding(
              .unwindActionNotImplemented, message, at: segue.location, object: segue.id, severity: severity))
        }
      }
    }
    guard let first = context.documents.map(\.path).sorted().first else { return findings }
    let start = SourceLocation(file: first, line: 1, column: 1)
    if unchecked > 0 {
      let segues = unchecked == 1 ? "1 unwind segue was" : "\(unchecked) unwind segues were"
      findings.append(
        LintChecks.finding(
          .unwindActionNotImplemented,
          "\(segues) not checked: no Swift or Objective-C sources were found for these storyboards; "
            + "pass the app's source folder with --sources",
          at: start, object: nil, severity: .note))
    }
    if let dependency, !fromDependency.isEmpty {
      let selectors = Array(Set(fromDependency)).sorted()
      let named = selectors.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (selectors.count > 3 ? " …" : "")
      let segues =
        fromDependency.count == 1
        ? "1 unwind segue was not checked: its action \(named) is"
        : "\(fromDependency.count) unwind segues were not checked: their actions \(named) are"
      findings.append(
        LintChecks.finding(
          .unwindActionNotImplemented,
          "\(segues) implemented by no class in the sources, and a dependency may add \(fromDependency.count == 1 ? "it" : "them") "
            + "(\(dependency)); pass the dependencies' sources with --sources to check",
          at: start, object: nil, severity: .note))
    }
    return findings
  }

  private static func finding(
    _ selector: String, listed: String, dependency: String?, codeMayCreate: Bool, context: LintContext
  ) -> (String, Diagnostic.Severity) {
    // With a dependency, the action is in the sources (else the segue was counted in the run note).
    if dependency == nil, !context.sources.anyImplements(selector) {
      return (
        "Unwind action '\(selector)' is implemented by no class in the sources, so the unwind segue does nothing",
        .warning
      )
    }
    if codeMayCreate {
      return (
        "Unwind action '\(selector)': \(listed); code may also create this scene (through a Storyboard ID or "
          + "an initial view controller) and present it from a controller that does", .note
      )
    }
    if let dependency {
      return (
        "Unwind action '\(selector)': \(listed) in the sources; a dependency may add it (\(dependency)); pass the "
          + "dependencies' sources with --sources to check", .note
      )
    }
    return ("Unwind action '\(selector)': \(listed), so the unwind segue does nothing", .warning)
  }

  private static func listed(_ candidates: Set<String>, document: StoryboardDocument, context: LintContext) -> String {
    // Scenes with a custom class first: those are the ones that could implement the action.
    func isCustom(_ id: String) -> Bool {
      context.nodes[id].map { $0.className != ClassNames.defaultClass(of: $0.kind, on: document.platform) } ?? false
    }
    let ordered = candidates.sorted { lhs, rhs in isCustom(lhs) != isCustom(rhs) ? isCustom(lhs) : lhs < rhs }
    let names = ordered.prefix(3).map { context.describe($0) }
    guard !names.isEmpty else { return "no scene leads to this one" }
    let more = candidates.count > 3 ? " and \(candidates.count - 3) more" : ""
    return "none of the scenes that lead here (\(names.joined(separator: ", "))\(more)) implements it"
  }

  /// Why the sources look incomplete, or `nil`: a dependency manifest beside the project, or a class that a
  /// storyboard takes from a fixed module and that no source declares.
  private static func missingDependency(_ context: LintContext) -> String? {
    if let manifest = context.sources.dependencyManifests.first {
      return
        "the project has dependencies, '\(manifest.split(separator: "/").last ?? "")', whose sources were not scanned"
    }
    var missing: (module: String, className: String)?
    for document in context.set.documents where missing == nil {
      for scene in document.scenes where missing == nil {
        var objects = scene.objects
        if let controller = scene.controller { objects.append(controller.object) }
        for object in objects {
          object.forEachObject { inner in
            guard missing == nil, let module = inner.customModule, inner.customModuleProvider == nil,
              let className = inner.customClass, !ClassNames.hasSystemPrefix(className),
              context.sources.classes[className] == nil, !context.sources.objcNames.contains(className)
            else { return }
            missing = (module, className)
          }
        }
      }
    }
    return missing.map { "class '\($0.className)' comes from module '\($0.module)', which is not in the sources" }
  }

  /// Controller id → selectors of action connections that target it, in one document.
  private static func actionTargets(_ document: StoryboardDocument) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    func visit(_ object: StoryboardObject) {
      object.forEachObject { inner in
        for connection in inner.connections where connection.kind == .action {
          if let selector = connection.selector, let target = connection.destination ?? connection.target {
            result[target, default: []].insert(selector)
          }
        }
      }
    }
    for scene in document.scenes {
      if let controller = scene.controller { visit(controller.object) }
      scene.objects.forEach(visit)
    }
    return result
  }
}
