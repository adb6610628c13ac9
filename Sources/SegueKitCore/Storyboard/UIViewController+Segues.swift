import Foundation

/// The unwind hooks' default behaviour (<doc:Segues#§5.3-Unwind-search>, <doc:Segues#§5.5-Unwinding-the-path>);
/// `performSegue`'s is the storyboard layer's (`StoryboardRuntime`, SegueKitStoryboards).
extension UIViewController {
  func canPerformUnwindSegueActionImplementation(_ action: Selector, from fromViewController: UIViewController) -> Bool
  {
    fromViewController !== self && ConnectionDispatch.handlesUnwind("\(action)", self)
  }

  /// Default of the legacy hook. While the search probes whether a class overrides it, the default only records
  /// that it ran (Swift cannot ask whether a method is overridden).
  func legacyUnwindDestinationImplementation(_ action: Selector, from source: UIViewController, sender: Any?)
    -> UIViewController?
  {
    if LegacyUnwindProbe.probed === self {
      LegacyUnwindProbe.defaultRan = true
      return nil
    }
    return canPerformUnwindSegueAction(action, from: source, sender: sender) ? self : nil
  }

  /// Default: the children except the one on the path back to the source; a navigation controller lists its
  /// stack top first (<doc:Segues#§5.3-Unwind-search>).
  func allowedChildrenForUnwindingImplementation(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    LegacyUnwindProbe.allowedChildrenDefaultRan = true
    let excluded = childContaining(source)
    let allowed = children.filter { $0 !== excluded }
    return self is UINavigationController ? allowed.reversed() : allowed
  }

  /// The child on the path back to the source, found from the search chain (<doc:Segues#§5.3-Unwind-search>).
  func childContainingImplementation(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    if let index = source.chain.lastIndex(where: { $0 === self }) {
      for node in source.chain[..<index].reversed() {
        var ancestor: UIViewController? = node
        while let current = ancestor {
          if current.parent === self { return current }
          ancestor = current.parent
        }
      }
    }
    return source.source.parent === self ? source.source : nil
  }

  /// Default container behaviour of `unwind(for:towards:)`: a navigation controller pops to the child, a tab
  /// bar controller selects it (or More); other controllers do nothing (<doc:Segues#§5.5-Unwinding-the-path>).
  ///
  /// UIKit overrides the method in its container classes; SegueKit keeps their behaviour here so that the
  /// container classes stay free of storyboard code. A custom container overrides the method itself.
  func unwindImplementation(towards subsequent: UIViewController) {
    switch self {
    case let navigation as UINavigationController:
      if navigation.viewControllers.contains(where: { $0 === subsequent }), navigation.topViewController !== subsequent
      {
        _ = navigation.popToViewController(subsequent, animated: UIView.areAnimationsEnabled)
      }
    case let tabBar as UITabBarController:
      // More is a child, not a tab: selecting it keeps the overflow tab it shows (<doc:Containers#§7.2-Tab-bars>).
      if subsequent === tabBar.moreNavigationController
        || tabBar.viewControllers?.contains(where: { $0 === subsequent }) == true
      {
        tabBar.selectedViewController = subsequent
      }
    default:
      break
    }
  }
}

/// Tells the unwind search whether a class overrides the legacy hook or `allowedChildrenForUnwinding(from:)`:
/// their default implementations record that they ran (<doc:Segues#§5.3-Unwind-search> "Legacy hook").
@MainActor
package enum LegacyUnwindProbe {
  /// The controller being probed; a container's override that asks its children gets their real answers.
  package static weak var probed: UIViewController?
  package static var defaultRan = false
  package static var allowedChildrenDefaultRan = false
}
