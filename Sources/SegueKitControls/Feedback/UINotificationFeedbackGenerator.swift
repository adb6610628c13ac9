/// A generator of success, warning and error haptics (inert; each is recorded).
///
/// Mirrors UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kind of outcome a notification haptic conveys.
  ///
  /// Mirrors UIKit's `UINotificationFeedbackGenerator.FeedbackType`; raw values are UIKit's.
  public enum FeedbackType: Int, Sendable, CaseIterable {
    case success = 0
    case warning = 1
    case error = 2
  }

  /// Produces a notification haptic (recorded as `"notification(<type>)"`).
  ///
  /// Mirrors UIKit's `notificationOccurred(_:)`.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    recordedFeedback.append("notification(\(notificationType))")
  }
}
