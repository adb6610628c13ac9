import Foundation
import Testing
import UserNotificationsCompat

/// UserNotifications' stand-in: requests recorded, authorization a test sets, delivery in virtual time. Apple's pages:
/// `UNUserNotificationCenter.requestAuthorization(options:completionHandler:)` ("The first time your app makes this
/// authorization request, the system prompts the user … subsequent requests don't prompt"), `add(_:withCompletionHandler:)`
/// (a request with the identifier of a pending one replaces it), `userNotificationCenter(_:willPresent:…)` ("Asks the
/// delegate how to handle a notification that arrived while the app was running in the foreground"),
/// `UNNotificationDefaultActionIdentifier` (https://developer.apple.com/documentation/usernotifications/…).
@MainActor
@Suite(.serialized) struct UserNotificationsTests {
  init() {
    MainQueue.drain()
    UNUserNotificationCenter.current().resetSimulatedState()
  }

  private func request(_ identifier: String, after seconds: TimeInterval?) -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = "Time is up"
    content.body = identifier
    content.sound = .default
    return UNNotificationRequest(
      identifier: identifier, content: content,
      trigger: seconds.map { UNTimeIntervalNotificationTrigger(timeInterval: $0, repeats: false) })
  }

  @Test func authorizationPromptsOnceAndTimedRequestsWaitForTheClock() {
    let window = UIWindow(device: .iPhone, orientation: .portrait)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.applicationState == .active)
    let center = UNUserNotificationCenter.current()
    let recorder = NotificationRecorder()
    center.delegate = recorder
    var answers: [String] = []
    center.requestAuthorization(options: [.alert, .sound]) { granted, _ in answers.append("granted \(granted)") }
    MainQueue.drain()
    #expect(answers.isEmpty)  // The prompt waits for the user.
    center.simulateAuthorizationAnswer(granted: true)
    center.requestAuthorization(options: [.alert]) { granted, _ in answers.append("again \(granted)") }
    center.add(request("pomodoro", after: 1500))
    center.add(request("break", after: 300))
    center.add(request("break", after: 600))  // Replaces the pending one.
    center.getNotificationSettings { settings in
      answers.append(
        "settings \(settings.authorizationStatus) alert \(settings.alertSetting) badge \(settings.badgeSetting)")
    }
    MainQueue.drain()
    #expect(center.pendingRequests.map(\.identifier) == ["pomodoro", "break"] && center.deliveredNotifications.isEmpty)
    MainQueue.advance(by: 600)
    #expect(center.pendingRequests.map(\.identifier) == ["pomodoro"])
    MainQueue.advance(by: 900)
    #expect(center.pendingRequests.isEmpty)
    #expect(
      answers == ["granted true", "again true", "settings authorized alert enabled badge disabled"])
    // The app is active: the delegate decides; "break" is shown (banner), "pomodoro" not.
    #expect(recorder.events == ["willPresent(break)", "willPresent(pomodoro)"])
    #expect(center.deliveredNotifications.map(\.request.identifier) == ["break"])
    #expect(center.simulateResponse(to: "break"))
    #expect(recorder.events.last == "didReceive(break com.apple.UNNotificationDefaultActionIdentifier)")
    #expect(center.deliveredNotifications.isEmpty && !center.simulateResponse(to: "break"))
  }

  @Test func unauthorizedRequestsAreDroppedAndRemovalsRecorded() {
    let center = UNUserNotificationCenter.current()
    center.simulatedPromptAnswer = false
    var answers: [Bool] = []
    center.requestAuthorization(options: [.alert]) { granted, _ in answers.append(granted) }
    center.add(request("now", after: nil))
    center.add(request("later", after: 60))
    center.add(request("cancelled", after: 30))
    center.removePendingNotificationRequests(withIdentifiers: ["cancelled"])
    MainQueue.drain()
    MainQueue.advance(by: 120)
    #expect(answers == [false] && center.simulatedAuthorizationStatus == .denied)
    #expect(center.pendingRequests.isEmpty && center.deliveredNotifications.isEmpty)
  }
}

/// Records the notification center's delegate calls; shows only the "break" notification in the foreground.
@MainActor
private final class NotificationRecorder: UNUserNotificationCenterDelegate {
  var events: [String] = []

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    events.append("willPresent(\(notification.request.identifier))")
    completionHandler(notification.request.identifier == "break" ? [.banner, .sound] : [])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    events.append("didReceive(\(response.notification.request.identifier) \(response.actionIdentifier))")
    completionHandler()
  }
}
