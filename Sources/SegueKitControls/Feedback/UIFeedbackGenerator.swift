public import Foundation

/// The base of the haptic feedback generators (inert; each feedback is recorded).
///
/// Mirrors UIKit's `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Not in UIKit: the feedback the generator produced, oldest first, e.g. `"prepare"`, `"impact(light)"`.
  public final internal(set) var recordedFeedback: [String] = []

  /// Readies the haptic engine (recorded as `"prepare"`).
  ///
  /// Mirrors UIKit's `prepare()`.
  open func prepare() {
    recordedFeedback.append("prepare")
  }
}
