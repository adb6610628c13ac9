public import Foundation
import SegueKit

/// The app's notifications: asking to post them, scheduling, and what was delivered. Mirrors UserNotifications'
/// `UNUserNotificationCenter`.
///
/// Nothing reaches a screen. The center records the requests the app adds (``pendingRequests``, not in
/// UserNotifications) and delivers them in virtual time: a request without a trigger on the main queue, a timed one
/// when the virtual clock passes its date (`MainQueue.advance(by:)`; draining alone does not move the clock for it, as
/// it does not for repeating timers). Delivery needs authorization: a request that comes due while the app is not
/// authorized is dropped, as iOS drops it. While the app is active, the delegate's
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)` decides whether it shows (options other than none
/// put it in the delivered list); in the background it goes to the delivered list. Authorization is what a test
/// sets: ``simulatedAuthorizationStatus`` and the user's answer to the prompt, ``simulatedPromptAnswer`` (or
/// ``simulateAuthorizationAnswer(granted:)`` while the prompt waits). ``simulateResponse(to:actionIdentifier:)`` is the
/// user tapping a notification or one of its actions.
@preconcurrency @MainActor
open class UNUserNotificationCenter: NSObject {
  private static let shared = UNUserNotificationCenter()

  /// The app's notification center.
  open class func current() -> UNUserNotificationCenter { shared }

  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  open var supportsContentExtensions: Bool { false }

  // MARK: Simulated device and user (not in UserNotifications)

  /// The app's authorization; `.notDetermined` until the user answers. Not in UserNotifications.
  public var simulatedAuthorizationStatus: UNAuthorizationStatus = .notDetermined
  /// What the user answers to the next prompt (`true` allows), or `nil` to leave it waiting for
  /// ``simulateAuthorizationAnswer(granted:)``. Not in UserNotifications.
  public var simulatedPromptAnswer: Bool?
  /// The options the app asked for when it was authorized. Not in UserNotifications.
  public private(set) var authorizedOptions: UNAuthorizationOptions = []
  /// The requests waiting for their trigger, in the order added. Not in UserNotifications.
  public private(set) var pendingRequests: [UNNotificationRequest] = []
  /// The notifications delivered and still in Notification Center, oldest first. Not in UserNotifications.
  public private(set) var deliveredNotifications: [UNNotification] = []
  /// The categories the app set. Not in UserNotifications.
  public private(set) var categories: Set<UNNotificationCategory> = []
  /// The app icon's badge the app set with `setBadgeCount(_:withCompletionHandler:)`. Not in UserNotifications.
  public private(set) var badgeCount = 0
  private var waitingPrompts: [(UNAuthorizationOptions, (Bool, (any Error)?) -> Void)] = []
  private var scheduled: [String: Int] = [:]

  public override init() {
    super.init()
  }

  /// Forgets every request, notification, category and answer: a fresh install. Not in UserNotifications.
  public func resetSimulatedState() {
    for number in scheduled.values { MainQueue.cancel(number) }
    scheduled = [:]
    simulatedAuthorizationStatus = .notDetermined
    simulatedPromptAnswer = nil
    authorizedOptions = []
    pendingRequests = []
    deliveredNotifications = []
    categories = []
    badgeCount = 0
    waitingPrompts = []
    delegate = nil
  }

  /// The user answers the waiting authorization prompt. Not in UserNotifications.
  public func simulateAuthorizationAnswer(granted: Bool) {
    let waiting = waitingPrompts
    waitingPrompts = []
    for (options, handler) in waiting {
      if simulatedAuthorizationStatus == .notDetermined {
        simulatedAuthorizationStatus = granted ? .authorized : .denied
        if granted { authorizedOptions = options }
      }
      handler(simulatedAuthorizationStatus == .authorized, nil)
    }
  }

  /// The user taps the delivered notification `identifier` (or one of its actions): the delegate hears
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`. Returns whether such a notification was
  /// delivered. Not in UserNotifications.
  @discardableResult
  public func simulateResponse(
    to identifier: String, actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) -> Bool {
    guard let notification = deliveredNotifications.last(where: { $0.request.identifier == identifier }) else {
      return false
    }
    if actionIdentifier != UNNotificationDismissActionIdentifier {
      deliveredNotifications.removeAll { $0 === notification }
    }
    let response = UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
    delegate?.userNotificationCenter(self, didReceive: response) {}
    return true
  }

  // MARK: Authorization

  /// Asks the user to allow `options`: the handler runs on the main queue with the answer (at once when the user
  /// already answered; after the prompt otherwise).
  open func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    guard simulatedAuthorizationStatus == .notDetermined else {
      let granted = simulatedAuthorizationStatus == .authorized
      MainQueue.async { completionHandler(granted, nil) }
      return
    }
    waitingPrompts.append((options, completionHandler))
    if let answer = simulatedPromptAnswer {
      MainQueue.async { [self] in simulateAuthorizationAnswer(granted: answer) }
    }
  }

  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    await withCheckedContinuation { continuation in
      requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
    }
  }

  open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
    let settings = UNNotificationSettings(status: simulatedAuthorizationStatus, options: authorizedOptions)
    MainQueue.async { completionHandler(settings) }
  }

  open func notificationSettings() async -> UNNotificationSettings {
    UNNotificationSettings(status: simulatedAuthorizationStatus, options: authorizedOptions)
  }

  open func setBadgeCount(
    _ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    badgeCount = newBadgeCount
    MainQueue.async { completionHandler?(nil) }
  }

  // MARK: Categories

  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    self.categories = categories
  }

  open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
    let categories = categories
    MainQueue.async { completionHandler(categories) }
  }

  // MARK: Requests

  /// Schedules `request`, replacing a pending one with its identifier; the handler runs on the main queue.
  open func add(
    _ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    removePendingNotificationRequests(withIdentifiers: [request.identifier])
    pendingRequests.append(request)
    schedule(request)
    MainQueue.async { completionHandler?(nil) }
  }

  open func add(_ request: UNNotificationRequest) async throws {
    add(request, withCompletionHandler: nil)
  }

  open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
    let requests = pendingRequests
    MainQueue.async { completionHandler(requests) }
  }

  open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests }

  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    for identifier in identifiers {
      if let number = scheduled.removeValue(forKey: identifier) { MainQueue.cancel(number) }
    }
    pendingRequests.removeAll { identifiers.contains($0.identifier) }
  }

  open func removeAllPendingNotificationRequests() {
    removePendingNotificationRequests(withIdentifiers: pendingRequests.map(\.identifier))
  }

  open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
    let notifications = deliveredNotifications
    MainQueue.async { completionHandler(notifications) }
  }

  open func deliveredNotifications() async -> [UNNotification] { deliveredNotifications }

  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
    deliveredNotifications.removeAll { identifiers.contains($0.request.identifier) }
  }

  open func removeAllDeliveredNotifications() {
    deliveredNotifications.removeAll()
  }

  // MARK: Delivery

  private func schedule(_ request: UNNotificationRequest) {
    guard let delay = request.trigger?.delay else {
      MainQueue.async { [weak self] in self?.deliver(request) }
      return
    }
    // Marked repeating for the main queue: the clock moves to it only when the test moves the clock.
    scheduled[request.identifier] = MainQueue.schedule(after: delay, repeats: true) { [weak self] in
      self?.deliver(request)
    }
  }

  private func deliver(_ request: UNNotificationRequest) {
    guard pendingRequests.contains(where: { $0 === request }) else { return }
    scheduled[request.identifier] = nil
    if request.trigger?.repeats != true { pendingRequests.removeAll { $0 === request } } else { schedule(request) }
    guard [.authorized, .provisional, .ephemeral].contains(simulatedAuthorizationStatus) else { return }
    let notification = UNNotification(request: request, date: Date())
    guard UIApplication.shared.applicationState == .active, let delegate else {
      if UIApplication.shared.applicationState != .active { deliveredNotifications.append(notification) }
      return
    }
    delegate.userNotificationCenter(self, willPresent: notification) { [weak self] options in
      if !options.isEmpty { self?.deliveredNotifications.append(notification) }
    }
  }
}

/// The delegate of the notification center. Mirrors UserNotifications' `UNUserNotificationCenterDelegate`; its
/// requirements are optional there and have defaults here (a notification arriving in the foreground is not shown,
/// as without a delegate; a response is completed).
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
  func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([])
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }

  public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
  {}
}
