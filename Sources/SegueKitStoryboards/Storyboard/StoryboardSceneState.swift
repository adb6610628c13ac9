import StoryboardFormat

/// What a storyboard-made view controller remembers of its scene: the storyboard, the scene's controller
/// description and its segue templates. Kept in `UIViewController.sceneState`.
@MainActor
final class StoryboardSceneState {
  let storyboard: UIStoryboard
  let controller: Controller
  let scene: Scene?
  /// The scene's segues except relationships, as UIKit's `storyboardSegueTemplates`.
  let templates: [UIStoryboardSegueTemplate]
  /// Objects of the scene built so far, by id (views when the view loads, bar items at instantiation).
  var objects: [String: AnyObject] = [:]

  init(storyboard: UIStoryboard, controller: Controller) {
    self.storyboard = storyboard
    self.controller = controller
    self.scene = storyboard.document.scene(withControllerID: controller.id)
    self.templates = (scene?.segues ?? []).filter { $0.kind != .relationship }.map {
      UIStoryboardSegueTemplate(segue: $0, storyboard: storyboard)
    }
  }

  func template(withIdentifier identifier: String) -> UIStoryboardSegueTemplate? {
    templates.first { $0.identifier == identifier }
  }

  func template(withID id: String) -> UIStoryboardSegueTemplate? {
    templates.first { $0.segue.id == id }
  }
}
