public import Foundation

// The scene life-cycle notifications. UIKit posts each with the scene as the notification's `object`, beside the
// matching `UISceneDelegate` call (Apple's documentation of each name, e.g. `UIScene.didActivateNotification`:
// "UIKit places the scene object in the object property of the notification. UIKit also calls the
// sceneDidBecomeActive(_:) method of your scene delegate object"). SegueKit posts them right after the delegate
// call, as UIKit posts `UIApplication`'s notifications after the app delegate's.

extension UIScene {
  /// Posted when a scene is added to the app, after `scene(_:willConnectTo:options:)`. Mirrors UIKit's
  /// `willConnectNotification`.
  nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted when a scene is removed from the app. Mirrors UIKit's `didDisconnectNotification`.
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  /// Posted when a scene is onscreen and responding to the user, after `sceneDidBecomeActive(_:)`. Mirrors UIKit's
  /// `didActivateNotification`.
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when a scene is about to stop responding to the user. Mirrors UIKit's `willDeactivateNotification`.
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  /// Posted when a scene is about to run in the foreground, after `sceneWillEnterForeground(_:)`. Mirrors UIKit's
  /// `willEnterForegroundNotification`.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when a scene runs in the background. Mirrors UIKit's `didEnterBackgroundNotification`.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
