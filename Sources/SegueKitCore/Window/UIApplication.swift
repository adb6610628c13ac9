public import Foundation

/// The app's delegate.
///
/// Mirrors UIKit's `UIApplicationDelegate` (the parts used for navigation); methods have defaults.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's main window (apps without scenes).
  var window: UIWindow? { get set }
  /// The app received a memory warning.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// Launch is under way; the main storyboard's window exists already (<doc:Storyboards#§8.3-Launch>).
  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Launch is done; the window is made key and visible after this returns (<doc:Storyboards#§8.3-Launch>).
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a connecting scene; the default is the Info.plist manifest's.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// An app without scenes is asked to open `url`; returns whether it did (`false` by default). Mirrors UIKit's
  /// `application(_:open:options:)`; in SegueKit, `UIApplication.simulateOpeningURL(_:options:)` calls it.
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
  /// An app without scenes became active (after launch, and back from the background). Mirrors UIKit's
  /// `applicationDidBecomeActive(_:)`; an app with scenes gets `sceneDidBecomeActive(_:)` instead.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// An app without scenes is about to become inactive. Mirrors UIKit's `applicationWillResignActive(_:)`.
  func applicationWillResignActive(_ application: UIApplication)
  /// An app without scenes is in the background. Mirrors UIKit's `applicationDidEnterBackground(_:)`.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// An app without scenes is about to come back to the foreground. Mirrors UIKit's
  /// `applicationWillEnterForeground(_:)`.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end. Mirrors UIKit's `applicationWillTerminate(_:)`.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}  // swiftlint:disable:this unused_setter_value
  }
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }
  public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
    -> Bool
  { false }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
}

