internal import Foundation

extension UIWindow {
  /// After the window's size changed: the root view and the views of full-window presentations take the window's
  /// bounds, and the children shown by UIKit's containers take their container's, as UIKit's window and containers
  /// lay them out on rotation [I for the order: containers after their parents, so each child sees its container's
  /// new size]. Their subviews follow by autoresizing. Views of the app's own containers are the app's to place
  /// (autoresizing moves them by their masks).
  func layOutControllerViews() {
    guard let root = rootViewController, let rootView = root.viewIfLoaded, rootView.superview === self else { return }
    rootView.frame = bounds
    root.forEachInHierarchy { controller in
      guard let view = controller.viewIfLoaded, let superview = view.superview else { return }
      if superview === self {
        view.frame = bounds
      } else if let parent = controller.parent, superview === parent.viewIfLoaded {
        if let split = parent as? UISplitViewController {
          split.layOutColumns()
        } else if parent.fillsChildViews {
          view.frame = superview.bounds
        }
      }
    }
    // Then the constraints of every view in the window, with the new sizes.
    ConstraintLayout.layOut(self)
  }
}

extension UIViewController {
  /// Whether the receiver is one of UIKit's containers, which size each shown child's view to their own bounds (the
  /// content extends under translucent bars, `edgesForExtendedLayout` being `.all` by default).
  var fillsChildViews: Bool {
    self is UINavigationController || self is UITabBarController || self is UIPageViewController
  }
}
