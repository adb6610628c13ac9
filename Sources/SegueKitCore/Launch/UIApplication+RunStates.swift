import Foundation

// The app's moves between active, inactive and background, as UIKit makes them: the scene delegate's calls and the
// scene's notifications for an app with scenes, the app delegate's calls without them, and UIApplication's
// notifications in both (Apple's "Managing your app's life cycle": "UIKit always uses scene delegate objects when
// they are available"; the UIApplication notifications are posted either way). Each notification follows its
// delegate call.
extension UIApplication {
  /// Moves the active app to the background, as when the user goes to the Home Screen: `sceneWillResignActive`
  /// (or `applicationWillResignActive`) and the `willResignActive` notifications, then `sceneDidEnterBackground`
  /// (or `applicationDidEnterBackground`) and the `didEnterBackground` notifications. Nothing when the app is not
  /// active. View controllers get no appearance callbacks, as on iOS.
  ///
  /// Not in UIKit (the system moves apps).
  public func simulateMovingToBackground() {
    guard applicationState == .active else { return }
    let scene = LaunchState.scene
    if let scene {
      scene.delegate?.sceneWillResignActive(scene)
      post(UIScene.willDeactivateNotification, scene, state: .foregroundInactive)
    } else {
      delegate?.applicationWillResignActive(self)
    }
    runState = .inactive
    NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
    if let scene {
      scene.delegate?.sceneDidEnterBackground(scene)
      post(UIScene.didEnterBackgroundNotification, scene, state: .background)
    } else {
      delegate?.applicationDidEnterBackground(self)
    }
    runState = .background
    NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
  }

  /// Brings the app back from the background, as when the user opens it again: `sceneWillEnterForeground` (or
  /// `applicationWillEnterForeground`) and the `willEnterForeground` notifications, then it becomes active.
  /// Nothing when the app is not in the background.
  ///
  /// Not in UIKit (the system moves apps).
  public func simulateReturningToForeground() {
    guard applicationState == .background else { return }
    if let scene = LaunchState.scene {
      scene.delegate?.sceneWillEnterForeground(scene)
      post(UIScene.willEnterForegroundNotification, scene, state: .foregroundInactive)
    } else {
      delegate?.applicationWillEnterForeground(self)
    }
    runState = .inactive
    NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
    becomeActive()
  }

  /// Ends the app as the system ends one that runs in the background without being suspended (Apple's
  /// `applicationWillTerminate(_:)`: "called in situations where the app is running in the background (not
  /// suspended) and the system needs to terminate it"): an active app first moves to the background, then the scene
  /// disconnects (`sceneDidDisconnect` and its notification), then `applicationWillTerminate` and the
  /// `willTerminate` notification. The app's scene and delegates are let go (its views get no callbacks, as on iOS);
  /// a new launch starts afresh.
  ///
  /// Not in UIKit (the system ends apps).
  public func simulateTermination() {
    simulateMovingToBackground()
    if let scene = LaunchState.scene {
      scene.delegate?.sceneDidDisconnect(scene)
      post(UIScene.didDisconnectNotification, scene, state: .unattached)
    }
    delegate?.applicationWillTerminate(self)
    NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    (LaunchState.scene, LaunchState.window) = (nil, nil)
    LaunchState.retained = (nil, nil)
    delegate = nil
  }

  /// The app becomes active, at the end of its launch and back from the background.
  func becomeActive() {
    if let scene = LaunchState.scene {
      scene.delegate?.sceneDidBecomeActive(scene)
      post(UIScene.didActivateNotification, scene, state: .foregroundActive)
    } else {
      delegate?.applicationDidBecomeActive(self)
    }
    runState = .active
    NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
  }

  /// Posts a scene notification with the scene as its object, as UIKit does, the scene being in `state`.
  func post(_ name: Notification.Name, _ scene: UIScene, state: UIScene.ActivationState) {
    scene.activationState = state
    NotificationCenter.default.post(name: name, object: scene)
  }
}
