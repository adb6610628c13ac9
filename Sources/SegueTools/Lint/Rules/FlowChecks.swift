import StoryboardFormat

/// Rules about the flow between scenes: reachability and unwinding.
enum FlowChecks {
  static func unreachableScene(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents {
      for scene in document.scenes {
        guard let controller = scene.controller else { continue }
        let ownID = context.builder.nodeID(document, controller.id)
        let reached: Bool
        var fromUnreachable = false
        if context.graph.resolvedReferences[ownID] != nil {
          // A resolved reference: reached when a segue of a reachable scene points at it, or it has its own ID.
          let sources = document.scenes.filter { $0.segues.contains { $0.destination == controller.id } }
          fromUnreachable = !sources.isEmpty
          reached =
            controller.storyboardIdentifier != nil
            || sources.contains { $0.controller.map { context.reachable.contains(context.nodeID(document, $0.id)) } ?? false }
        } else {
          reached = context.reachable.contains(ownID)
          fromUnreachable = !(context.incoming[ownID] ?? []).isEmpty
        }
        guard !reached else { continue }
        let why =
          fromUnreachable
          ? "every segue into it starts in a scene that cannot be reached either"
          : "no segue leads to it"
        let name = context.describe(ownID)
        let subject = name.hasPrefix("storyboard reference") ? "S" + name.dropFirst() : "Scene \(name)"
        findings.append(
          LintChecks.finding(
            "unreachable-scene",
            "\(subject) cannot be reached: it is not an initial view controller, has no Storyboard ID, and \(why)",
            at: controller.location, object: controller.id))
      }
    }
    return findings
  }

  static func unwindActionNotImplemented(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var actionsByDocument: [String: [String: Set<String>]] = [:]
    func actions(_ path: String) -> [String: Set<String>] {
      if let cached = actionsByDocument[path] { return cached }
      let found = context.set.documents.first { $0.path == path }.map(actionTargets) ?? [:]
      actionsByDocument[path] = found
      return found
    }
    for document in context.documents where LintChecks.touchPlatforms.contains(document.platform) {
      for scene in document.scenes {
        guard let controller = scene.controller else { continue }
        for segue in scene.segues where segue.kind == .unwind {
          guard let selector = segue.unwindAction, !selector.isEmpty else { continue }
          let id = context.nodeID(document, controller.id)
          var candidates = context.ancestors(of: id)
          for ancestor in candidates {
            for edge in context.outgoing[ancestor] ?? [] where edge.kind == .relationship { candidates.insert(edge.to) }
          }
          candidates.remove(id)
          let implementers = candidates.filter { candidate in
            guard let node = context.nodes[candidate], node.role == .scene else { return false }
            if context.sources.implements(node.className, selector) { return true }
            guard let found = context.scenes[candidate] else { return false }
            return actions(found.document.path)[node.objectID]?.contains(selector) ?? false
          }
          guard implementers.isEmpty else { continue }
          // Scenes with a custom class first: those are the ones that could implement the action.
          let ordered = candidates.sorted { lhs, rhs in
            let lhsCustom = context.nodes[lhs].map { $0.className != ClassNames.defaultClass(of: $0.kind, on: document.platform) } ?? false
            let rhsCustom = context.nodes[rhs].map { $0.className != ClassNames.defaultClass(of: $0.kind, on: document.platform) } ?? false
            return lhsCustom != rhsCustom ? lhsCustom : lhs < rhs
          }
          let names = ordered.prefix(3).map { context.describe($0) }
          let listed =
            names.isEmpty
            ? "no scene leads to this one"
            : "none of the scenes that lead here (\(names.joined(separator: ", "))\(candidates.count > 3 ? " and \(candidates.count - 3) more" : "")) implements it"
          let message: String
          let severity: Diagnostic.Severity
          if context.sources.isEmpty {
            message =
              "Unwind action '\(selector)': \(listed) as far as the storyboards show "
              + "(no Swift or Objective-C sources were found, so only action connections were checked)"
            severity = .note
          } else if !context.sources.anyImplements(selector) {
            message = "Unwind action '\(selector)' is implemented by no class in the sources, so the unwind segue does nothing"
            severity = .warning
          } else if context.placements[id]?.contains(.anywhere) ?? true {
            message =
              "Unwind action '\(selector)': \(listed); code may also create this scene (through a Storyboard ID or "
              + "an initial view controller) and present it from a controller that does"
            severity = .note
          } else {
            message = "Unwind action '\(selector)': \(listed), so the unwind segue does nothing"
            severity = .warning
          }
          findings.append(
            LintChecks.finding("unwind-action-not-implemented", message, at: segue.location, object: segue.id, severity: severity))
        }
      }
    }
    return findings
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