/// The app object: its delegate and its windows.
///
/// Mirrors UIKit's `UIApplication`. The main queue that UIKit's run loop would drain is `MainQueue`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app's single instance.
  public static let shared = UIApplication()

  /// The app delegate (held weakly, as in UIKit).
  open weak var delegate: (any UIApplicationDelegate)?

  // Windows are not retained (a window the app lets go of goes away, as in UIKit); the references are cleared by
  // the window's deinit. Unowned(unsafe) rather than weak keeps windows off the slow reference-counting path.
  private var windowRefs: [UnownedWindow] = []
  unowned(unsafe) var keyWindowStorage: UIWindow?

  /// The app's live windows, in creation order.
  public final var windows: [UIWindow] {
    windowRefs.map(\.window)
  }

  /// The key window.
  public final var keyWindow: UIWindow? { keyWindowStorage }

  func register(_ window: UIWindow) {
    // From the first window on, the main screen follows the key window's device (the graphics layer cannot ask).
    GraphicsEnvironment.mainScreenScale = { UIScreen.main.scale }
    windowRefs.append(UnownedWindow(window: window))
  }

  func unregister(_ window: UIWindow) {
    windowRefs.removeAll { $0.window === window }
    if keyWindowStorage === window { keyWindowStorage = nil }
  }

  // MARK: State

  /// The app's run state; raw values are UIKit's.
  ///
  /// Mirrors UIKit's `UIApplication.State`.
  public enum State: Int, Sendable {
    case active = 0, inactive, background
  }

  /// The app's run state: inactive while launching, active once launched, then as
  /// ``simulateMovingToBackground()`` and ``simulateReturningToForeground()`` move it; for windows shown without
  /// ``launch(bundle:appDelegate:sceneDelegate:device:)``, active once one is key.
  open var applicationState: State { runState ?? (keyWindowStorage == nil ? .inactive : .active) }
  /// The state the launch and the simulated transitions set.
  var runState: State?
  /// The number on the app's icon.
  open var applicationIconBadgeNumber = 0
  /// Whether the screen may not dim and lock.
  open var isIdleTimerDisabled = false
  /// Storage of ``simulatedBackgroundRefreshStatus``.
  var backgroundRefreshStatusStorage = UIBackgroundRefreshStatus.available
  /// Whether the status bar's network activity indicator is shown (deprecated in UIKit).
  open var isNetworkActivityIndicatorVisible = false

  /// The connected scenes: the launched scene, if the app launched with one.
  open var connectedScenes: Set<UIScene> {
    LaunchState.scene.map { [$0] } ?? []
  }

  // MARK: Opening URLs

  /// The URL that opens the app's page in Settings.
  ///
  /// Mirrors UIKit's `UIApplication.openSettingsURLString`.
  public static let openSettingsURLString = "app-settings:"

  /// Options for ``open(_:options:completionHandler:)``.
  ///
  /// Mirrors UIKit's `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link that an installed app handles.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The URLs the app asked the system to open, in order.
  ///
  /// Not in UIKit: what a test reads back after ``open(_:options:completionHandler:)``.
  public final private(set) var openedURLs: [URL] = []

  /// The URL schemes ``canOpenURL(_:)`` and ``open(_:options:completionHandler:)`` treat as handled.
  ///
  /// Not in UIKit (there, installed apps decide); defaults to the schemes iOS itself handles.
  public final var simulatedOpenableSchemes: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "facetime", "maps",
    "app-settings",
  ]

  /// Whether some app handles `url`'s scheme (see ``simulatedOpenableSchemes``).
  ///
  /// Mirrors UIKit's `canOpenURL(_:)`.
  open func canOpenURL(_ url: URL) -> Bool {
    url.scheme.map { simulatedOpenableSchemes.contains($0.lowercased()) } ?? false
  }

  /// Asks the system to open `url`: a handled URL is recorded in ``openedURLs``; `completion` runs with whether it
  /// was opened when the main queue is drained.
  ///
  /// Mirrors UIKit's `open(_:options:completionHandler:)`.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let opened = canOpenURL(url)
    if opened { openedURLs.append(url) }
    guard let completion else { return }
    MainQueue.async { completion(opened) }
  }

  /// Forgets the URLs opened so far. Not in UIKit.
  public final func clearOpenedURLs() {
    openedURLs = []
  }

  // MARK: Background tasks and notifications (inert)

  /// Starts a background task (inert: SegueKit never suspends the app).
  ///
  /// Mirrors UIKit's `beginBackgroundTask(expirationHandler:)`.
  open func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Starts a named background task (inert).
  ///
  /// Mirrors UIKit's `beginBackgroundTask(withName:expirationHandler:)`.
  open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    nextBackgroundTask += 1
    return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
  }

  /// Ends a background task (inert).
  ///
  /// Mirrors UIKit's `endBackgroundTask(_:)`.
  open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

  /// Registers for remote notifications (inert).
  ///
  /// Mirrors UIKit's `registerForRemoteNotifications()`.
  open func registerForRemoteNotifications() {}

  /// Starts receiving remote-control events (inert).
  ///
  /// Mirrors UIKit's `beginReceivingRemoteControlEvents()`.
  open func beginReceivingRemoteControlEvents() {}

  /// Stops receiving remote-control events (inert).
  ///
  /// Mirrors UIKit's `endReceivingRemoteControlEvents()`.
  open func endReceivingRemoteControlEvents() {}

  /// A key of the options passed to the delegate's `application(_:open:options:)`.
  ///
  /// Mirrors UIKit's `UIApplication.OpenURLOptionsKey`.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The annotation the opening app passed.
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file must be opened in place.
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// Whether the app is registered for remote notifications (never, in SegueKit).
  open var isRegisteredForRemoteNotifications: Bool { false }

  private var nextBackgroundTask = 0

  /// Sent when the app has finished launching, after `application(_:didFinishLaunchingWithOptions:)`.
  public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
  /// Sent when the app moves to the background.
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  /// Sent when the app is about to move to the foreground.
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Sent when the app becomes active.
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  /// Sent when the app is about to become inactive.
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// Sent when the app is about to terminate.
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  /// Sent when the background refresh status changes.
  public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
  /// Sent when the app receives a memory warning.
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Sends a memory warning to the delegate and every view controller in every window.
  ///
  /// Not in UIKit (the system sends memory warnings); mirrors what UIKit does when one arrives.
  public final func simulateMemoryWarning() {
    delegate?.applicationDidReceiveMemoryWarning(self)
    for window in windows {
      window.rootViewController?.forEachInHierarchy { $0.didReceiveMemoryWarning() }
    }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  open func beginIgnoringInteractionEvents() {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  open func endIgnoringInteractionEvents() {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  open var isIgnoringInteractionEvents: Bool { false }
  @available(iOS, introduced: 2.0, deprecated: 10.0)
  open func openURL(_ url: URL) -> Bool { false }
  open func sendEvent(_ event: UIEvent) {}
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  open var statusBarStyle: UIStatusBarStyle { .default }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  open var isStatusBarHidden: Bool { false }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0,
    message: "Use the interfaceOrientation property of the window scene instead."
  )
  open var statusBarOrientation: UIInterfaceOrientation { .unknown }
  @available(iOS 6.0, *)
  open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { [] }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  open var statusBarOrientationAnimationDuration: TimeInterval { 0 }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  open var statusBarFrame: CGRect { .zero }
  @available(iOS 3.0, *)
  open var applicationSupportsShakeToEdit: Bool = false
  @available(iOS 4.0, *)
  open var backgroundTimeRemaining: TimeInterval { 0 }
  @available(
    iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead"
  )
  open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
  @available(iOS 4.0, *)
  open var isProtectedDataAvailable: Bool { false }
  @available(iOS 5.0, *)
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  @available(iOS 13.0, *)
  open var openSessions: Set<UISceneSession> { [] }
  @available(iOS 13.0, *)
  open var supportsMultipleScenes: Bool { false }
  @available(iOS 13.0, *)
  open func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {}
  @available(iOS 13.0, *)
  open func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {}
  @available(iOS 13.0, *)
  open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}
  @available(iOS 3.0, *)
  open func unregisterForRemoteNotifications() {}
  @available(
    iOS, introduced: 3.0, deprecated: 8.0,
    message:
      "Use -[UIApplication registerForRemoteNotifications] and UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]"
  )
  open func registerForRemoteNotifications(matching types: UIRemoteNotificationType) {}
  @available(
    iOS, introduced: 3.0, deprecated: 8.0,
    message:
      "Use -[UIApplication isRegisteredForRemoteNotifications] and UserNotifications Framework's -[UNUserNotificationCenter getNotificationSettingsWithCompletionHandler:] to retrieve user-enabled remote notification and user notification settings"
  )
  open func enabledRemoteNotificationTypes() -> UIRemoteNotificationType { [] }
  @available(
    iOS, introduced: 4.0, deprecated: 10.0,
    message:
      "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]"
  )
  open func presentLocalNotificationNow(_ notification: UILocalNotification) {}
  @available(
    iOS, introduced: 4.0, deprecated: 10.0,
    message:
      "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]"
  )
  open func scheduleLocalNotification(_ notification: UILocalNotification) {}
  @available(
    iOS, introduced: 4.0, deprecated: 10.0,
    message:
      "Use UserNotifications Framework's -[UNUserNotificationCenter removePendingNotificationRequestsWithIdentifiers:]"
  )
  open func cancelLocalNotification(_ notification: UILocalNotification) {}
  @available(
    iOS, introduced: 4.0, deprecated: 10.0,
    message: "Use UserNotifications Framework's -[UNUserNotificationCenter removeAllPendingNotificationRequests]"
  )
  open func cancelAllLocalNotifications() {}
  @available(
    iOS, introduced: 4.0, deprecated: 10.0,
    message:
      "Use UserNotifications Framework's -[UNUserNotificationCenter getPendingNotificationRequestsWithCompletionHandler:]"
  )
  open var scheduledLocalNotifications: [UILocalNotification]? = nil
  @available(
    iOS, introduced: 8.0, deprecated: 10.0,
    message:
      "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:] and -[UNUserNotificationCenter setNotificationCategories:]"
  )
  open func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {}
  @available(
    iOS, introduced: 8.0, deprecated: 10.0,
    message:
      "Use UserNotifications Framework's -[UNUserNotificationCenter getNotificationSettingsWithCompletionHandler:] and -[UNUserNotificationCenter getNotificationCategoriesWithCompletionHandler:]"
  )
  open var currentUserNotificationSettings: UIUserNotificationSettings? { nil }
  @available(
    iOS, introduced: 5.0, deprecated: 9.0, message: "Newsstand apps now behave like normal apps on SpringBoard"
  )
  open func setNewsstandIconImage(_ image: UIImage?) {}
  @available(iOS 9.0, *)
  open var shortcutItems: [UIApplicationShortcutItem]? = nil
  @available(iOS 10.3, *)
  open var supportsAlternateIcons: Bool { false }
  @available(iOS 10.3, *)
  open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (((any Error)?) -> Void)? = nil) {}
  @available(iOS 10.3, *)
  open var alternateIconName: String? { nil }
  @available(iOS 6.0, *)
  open func extendStateRestoration() {}
  @available(iOS 6.0, *)
  open func completeStateRestoration() {}
  @available(iOS 7.0, *)
  open func ignoreSnapshotOnNextApplicationLaunch() {}
  @available(iOS 7.0, *)
  open class func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {}
  open class var significantTimeChangeNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationSignificantTimeChangeNotification")
  }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  open class var willChangeStatusBarOrientationNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationWillChangeStatusBarOrientationNotification")
  }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  open class var didChangeStatusBarOrientationNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationDidChangeStatusBarOrientationNotification")
  }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  open class var statusBarOrientationUserInfoKey: String { "" }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  open class var willChangeStatusBarFrameNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationWillChangeStatusBarFrameNotification")
  }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  open class var didChangeStatusBarFrameNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationDidChangeStatusBarFrameNotification")
  }
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  open class var statusBarFrameUserInfoKey: String { "" }
  @available(iOS 4.0, *)
  open class var protectedDataWillBecomeUnavailableNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationProtectedDataWillBecomeUnavailableNotification")
  }
  @available(iOS 4.0, *)
  open class var protectedDataDidBecomeAvailableNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationProtectedDataDidBecomeAvailableNotification")
  }
  @available(iOS 7.0, *)
  open class var userDidTakeScreenshotNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIApplicationUserDidTakeScreenshotNotification")
  }
  @available(iOS 6.0, *)
  open class var invalidInterfaceOrientationException: NSExceptionName {
    NSExceptionName(rawValue: "UIApplicationInvalidInterfaceOrientationException")
  }
  @available(iOS 7.0, *)
  open class var backgroundFetchIntervalMinimum: TimeInterval { 0 }
  @available(iOS 7.0, *)
  open class var backgroundFetchIntervalNever: TimeInterval { 0 }
  @available(
    iOS, introduced: 2.0, deprecated: 9.0,
    message: "Explicit setting of the status bar orientation is more limited in iOS 6.0 and later"
  )
  open func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {}
  @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
  open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}
  @available(iOS, introduced: 3.2, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
  open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}
  @available(
    iOS, introduced: 4.0, deprecated: 9.0,
    message: "Please use PushKit for VoIP applications instead of calling this method"
  )
  open func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool {
    false
  }
  @available(
    iOS, introduced: 4.0, deprecated: 9.0,
    message: "Please use PushKit for VoIP applications instead of calling this method"
  )
  open func clearKeepAliveTimeout() {}
  @available(iOS 6.0, *)
  open class var stateRestorationViewControllerStoryboardKey: String { "" }
  @available(iOS 6.0, *)
  open class var stateRestorationBundleVersionKey: String { "" }
  @available(iOS 6.0, *)
  open class var stateRestorationUserInterfaceIdiomKey: String { "" }
  @available(iOS 7.0, *)
  open class var stateRestorationTimestampKey: String { "" }
  @available(iOS 7.0, *)
  open class var stateRestorationSystemVersionKey: String { "" }
  // MARK: - End of generated members
}

private struct UnownedWindow {
  unowned(unsafe) let window: UIWindow
}
