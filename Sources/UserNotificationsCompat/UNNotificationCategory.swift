public import Foundation

/// How an action behaves. Mirrors UserNotifications' `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var authenticationRequired: UNNotificationActionOptions {
    UNNotificationActionOptions(rawValue: 1 &<< 0)
  }
  public static var destructive: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 &<< 1) }
  public static var foreground: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 &<< 2) }
}

/// A button of a notification. Mirrors UserNotifications' `UNNotificationAction`.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions

  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

/// An action that asks the user for text. Mirrors UserNotifications' `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  public let textInputButtonTitle: String
  public let textInputPlaceholder: String

  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
    textInputPlaceholder: String
  ) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    super.init(identifier: identifier, title: title, options: options)
  }
}

/// How a category's notifications behave. Mirrors UserNotifications' `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var customDismissAction: UNNotificationCategoryOptions {
    UNNotificationCategoryOptions(rawValue: 1 &<< 0)
  }
  public static var allowInCarPlay: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 &<< 1) }
  public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions {
    UNNotificationCategoryOptions(rawValue: 1 &<< 2)
  }
  public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions {
    UNNotificationCategoryOptions(rawValue: 1 &<< 3)
  }
}

/// A kind of notification and its actions. Mirrors UserNotifications' `UNNotificationCategory`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions

  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
  }

  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
  ) {
    self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, options: options)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UNNotificationCategory)?.identifier == identifier
  }

  open override var hash: Int { identifier.hashValue }
}
