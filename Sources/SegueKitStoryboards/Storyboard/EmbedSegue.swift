import StoryboardFormat

/// The embed segue's perform handler (<doc:Segues#§1.2-Kinds>, <doc:Segues#§2.6-Embed>): the destination becomes a
/// child whose view fills the
/// container view.
@MainActor
enum EmbedSegue {
  static func perform(source: UIViewController, destination: UIViewController, template: UIStoryboardSegueTemplate) {
    guard let id = template.segue.owner.id, let container = source.sceneState?.objects[id] as? UIView else {
      UIKitException.raise(.internalInconsistency, "containerView is required.")
      return
    }
    guard container.subviews.isEmpty else {
      UIKitException.raise(
        .internalInconsistency,
        "There are unexpected subviews in the container view. Perhaps the embed segue has already fired once or a "
          + "subview was added programmatically?")
      return
    }
    source.addChild(destination)
    let view: UIView = destination.view
    view.frame = container.bounds
    container.addSubview(view)
    destination.didMove(toParent: source)
  }
}
