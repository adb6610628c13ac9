/// A generator of selection-change haptics (inert; each is recorded).
///
/// Mirrors UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Produces a selection haptic (recorded as `"selectionChanged"`).
  ///
  /// Mirrors UIKit's `selectionChanged()`.
  open func selectionChanged() {
    recordedFeedback.append("selectionChanged")
  }
}
