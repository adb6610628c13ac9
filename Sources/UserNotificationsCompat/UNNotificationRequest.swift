public import Foundation

/// When a notification is delivered. Mirrors UserNotifications' `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  public let repeats: Bool

  init(repeats: Bool) {
    self.repeats = repeats
  }

  /// Seconds from scheduling to the first delivery; `nil` when the trigger has no time (a location).
  var delay: TimeInterval? { nil }
}

/// Delivers after a time interval. Mirrors UserNotifications' `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval
  private let scheduled = Date()

  /// A trigger `timeInterval` seconds away; UserNotifications requires at least 60 for a repeating one.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  open func nextTriggerDate() -> Date? { scheduled.addingTimeInterval(timeInterval) }

  override var delay: TimeInterval? { timeInterval }
}

/// Delivers at matching calendar dates. Mirrors UserNotifications' `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents

  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  open func nextTriggerDate() -> Date? {
    Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }

  override var delay: TimeInterval? { nextTriggerDate().map { max(0, $0.timeIntervalSinceNow) } }
}

/// A notification the app asked for. Mirrors UserNotifications' `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  /// `nil`: delivered at once.
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content.copy() as? UNNotificationContent ?? content
    self.trigger = trigger
  }
}

/// A delivered notification. Mirrors UserNotifications' `UNNotification`.
open class UNNotification: NSObject, @unchecked Sendable {
  public let request: UNNotificationRequest
  public let date: Date

  init(request: UNNotificationRequest, date: Date) {
    self.request = request
    self.date = date
  }
}

/// The identifier of the response when the user opened the app from the notification. Mirrors UserNotifications'.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the response when the user dismissed the notification. Mirrors UserNotifications'.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the user did with a notification. Mirrors UserNotifications' `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// A response with text the user typed. Mirrors UserNotifications' `UNTextInputNotificationResponse`.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
  public let userText: String

  init(notification: UNNotification, actionIdentifier: String, userText: String) {
    self.userText = userText
    super.init(notification: notification, actionIdentifier: actionIdentifier)
  }
}
