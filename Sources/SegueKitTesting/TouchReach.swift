import SegueKit

/// What a user's finger can see and reach, by UIKit's hit-testing rules.
///
/// Apple's documentation of `UIView.hitTest(_:with:)`: "This method ignores view objects that are hidden, that have
/// disabled user interactions, or have an alpha level less than 0.01", and their subviews with them, and a point
/// outside a view is not a hit. So a view that is hidden or nearly transparent is not listed at all, nor is one
/// entirely outside the screen; a view whose own or any container's `isUserInteractionEnabled` is off is listed (a
/// user sees it) but not tappable. Frames are the recorded ones (there is no layout): a view with an empty frame,
/// as code makes them, counts as on screen where its origin is; views inside a scroll view are on screen wherever
/// they are, as they scroll there.
@MainActor
enum TouchReach {
  /// Whether a user can see `view` itself: not hidden, alpha at least 0.01.
  static func isVisible(_ view: UIView) -> Bool {
    !view.isHidden && view.alpha >= 0.01
  }

  /// Whether every view containing `view`, up to its window, takes user interaction and is visible.
  static func ancestorsTakeTouches(_ view: UIView) -> Bool {
    var current = view.superview
    while let container = current {
      guard container.isUserInteractionEnabled, isVisible(container) else { return false }
      current = container.superview
    }
    return true
  }

  /// Whether touches reach `view`: it and every view containing it take user interaction and are visible.
  static func takesTouches(_ view: UIView) -> Bool {
    view.isUserInteractionEnabled && isVisible(view) && ancestorsTakeTouches(view)
  }

  /// The screen in window coordinates: the window's bounds, and the layer's root view's frame where it extends past
  /// them (a scene designed for another size, before any layout).
  static func screenArea(of root: UIView) -> CGRect {
    let frame = frameInWindow(root)
    guard let window = root.window else { return frame }
    return window.bounds.union(frame)
  }

  /// Whether `view` overlaps `area` (window coordinates); an empty frame counts by its origin.
  static func isOnScreen(_ view: UIView, area: CGRect) -> Bool {
    let frame = frameInWindow(view)
    if frame.width <= 0 || frame.height <= 0 {
      return frame.minX >= area.minX && frame.minX <= area.maxX && frame.minY >= area.minY
        && frame.minY <= area.maxY
    }
    return frame.intersects(area)
  }

  /// `view`'s frame in its window's coordinates (a scroll view's offset does not move the scroll view itself).
  static func frameInWindow(_ view: UIView) -> CGRect {
    CGRect(origin: view.convert(CGPoint.zero, to: nil), size: view.bounds.size)
  }
}
