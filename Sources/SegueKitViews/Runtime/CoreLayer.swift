internal import Foundation
package import StoryboardFormat

/// What the views layer asks of the navigation core above it: the views of a view controller, a window's root
/// controller and its traits, appearance callbacks when app code moves a controller's view, the bars of container
/// controllers, and the storyboard tables target-action reads.
///
/// The views layer names no view controller: where a view reaches up (a root view's controller, a window's root), it
/// calls these hooks, which `SegueKitCore`'s `CoreRuntime` implements. Swift runs no code of a module when it loads,
/// so the core cannot install itself: the views layer finds it by name on first use (`CoreLayer`), as the core finds
/// the storyboard layer (`StoryboardLayer`). Without the core (`import SegueKitViews` alone) no view has a controller,
/// and the hooks are not needed.
@MainActor
package protocol CoreLayerHooks {
  /// The application registers a new window, and forgets one being deallocated.
  static func register(_ window: UIWindow)
  static func unregister(_ window: UIWindow)
  /// The application's key window.
  static var keyWindow: UIWindow? { get }
  static func makeKey(_ window: UIWindow)
  /// A window was shown or hidden: its root controller appears or disappears.
  static func windowVisibilityDidChange(_ window: UIWindow)
  /// A window's device or orientation changed: its root controller hears of the new traits and size.
  static func window(_ window: UIWindow, environmentChangedFrom previous: UITraitCollection, sizeChanged: Bool)
  /// Runs `change` (a new interface style on `window`), then tells the window's controllers whose traits changed.
  static func window(_ window: UIWindow, changingTraits change: () -> Void)

  /// App code moved `view` into or out of a window: the controllers whose views it carries appear or disappear.
  static func viewDidMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?)
  /// Whether the controllers whose views `view` carries have the controller owning `superview`'s nearest view as
  /// parent (else UIKit's hierarchy exception is raised).
  static func parentsMatch(addingSubtree view: UIView, to superview: UIView) -> Bool

  /// A root view's safe-area insets, from its controller's containers' bars and `additionalSafeAreaInsets`.
  static func rootSafeAreaInsets(of view: UIView) -> UIEdgeInsets

  /// Replays appearance proxies on the bars (and their items) a container controller shows.
  static func replayAppearanceOnBars(of controller: any RootViewOwner)

  /// Performs `action` from `target`'s `StoryboardConnectable` table; `false` when it has none.
  static func performConnectedAction(_ action: String, on target: AnyObject, sender: Any?) -> Bool

  /// Makes the objects of a nib (the storyboard layer's nib loader, which the core finds).
  static func instantiate(
    _ document: NibDocument, layouts: StoredLayouts, owner: AnyObject?, externalObjects: [String: Any]
  ) -> [AnyObject]
}

/// The navigation core, as the views layer finds it.
@MainActor
package enum CoreLayer {
  /// The core's hooks, looked up by name once; `nil` when the core is not linked.
  package static let hooks: (any CoreLayerHooks.Type)? =
    _typeByName("SegueKitCore.CoreRuntime") as? any CoreLayerHooks.Type

  /// The core's hooks, where a caller cannot do without them.
  package static var required: any CoreLayerHooks.Type {
    guard let hooks else { preconditionFailure("SegueKit: this needs the SegueKitCore module; import SegueKit") }
    return hooks
  }
}

/// What owns a root view: a view controller (in the core). A view's next responder, and the traits a root view
/// inherits, are its owner's.
@MainActor
package protocol RootViewOwner: UIResponder {
  var traitCollection: UITraitCollection { get }
  var viewIfLoaded: UIView? { get }
  func viewWillLayoutSubviews()
  func viewDidLayoutSubviews()
}

/// App code moving views drives appearance callbacks unless the built-in machinery moves them (which suppresses it).
@MainActor
package enum ViewTreeAppearance {
  @exclusivity(unchecked) private static var suppression = 0

  /// Whether view moves currently drive appearance (app code moving views, not the built-in machinery).
  package static var isActive: Bool { suppression == 0 }

  /// Turns view-tree driven appearance off until the matching ``endSuppressing()``.
  ///
  /// The controllers' layer wraps the pair in a closure-taking helper of its own: a closure passed across the module
  /// boundary is neither inlined nor free of a main-actor check, and transitions suppress on every step.
  package static func beginSuppressing() { suppression += 1 }

  package static func endSuppressing() { suppression -= 1 }

  package static func viewDidMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    guard suppression == 0 else { return }
    CoreLayer.hooks?.viewDidMove(view, from: oldWindow, to: newWindow)
  }

  package static func parentsMatch(addingSubtree view: UIView, to superview: UIView) -> Bool {
    CoreLayer.hooks?.parentsMatch(addingSubtree: view, to: superview) ?? true
  }
}
