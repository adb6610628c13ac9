public import Foundation

/// Whether the app may post notifications. Mirrors UserNotifications' `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case denied = 1
  case authorized = 2
  case provisional = 3
  case ephemeral = 4
}

/// What the app asks to do. Mirrors UserNotifications' `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var badge: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 &<< 0) }
  public static var sound: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 &<< 1) }
  public static var alert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 &<< 2) }
  public static var carPlay: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 &<< 3) }
  public static var criticalAlert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 &<< 4) }
  public static var providesAppNotificationSettings: UNAuthorizationOptions {
    UNAuthorizationOptions(rawValue: 1 &<< 5)
  }
  public static var provisional: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 &<< 6) }
}

/// How a notification shows while the app is in the foreground. Mirrors UserNotifications'
/// `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 &<< 0) }
  public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 &<< 1) }
  @available(iOS, introduced: 10.0, deprecated: 14.0)
  public static var alert: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 &<< 2) }
  public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 &<< 3) }
  public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 &<< 4) }
}

/// Whether a setting is on. Mirrors UserNotifications' `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable {
  case notSupported = 0
  case disabled = 1
  case enabled = 2
}

/// How alerts show. Mirrors UserNotifications' `UNAlertStyle`.
public enum UNAlertStyle: Int, Sendable {
  case none = 0
  case banner = 1
  case alert = 2
}

/// When previews show. Mirrors UserNotifications' `UNShowPreviewsSetting`.
public enum UNShowPreviewsSetting: Int, Sendable {
  case always = 0
  case whenAuthenticated = 1
  case never = 2
}

/// The app's notification settings. Mirrors UserNotifications' `UNNotificationSettings`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
  public let authorizationStatus: UNAuthorizationStatus
  public let soundSetting: UNNotificationSetting
  public let badgeSetting: UNNotificationSetting
  public let alertSetting: UNNotificationSetting
  public let notificationCenterSetting: UNNotificationSetting
  public let lockScreenSetting: UNNotificationSetting
  public let carPlaySetting: UNNotificationSetting = .notSupported
  public let criticalAlertSetting: UNNotificationSetting = .notSupported
  public let alertStyle: UNAlertStyle
  public let showPreviewsSetting: UNShowPreviewsSetting = .always
  public let providesAppNotificationSettings = false

  init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
    authorizationStatus = status
    let allowed = status == .authorized || status == .provisional || status == .ephemeral
    func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
      allowed && options.contains(option) ? .enabled : .disabled
    }
    soundSetting = setting(.sound)
    badgeSetting = setting(.badge)
    alertSetting = setting(.alert)
    notificationCenterSetting = allowed ? .enabled : .disabled
    lockScreenSetting = allowed ? .enabled : .disabled
    alertStyle = allowed && options.contains(.alert) ? .banner : .none
  }
}
