public import Foundation
package import StoryboardFormat

/// The coder a storyboard passes to `init?(coder:)`: it carries the scene being instantiated.
///
/// Mirrors the `UINibDecoder` UIKit passes. SegueKit decodes nothing through `NSCoder`'s keyed API;
/// `UIViewController.init?(coder:)` reads the scene from here and applies it (title, items, styles).
@preconcurrency @MainActor
public final class StoryboardCoder: NSCoder {
  package let storyboard: UIStoryboard
  package let controller: Controller
  /// Set by `UIViewController.init?(coder:)`, so a creator that did not call it can be caught.
  package final var consumedBy: ObjectIdentifier?

  /// A storyboard split view controller's style: column style when `allowDoubleColumnStyle="YES"`, with three
  /// columns when the scene has a supplementary column (<doc:Containers#§7.3-Split-views>; the two-versus-three rule is
  /// inferred).
  var splitViewControllerStyle: UISplitViewController.Style {
    guard controller.object.allowsDoubleColumnStyle else { return .unspecified }
    let scene = storyboard.document.scene(withControllerID: controller.id)
    let hasSupplementary = scene?.segues.contains { $0.relationshipSlot == .supplementaryViewController } ?? false
    return hasSupplementary ? .tripleColumn : .doubleColumn
  }

  /// A storyboard page view controller's transition style: `scroll` unless the scene says `pageCurl`.
  var pageViewControllerTransitionStyle: UIPageViewController.TransitionStyle {
    controller.object.pageTransitionStyle == .pageCurl ? .pageCurl : .scroll
  }

  /// A storyboard page view controller's navigation orientation: `horizontal` unless the scene says `vertical`.
  var pageViewControllerNavigationOrientation: UIPageViewController.NavigationOrientation {
    controller.object.pageNavigationOrientation == .vertical ? .vertical : .horizontal
  }

  package init(storyboard: UIStoryboard, controller: Controller) {
    self.storyboard = storyboard
    self.controller = controller
    super.init()
  }
}
