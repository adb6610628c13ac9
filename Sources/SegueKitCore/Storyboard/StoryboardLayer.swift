package import Foundation
package import StoryboardFormat

/// What the storyboard and nib layer (`SegueKitStoryboards`, the module above the core) does for the core, which
/// cannot import it.
///
/// Not in UIKit. The core declares UIKit's overridable members (`loadView()`, `performSegue(withIdentifier:sender:)`,
/// `init?(coder:)`, `UIStoryboard`'s and `UINib`'s `instantiate…` methods) in its class bodies, since Swift cannot
/// override a member declared in an extension; their bodies call these hooks, which build scenes, views and nibs.
/// The layer above conforms one type to this protocol (`SegueKitStoryboards.StoryboardRuntime`), and the core finds it
/// by name on first use (``StoryboardLayer/runtime``), as the view loader finds the app's classes by name: Swift runs no
/// code of a module when it loads, so there is no moment at which the layer could install itself.
@MainActor
package protocol StoryboardRuntimeHooks {
  /// Decodes a storyboard scene's attributes into `controller`, from its `init?(coder:)`.
  static func decode(_ coder: StoryboardCoder, into controller: UIViewController)
  /// Loads the view of a storyboard-made controller; false when the controller has no scene view to load.
  static func loadStoryboardView(of controller: UIViewController) -> Bool
  /// Makes a new instance of `controller`'s scene of `storyboard`, its relationship children included.
  static func instantiate(
    _ controller: Controller, of storyboard: UIStoryboard, creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController?
  /// The storyboard `controller`'s scene is of; `nil` for a controller made in code.
  static func storyboard(of controller: UIViewController) -> UIStoryboard?
  /// Fires the segue `identifier` of `controller`'s scene.
  static func performSegue(withIdentifier identifier: String, sender: Any?, from controller: UIViewController)
  /// Makes the objects of a nib.
  static func instantiate(
    _ document: NibDocument, layouts: StoredLayouts, owner: AnyObject?, externalObjects: [String: Any]
  ) -> [AnyObject]
}

/// Where the core finds the storyboard layer.
@MainActor
package enum StoryboardLayer {
  /// The storyboard layer's hooks, found by name the first time the core needs them, and kept: nothing to reset, as
  /// the answer is the same for the whole process. `nil` only in a program that links the core without
  /// `SegueKitStoryboards` (which `import SegueKit` always links).
  package static let runtime: (any StoryboardRuntimeHooks.Type)? =
    _typeByName("SegueKitStoryboards.StoryboardRuntime") as? any StoryboardRuntimeHooks.Type

  /// The hooks, or a stop that names what is missing.
  package static var required: any StoryboardRuntimeHooks.Type {
    guard let runtime else {
      preconditionFailure("SegueKit: storyboards and nibs need the SegueKitStoryboards module; import SegueKit")
    }
    return runtime
  }
}

extension UIViewController {
  /// The storyboard this controller was made from; `nil` for controllers made in code.
  ///
  /// Mirrors UIKit's `storyboard`; set for instantiated scenes, relationship children and segue destinations.
  public var storyboard: UIStoryboard? { StoryboardLayer.runtime?.storyboard(of: self) }
}
