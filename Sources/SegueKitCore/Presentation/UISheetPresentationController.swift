public import Foundation

/// The presentation controller of a page or form sheet: its detents (the heights it rests at) and grabber.
///
/// Mirrors UIKit's `UISheetPresentationController` (iOS 15). The sheet has no height here: detents and the selected
/// detent are kept and read back, and ``animateChanges(_:)`` runs its changes at once.
///
/// ```swift
/// if let sheet = controller.sheetPresentationController {
///   sheet.detents = [.medium(), .large()]
///   sheet.prefersGrabberVisible = true
/// }
/// ```
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// The heights the sheet rests at, smallest first. Defaults to `[.large()]`, as in UIKit.
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at; `nil` means the smallest of ``detents``.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which the content behind is not dimmed; `nil` dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether scrolling to the edge of the content grows the sheet to the next detent. Defaults to `true`.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet attaches to the bottom edge in compact height.
  open var prefersEdgeAttachedInCompactHeight = false
  /// The sheet's corner radius; `nil` for the system's.
  open var preferredCornerRadius: CGFloat?

  /// Runs `changes` to the detents or the selected detent; UIKit animates them, here they apply at once.
  ///
  /// Mirrors UIKit's `animateChanges(_:)`.
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }

  /// Tells the sheet that its custom detents' heights changed; nothing to recompute here.
  ///
  /// Mirrors UIKit's `invalidateDetents()` (iOS 16).
  open func invalidateDetents() {}
}
