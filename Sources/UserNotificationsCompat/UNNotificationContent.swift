public import Foundation

/// A notification's sound. Mirrors UserNotifications' `UNNotificationSound`.
open class UNNotificationSound: NSObject, @unchecked Sendable {
  /// The sound file's name, or `nil` for the default sound. Not in UserNotifications.
  public let soundName: UNNotificationSoundName?
  /// Whether the sound plays for critical alerts. Not in UserNotifications.
  public let isCritical: Bool

  init(soundName: UNNotificationSoundName?, isCritical: Bool) {
    self.soundName = soundName
    self.isCritical = isCritical
  }

  open class var `default`: UNNotificationSound { UNNotificationSound(soundName: nil, isCritical: false) }
  open class var defaultCritical: UNNotificationSound { UNNotificationSound(soundName: nil, isCritical: true) }

  public convenience init(named name: UNNotificationSoundName) {
    self.init(soundName: name, isCritical: false)
  }

  open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(soundName: name, isCritical: true)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationSound else { return false }
    return other.soundName == soundName && other.isCritical == isCritical
  }

  open override var hash: Int { soundName?.rawValue.hashValue ?? 0 }
}

/// A sound file's name. Mirrors UserNotifications' `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a notification shows. Mirrors UserNotifications' `UNNotificationContent`.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  open internal(set) var title = ""
  open internal(set) var subtitle = ""
  open internal(set) var body = ""
  open internal(set) var badge: NSNumber?
  open internal(set) var sound: UNNotificationSound?
  open internal(set) var userInfo: [AnyHashable: Any] = [:]
  open internal(set) var categoryIdentifier = ""
  open internal(set) var threadIdentifier = ""
  open internal(set) var launchImageName = ""
  open internal(set) var targetContentIdentifier: String?

  public override init() {
    super.init()
  }

  func copyFields(to copy: UNNotificationContent) -> UNNotificationContent {
    (copy.title, copy.subtitle, copy.body, copy.badge) = (title, subtitle, body, badge)
    (copy.sound, copy.userInfo, copy.categoryIdentifier) = (sound, userInfo, categoryIdentifier)
    (copy.threadIdentifier, copy.launchImageName) = (threadIdentifier, launchImageName)
    copy.targetContentIdentifier = targetContentIdentifier
    return copy
  }

  public func copy(with zone: NSZone? = nil) -> Any { copyFields(to: UNNotificationContent()) }
  public func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(to: UNMutableNotificationContent()) }
}

/// The content an app fills in. Mirrors UserNotifications' `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  open override var launchImageName: String {
    get { super.launchImageName }
    set { super.launchImageName = newValue }
  }
  open override var targetContentIdentifier: String? {
    get { super.targetContentIdentifier }
    set { super.targetContentIdentifier = newValue }
  }
}
