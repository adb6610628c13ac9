internal import Foundation

/// A view's Auto Layout state, kept beside the view so that `UIView` itself gains no stored property: its active
/// constraints, its layout guides, its content priorities and `translatesAutoresizingMaskIntoConstraints`.
///
/// Not in UIKit. Created the first time a view's layout state is written; entries of deallocated views are dropped
/// as the table grows.
@MainActor
final class LayoutState {
  weak var view: UIView?
  var constraints: [NSLayoutConstraint] = []
  var translatesAutoresizingMaskIntoConstraints = true
  var contentHugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  var layoutGuides: [UILayoutGuide] = []
  var systemGuides: [String: UILayoutGuide] = [:]
  /// The frame a view placed by constraints had at its first layout pass (its file's): what it keeps where the
  /// constraints leave it open, and the intrinsic size of a view that sizes by its content (see `ConstraintLayout`).
  var designFrame: CGRect?

  init(view: UIView) {
    self.view = view
  }

  private static var table: [ObjectIdentifier: LayoutState] = [:]
  private static var pruneThreshold = 64

  /// The state of `view`, if it has one.
  static func existing(for view: UIView) -> LayoutState? {
    // The flag lives and dies with the view, so a view that never had a state (most) skips the table.
    guard view.visualStorage?.hasLayoutState == true, let state = table[ObjectIdentifier(view)], state.view === view else { return nil }
    return state
  }

  /// The state of `view`, created if needed.
  static func state(for view: UIView) -> LayoutState {
    if let state = existing(for: view) { return state }
    if table.count >= pruneThreshold {
      table = table.filter { $0.value.view != nil }
      pruneThreshold = max(64, table.count * 2)
    }
    let state = LayoutState(view: view)
    table[ObjectIdentifier(view)] = state
    view.visual.hasLayoutState = true
    return state
  }
}

extension UIView {
  /// The view's layout state, created on first use.
  var layoutState: LayoutState { LayoutState.state(for: self) }
}
