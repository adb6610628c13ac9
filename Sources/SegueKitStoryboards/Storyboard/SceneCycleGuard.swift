import StoryboardFormat

/// Stops a storyboard whose scenes contain themselves — a relationship, embed segue or storyboard reference
/// that leads back to a scene still being made — before it recurses without end.
///
/// Not in UIKit: Interface Builder lets such a file through and UIKit recurses until the stack overflows. SegueKit
/// raises `NSInternalInconsistencyException` instead, naming the scenes of the cycle, so a test can capture it and
/// `segue run` can report it.
@MainActor
enum SceneCycleGuard {
  /// What is being done with a scene: making it (relationships and references come with it) or performing the
  /// embed segues of its view.
  enum Phase {
    case instantiation, embedding
  }

  /// Scenes being made or embedding, outermost first.
  private static var chain: [(key: String, phase: Phase, controller: Controller, storyboard: String)] = []

  /// Runs `body` with the scene on the chain; raises and returns `nil` when the scene is already on it (and so
  /// returns `nil` for every scene around it). One re-entry is not a cycle: a scene whose `awakeFromNib` loads its
  /// own view, and so performs its embeds, while it is being made.
  static func entering<Result>(
    _ controller: Controller, of document: StoryboardDocument, _ phase: Phase, _ body: () -> Result?
  ) -> Result? {
    let key = "\(document.path)#\(controller.id)"
    if let start = chain.firstIndex(where: { $0.key == key }),
      !(phase == .embedding && start == chain.count - 1 && chain[start].phase == .instantiation)
    {
      let cycle = (chain[start...].map { label($0.controller, $0.storyboard) } + [label(controller, document.name)])
        .joined(separator: " → ")
      UIKitException.raise(
        .internalInconsistency,
        "Storyboard scenes contain themselves: \(cycle). Relationship segues, embed segues and storyboard "
          + "references must not lead back to a scene that contains them")
      return nil
    }
    chain.append((key, phase, controller, document.name))
    defer { chain.removeLast() }
    let result = body()
    // As the exception would unwind on iOS, the scenes around the cycle are not made either.
    return UIKitException.isUnwinding ? nil : result
  }

  private static func label(_ controller: Controller, _ storyboard: String) -> String {
    "\(storyboard) '\(controller.customClass ?? controller.kind.rawValue)' (\(controller.id))"
  }
}
