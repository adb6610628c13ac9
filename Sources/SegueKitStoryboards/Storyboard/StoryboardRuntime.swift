import Foundation
import StoryboardFormat

/// What this layer does for the core, which cannot import it: the core's `StoryboardLayer` finds this type by name
/// (`SegueKitStoryboards.StoryboardRuntime`) the first time it needs a scene, a storyboard view, a segue or a nib.
@MainActor
final class StoryboardRuntime: StoryboardRuntimeHooks {
  static func decode(_ coder: StoryboardCoder, into controller: UIViewController) {
    coder.decode(into: controller)
  }

  static func loadStoryboardView(of controller: UIViewController) -> Bool {
    StoryboardViewLoader.loadView(of: controller)
  }

  static func instantiate(
    _ controller: Controller, of storyboard: UIStoryboard, creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController? {
    SceneInstantiator(storyboard: storyboard).instantiate(controller, creator: creator)
  }

  static func storyboard(of controller: UIViewController) -> UIStoryboard? {
    controller.sceneState?.storyboard
  }

  /// `performSegue(withIdentifier:sender:)`'s work (<doc:Segues#§2.1-Performing>).
  static func performSegue(withIdentifier identifier: String, sender: Any?, from controller: UIViewController) {
    guard let template = controller.sceneState?.template(withIdentifier: identifier) else {
      UIKitException.raise(.invalidArgument, "Receiver (\(controller)) has no segue with identifier '\(identifier)'")
      return
    }
    template.viewController = controller
    template.run(sender: sender)
  }

  static func instantiate(
    _ document: NibDocument, layouts: StoredLayouts, owner: AnyObject?, externalObjects: [String: Any]
  ) -> [AnyObject] {
    var instantiator = NibInstantiator(
      document: document, layouts: layouts, owner: owner, externalObjects: externalObjects)
    return instantiator.instantiate()
  }
}

extension UIViewController {
  /// What this controller remembers of its storyboard scene; kept in the core's `storyboardScene`, which only this
  /// layer sets and reads.
  var sceneState: StoryboardSceneState? {
    get { storyboardScene as? StoryboardSceneState }
    set { storyboardScene = newValue }
  }
}

extension UIStoryboardSegueTemplate: CellSegueTemplate {}

extension CellSegueTemplates {
  /// Keeps `template` as the cell's selection or accessory-action segue, as its trigger says.
  mutating func add(_ template: UIStoryboardSegueTemplate) {
    switch template.segue.cellTrigger {
    case .accessoryAction: accessoryAction = template
    case .selection: selection = template
    }
  }
}
