public import Foundation

/// A scene of the app: one instance of its user interface.
///
/// Mirrors UIKit's `UIScene` as far as launching needs it.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate (held strongly by UIKit once the scene connects, as here).
  open var delegate: (any UISceneDelegate)?
  /// Where the scene is in its life cycle: unattached until it connects, then foreground (inactive, active) or
  /// background. Mirrors UIKit's `activationState`.
  open internal(set) var activationState = ActivationState.unattached

  /// A scene's life-cycle state; raw values are UIKit's. Mirrors UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
  }

  init(session: UISceneSession) {
    self.session = session
    super.init()
  }

  /// Options passed to `scene(_:willConnectTo:options:)`; launching from a storyboard has none.
  @MainActor
  public final class ConnectionOptions {
    init() {}

    /// The URLs the scene was connected to open; none when launched from the home screen. Mirrors UIKit's
    /// `urlContexts`.
    public var urlContexts: Set<UIOpenURLContext> { [] }
  }
}

/// A scene that shows windows. Mirrors UIKit's `UIWindowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows.
  public internal(set) var windows: [UIWindow] = []
}

/// A scene's persistent session. Mirrors UIKit's `UISceneSession`.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
  /// The session's role, such as `UIWindowSceneSessionRoleApplication`.
  public let role: UISceneSession.Role
  /// The configuration the scene was created with.
  public let configuration: UISceneConfiguration

  init(role: UISceneSession.Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    super.init()
  }

  /// A session role.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The role of the app's main windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// A scene configuration from the Info.plist scene manifest. Mirrors UIKit's `UISceneConfiguration`.
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
  /// The configuration's name (`UISceneConfigurationName`).
  public let name: String?
  /// The session role it applies to.
  public let role: UISceneSession.Role
  /// The storyboard loaded into the scene's window (`UISceneStoryboardFile`).
  public var storyboard: UIStoryboard?
  /// The scene delegate's class name (`UISceneDelegateClassName`), as written in the manifest. Not in UIKit.
  public var delegateClassName: String?
  /// The scene delegate's class, when set by the app or found from ``delegateClassName``. Mirrors UIKit's
  /// `delegateClass` (SegueKit does not create the delegate from it: pass the delegate to the launch).
  public var delegateClass: AnyClass?
  /// The scene's class. Mirrors UIKit's `sceneClass`; SegueKit's scenes are `UIWindowScene`s.
  public var sceneClass: AnyClass?

  /// A configuration filled from the app's `Info.plist` entry with this name and role, if there is one: its
  /// storyboard and delegate class.
  ///
  /// Mirrors UIKit's `init(name:sessionRole:)`, which "loads its details from the app's Info.plist file" (Apple's
  /// documentation of the initializer); the app is the one launched last (`UIApplication.launch(bundle:…)`).
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
    guard let name, let bundle = AppBundle.launched,
      let entry = AppInfo.load(bundle: bundle).sceneConfigurations[sessionRole.rawValue]?.first(where: {
        $0.name == name
      })
    else { return }
    delegateClassName = entry.delegateClassName
    delegateClass = entry.delegateClassName.flatMap {
      StoryboardClassRegistry.lookup(className: $0, module: nil, moduleProvider: nil)
    }
    if let file = entry.storyboardFile { storyboard = UIStoryboard(name: file, bundle: bundle) }
  }
}

/// The scene's delegate. Mirrors UIKit's `UISceneDelegate`; every method has a default (UIKit's are optional).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is being added to the app. Mirrors UIKit's `scene(_:willConnectTo:options:)`.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was removed from the app. Mirrors UIKit's `sceneDidDisconnect(_:)`.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene is about to run in the foreground. Mirrors UIKit's `sceneWillEnterForeground(_:)`.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene is onscreen and responding to the user. Mirrors UIKit's `sceneDidBecomeActive(_:)`.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop responding to the user. Mirrors UIKit's `sceneWillResignActive(_:)`.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene runs in the background. Mirrors UIKit's `sceneDidEnterBackground(_:)`.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The scene is asked to open URLs. Mirrors UIKit's `scene(_:openURLContexts:)`; in SegueKit,
  /// `UIApplication.simulateOpeningURL(_:options:)` calls it.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate, which owns the scene's window. Mirrors UIKit's `UIWindowSceneDelegate`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}  // A delegate without a stored window cannot receive the storyboard's (<doc:Storyboards#§8.3-Launch>).
  }
}

extension UIWindow {
  /// Creates a window for `windowScene`, the size of its screen (an iPhone's). Mirrors UIKit's `init(windowScene:)`.
  public convenience init(windowScene: UIWindowScene) {
    self.init(windowScene: windowScene, device: .iPhone)
  }

  /// Creates a window for `windowScene` on a simulated `device`. Not in UIKit (UIKit's is ``init(windowScene:)``).
  public convenience init(windowScene: UIWindowScene, device: DevicePreset) {
    self.init(device: device)
    self.windowScene = windowScene
  }
}
