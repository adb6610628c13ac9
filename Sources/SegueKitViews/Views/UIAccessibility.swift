public import Foundation

/// The system's accessibility settings and VoiceOver notifications.
///
/// Mirrors UIKit's `UIAccessibility` namespace. Every setting reads as off (no assistive technology runs
/// headlessly); posted notifications are recorded in ``postedNotifications`` for tests.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// A notification for VoiceOver. Mirrors UIKit's `UIAccessibility.Notification`; raw values are UIKit's.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// A posted notification and its argument. Not in UIKit.
  public struct PostedNotification {
    /// The notification.
    public let notification: Notification
    /// The argument (an element to focus, or the announcement text).
    public let argument: Any?
  }

  /// The notifications posted with ``post(notification:argument:)``, oldest first. Not in UIKit.
  public private(set) static var postedNotifications: [PostedNotification] = []

  /// Posts a notification to VoiceOver; recorded in ``postedNotifications``.
  public static func post(notification: Notification, argument: Any?) {
    postedNotifications.append(PostedNotification(notification: notification, argument: argument))
  }

  /// Forgets the posted notifications. Not in UIKit.
  public static func removePostedNotifications() {
    postedNotifications = []
  }

  /// Whether VoiceOver is running; `false`.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is running; `false`.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether Reduce Motion is on; `false`.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on; `false`.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Bold Text is on; `false`.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Increase Contrast is on; `false`.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether Invert Colors is on; `false`.
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether Grayscale is on; `false`.
  public static var isGrayscaleEnabled: Bool { false }

  /// Posted when VoiceOver starts or stops. Mirrors UIKit's `voiceOverStatusDidChangeNotification`.
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Motion changes. Mirrors UIKit's `reduceMotionStatusDidChangeNotification`.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when Reduce Transparency changes. Mirrors UIKit's `reduceTransparencyStatusDidChangeNotification`.
  public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Posted when Bold Text changes. Mirrors UIKit's `boldTextStatusDidChangeNotification`.
  public static let boldTextStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
}
