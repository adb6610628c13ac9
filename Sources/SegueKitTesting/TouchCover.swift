import SegueKit

/// Which views on screen a view drawn above them keeps touches from, as UIKit's hit-testing decides it.
///
/// Apple's documentation of `UIView.hitTest(_:with:)`: the view "traverses the view hierarchy by calling the
/// `point(inside:with:)` method of each subview" and returns the farthest descendant containing the point; subviews
/// are searched from the front (the last subview first), so a view that takes touches (visible, user interaction on,
/// alpha at least 0.01, containers too) drawn above another — a later sibling, or a later sibling's descendant, or any
/// view later in the window's drawing order — gets a touch at a point both contain. A point outside a view is not a
/// hit for it or its subviews.
///
/// A finger taps an element at its centre. Frames are the recorded ones (there is no layout), so only views with a
/// non-empty frame cover others; a view with an empty frame, as code makes them, is tapped at its origin. A scroll
/// view (a table, a collection view) and what it holds are covered only when a view above covers the whole scroll
/// view: a user scrolls a row out from under a partial cover.
@MainActor
struct TouchCover {
  private struct Entry {
    let view: UIView
    /// The view's frame in window coordinates.
    let frame: CGRect
    /// Where a touch can hit the view: its frame within every non-empty frame containing it (`nil`: nowhere).
    let hitArea: CGRect?
    /// Whether the view takes touches: it, and every view containing it, takes user interaction and is visible.
    let takesTouches: Bool
    /// The index of the last of the view's descendants in drawing order.
    var subtreeEnd: Int
    /// The outermost scroll view containing the view (not the view itself).
    let scrollView: UIView?
  }

  /// The visible views under the root, in drawing order (back to front: depth first, subviews in order).
  private var entries: [Entry] = []
  private var indices: [ObjectIdentifier: Int] = [:]

  /// Records the visible views under `root` (the reachable layer's root view).
  init(root: UIView) {
    visit(
      root, clip: nil, takesTouches: TouchReach.ancestorsTakeTouches(root), scrollView: nil)
  }

  private mutating func visit(_ view: UIView, clip: CGRect?, takesTouches: Bool, scrollView: UIView?) {
    guard TouchReach.isVisible(view) else { return }
    let frame = TouchReach.frameInWindow(view)
    let framed = frame.width > 0 && frame.height > 0
    var hitArea: CGRect? = nil
    if framed {
      let area = clip.map { $0.intersection(frame) } ?? frame
      hitArea = area.isNull || area.isEmpty ? nil : area
    }
    let takes = takesTouches && view.isUserInteractionEnabled
    let index = entries.count
    entries.append(
      Entry(
        view: view, frame: frame, hitArea: hitArea, takesTouches: takes, subtreeEnd: index, scrollView: scrollView))
    indices[ObjectIdentifier(view)] = index
    let childClip = framed ? (clip.map { $0.intersection(frame) } ?? frame) : clip
    for subview in view.subviews {
      visit(
        subview, clip: childClip, takesTouches: takes,
        scrollView: scrollView ?? (view is UIScrollView ? view : nil))
    }
    entries[index].subtreeEnd = entries.count - 1
  }

  /// The view drawn above `view` that gets the touches a finger aims at it, or `nil` when touches reach it (or it
  /// is not among the views recorded).
  func coveringView(of view: UIView) -> UIView? {
    guard let index = indices[ObjectIdentifier(view)] else { return nil }
    let entry = entries[index]
    if let scrollView = entry.scrollView {
      return indices[ObjectIdentifier(scrollView)].flatMap { wholeCover(of: $0) }
    }
    if entry.view is UIScrollView { return wholeCover(of: index) }
    let framed = entry.frame.width > 0 && entry.frame.height > 0
    let point = framed ? CGPoint(x: entry.frame.midX, y: entry.frame.midY) : entry.frame.origin
    return coverAbove(index) { $0.contains(point) }
  }

  /// The view above the entry at `index` that covers the whole of its frame.
  private func wholeCover(of index: Int) -> UIView? {
    let frame = entries[index].frame
    guard frame.width > 0, frame.height > 0 else { return nil }
    return coverAbove(index) { $0.contains(frame) }
  }

  /// The frontmost view drawn above the entry at `index` (not one of its descendants) that takes touches where
  /// `covers` says its hit area covers it.
  private func coverAbove(_ index: Int, where covers: (CGRect) -> Bool) -> UIView? {
    let start = entries[index].subtreeEnd + 1
    guard start < entries.count else { return nil }
    for above in entries[start...].reversed() where above.takesTouches {
      if let area = above.hitArea, covers(area) { return above.view }
    }
    return nil
  }

  /// How a covering view is named in an error: its class, with its accessibility identifier.
  static func name(of view: UIView) -> String {
    String(describing: type(of: view)) + (view.accessibilityIdentifier.map { " #\($0)" } ?? "")
  }
}
