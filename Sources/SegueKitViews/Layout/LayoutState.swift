internal import Foundation

/// A view's Auto Layout state, kept beside the view so that `UIView` itself gains no stored property: its active
/// constraints, its layout guides, its content priorities and `translatesAutoresizingMaskIntoConstraints`.
///
/// Not in UIKit. Created the first time a view's layout state is written; dropped when the view is deallocated
/// (`UIView`'s `deinit`), which is what lets the state, the view's constraints and their items refer to views without
/// weak references (a weak reference slows every retain and release of its object).
@MainActor
final class LayoutState {
  var constraints: [NSLayoutConstraint] = []
  var translatesAutoresizingMaskIntoConstraints = true
  var contentHugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  var layoutGuides: [UILayoutGuide] = []
  var systemGuides: [String: UILayoutGuide] = [:]
  /// The frame a view placed by constraints had at its first layout pass (its file's): what it keeps where the
  /// constraints leave it open, and the intrinsic size of a view that sizes by its content (see `ConstraintLayout`).
  var designFrame: CGRect?

  /// Unchecked: no access to the table overlaps another, and removing a view looks at it.
  @exclusivity(unchecked) private static var table: [ObjectIdentifier: LayoutState] = [:]

  /// The state of `view`, if it has one.
  static func existing(for view: UIView) -> LayoutState? {
    // The flag lives and dies with the view, so a view that never had a state (most) skips the table.
    guard view.visualStorage?.hasLayoutState == true else { return nil }
    return table[ObjectIdentifier(view)]
  }

  /// The state of `view`, created if needed.
  static func state(for view: UIView) -> LayoutState {
    if let state = existing(for: view) { return state }
    let state = LayoutState()
    table[ObjectIdentifier(view)] = state
    view.visual.hasLayoutState = true
    return state
  }

  /// Drops the state of a view being deallocated (`UIView`'s `deinit`): the constraints it held are no longer active.
  static func viewDidDeallocate(_ view: ObjectIdentifier) {
    guard let state = table.removeValue(forKey: view) else { return }
    for constraint in state.constraints { constraint.container = nil }
  }

  /// Whether any view has a layout state.
  static var isEmpty: Bool { table.isEmpty }
}

extension UIView {
  /// The view's layout state, created on first use.
  var layoutState: LayoutState { LayoutState.state(for: self) }
}
