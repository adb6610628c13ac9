/// A scene found in a storyboard set: which storyboard, and which controller in it.
public struct ResolvedScene: Sendable, Hashable {
  public var storyboardName: String
  /// The path of the storyboard file, as loaded (two apps of a set can have storyboards of one name).
  public var storyboardPath: String
  public var controllerID: String

  public init(storyboardName: String, storyboardPath: String, controllerID: String) {
    self.storyboardName = storyboardName
    self.storyboardPath = storyboardPath
    self.controllerID = controllerID
  }
}

extension StoryboardSet {
  /// The scene a storyboard reference stands for, or the diagnostic that says why there is none.
  ///
  /// A reference with no storyboard name but a referenced identifier means the storyboard it is in
  /// [I]; one with neither is unconfigured (Xcode refuses to compile it). One without a referenced
  /// identifier means the target's initial view controller. References are followed through
  /// chains of references, with cycles reported.
  public func resolve(
    _ controller: Controller, in document: StoryboardDocument
  ) -> Result<ResolvedScene, Diagnostic> {
    var current = (controller: controller, document: document)
    var visited: Set<String> = []
    while let reference = current.controller.storyboardReference {
      let key = "\(current.document.path)#\(current.controller.id)"
      guard visited.insert(key).inserted else {
        return .failure(problem(.error, .referenceCycle, "Storyboard references form a cycle", current))
      }
      switch step(reference, from: current) {
      case .success(let next): current = next
      case .failure(let diagnostic): return .failure(diagnostic)
      }
    }
    return .success(
      ResolvedScene(
        storyboardName: current.document.name, storyboardPath: current.document.path,
        controllerID: current.controller.id))
  }

  /// One diagnostic for each storyboard reference in the set that does not resolve. An unconfigured reference
  /// (neither storyboard nor scene) is left out: decoding its file reported it already.
  public func referenceDiagnostics() -> [Diagnostic] {
    documents.flatMap { document in
      document.controllers.filter(\.kind.isStoryboardReference).compactMap { controller in
        if let reference = controller.storyboardReference, (reference.storyboardName ?? "").isEmpty,
          reference.referencedIdentifier == nil
        {
          return nil
        }
        if case .failure(let diagnostic) = resolve(controller, in: document) { return diagnostic }
        return nil
      }
    }
  }

  private func step(
    _ reference: StoryboardReference, from current: (controller: Controller, document: StoryboardDocument)
  ) -> Result<(controller: Controller, document: StoryboardDocument), Diagnostic> {
    let named = reference.storyboardName.flatMap { $0.isEmpty ? nil : $0 }
    if named == nil, reference.referencedIdentifier == nil {
      return .failure(
        problem(
          .error, .referenceUnconfigured, "Storyboard reference names neither a storyboard nor a scene", current))
    }
    let name = named ?? current.document.name
    if let bundle = reference.bundleIdentifier {
      return .failure(
        problem(
          .note, .referenceOtherBundle,
          "Storyboard reference points to '\(name)' in bundle '\(bundle)', which is not part of this set", current))
    }
    guard let target = document(named: name, from: current.document) else {
      return .failure(
        problem(
          .error, .referenceMissingStoryboard, "Storyboard reference points to missing storyboard '\(name)'", current
        ))
    }
    if let identifier = reference.referencedIdentifier {
      guard let controller = target.controller(withStoryboardIdentifier: identifier) else {
        return .failure(
          problem(
            .error, .referenceMissingIdentifier,
            "Storyboard '\(name)' has no scene with Storyboard ID '\(identifier)'", current))
      }
      return .success((controller, target))
    }
    guard let initial = target.initialController else {
      return .failure(
        problem(
          .error, .referenceNoInitialController,
          "Storyboard reference points to the initial view controller of '\(name)', which has none", current))
    }
    return .success((initial, target))
  }

  private func problem(
    _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String,
    _ at: (controller: Controller, document: StoryboardDocument)
  ) -> Diagnostic {
    Diagnostic(
      severity: severity, code: code, message: message, location: at.controller.location,
      objectID: at.controller.id)
  }
}
