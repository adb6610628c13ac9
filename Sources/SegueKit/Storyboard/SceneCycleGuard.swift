import StoryboardFormat

/// Stops a storyboard whose scenes contain themselves — a relationship, embed segue or storyboard reference
/// that leads back to a scene still being made — before it recurses without end.
///
/// Not in UIKit: Interface Builder lets such a file through and UIKit recurses until the stack overflows. SegueKit
/// raises `NSInternalInconsistencyException` instead, naming the scenes of the cycle, so a test can capture it and
/// `segue run` can report it.
@MainActor
enum SceneCycleGuard {
  /// Scenes being instantiated (relationships and references) or having their embeds performed, outermost first.
  private static var chain: [(key: String, label: String)] = []

  /// Runs `body` with the scene on the chain; raises and returns `nil` when the scene is already on it (and so
  /// every scene around it).
  static func entering<Result>(
    _ controller: Controller, of document: StoryboardDocument, _ body: () -> Result?
  ) -> Result? {
    let key = "\(document.path)#\(controller.id)"
    let label = "\(document.name) '\(controller.customClass ?? controller.kind.rawValue)' (\(controller.id))"
    if let start = chain.firstIndex(where: { $0.key == key }) {
      let cycle = (chain[start...].map(\.label) + [label]).joined(separator: " → ")
      UIKitException.raise(
        .internalInconsistency,
        "Storyboard scenes contain themselves: \(cycle). Relationship segues, embed segues and storyboard "
          + "references must not lead back to a scene that contains them")
      return nil
    }
    chain.append((key, label))
    defer { chain.removeLast() }
    let result = body()
    // As the exception would unwind on iOS, the scenes around the cycle are not made either.
    return UIKitException.isUnwinding ? nil : result
  }
}
