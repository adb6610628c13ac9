internal import Foundation

/// Where a view's safe area is: the part of it that the device's unsafe edges and its controllers' bars do not cover.
///
/// Not in UIKit (UIKit's rule is private); the values follow Apple's "Positioning content relative to the safe area":
/// a view controller's root view is inset by the device's unsafe edges and the navigation and tab bars of its
/// containers that it lies under, plus its controller's `additionalSafeAreaInsets`; any other view by the part of it
/// that lies outside its nearest controller root's safe area.
@MainActor
enum SafeArea {
  /// The safe area insets of `view`, measured from the frames as they stand; zero for a view that is neither in a
  /// window nor a controller's root view.
  static func insets(of view: UIView) -> UIEdgeInsets {
    if view.owningViewController != nil { return rootInsets(of: view) }
    guard let window = view.window else { return UIEdgeInsets() }
    var ancestor = view.superview
    while let current = ancestor, current.owningViewController == nil { ancestor = current.superview }
    guard let root = ancestor else { return UIEdgeInsets() }
    let rootInsets = rootInsets(of: root)
    let safe = root.convert(root.bounds, to: window).inset(by: rootInsets)
    let frame = view.convert(view.bounds, to: window)
    return UIEdgeInsets(
      top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
      bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
  }

  /// A view controller's root view: the part of the device's unsafe insets, and of the navigation bar (44 points, 32
  /// in a compact height) and tab bar (49 points) of its containers, that it lies under, measured as it stands in its
  /// window (a view not yet in one counts as filling the key window), plus the controller's
  /// `additionalSafeAreaInsets`.
  static func rootInsets(of view: UIView) -> UIEdgeInsets {
    CoreLayer.hooks?.rootSafeAreaInsets(of: view) ?? UIEdgeInsets()
  }
}
