public import Foundation

extension UIApplication {
  /// A key of the launch options dictionary. Mirrors UIKit's `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Launches the app whose `Info.plist` is in `bundle`, as `UIApplicationMain` does on iOS
  /// (<doc:Storyboards#§8.3-Launch>).
  ///
  /// Not in UIKit, where `UIApplicationMain` launches the process's own bundle and never returns. With
  /// `UIMainStoryboardFile`: the storyboard's initial view controller becomes the root of a window assigned to
  /// `appDelegate.window` before `application(_:willFinishLaunchingWithOptions:)`, and the window is made key
  /// and visible after `application(_:didFinishLaunchingWithOptions:)`. With a scene manifest naming
  /// `UISceneStoryboardFile`: launching finishes first, then the scene connects with its window already
  /// set up, and is made visible after `scene(_:willConnectTo:options:)`. Drain the main queue to run
  /// the root's view loading and appearance. Returns the window, or `nil` when no window was made.
  ///
  /// Without `sceneDelegate`, the scene delegate is made as UIKit makes it, from the class the chosen configuration
  /// names (`UISceneDelegateClassName`), when that class is registered with ``DelegateClassRegistry``. To make the
  /// app delegate from its class as well, use ``launch(bundle:delegateClassName:device:)``.
  @discardableResult
  public static func launch(
    bundle: Bundle, appDelegate: (any UIApplicationDelegate)? = nil, sceneDelegate: (any UIWindowSceneDelegate)? = nil,
    device: DevicePreset = .iPhone
  ) -> UIWindow? {
    let application = UIApplication.shared
    let info = AppInfo.load(bundle: bundle)
    AppBundle.launched = bundle
    LaunchState.retained = (appDelegate, sceneDelegate)
    (LaunchState.scene, LaunchState.window) = (nil, nil)  // A new launch replaces the last one's.
    application.delegate = appDelegate
    application.runState = .inactive
    if let mainStoryboard = info.mainStoryboardFile, info.sceneStoryboardFile == nil {
      let window = launchWithMainStoryboard(mainStoryboard, bundle: bundle, delegate: appDelegate, device: device)
      application.becomeActive()
      return window
    }
    finishLaunching(appDelegate)
    guard info.hasSceneManifest else {
      application.becomeActive()
      return nil
    }
    return connectScene(
      info: info, bundle: bundle, appDelegate: appDelegate, sceneDelegate: sceneDelegate, device: device)
  }

  /// Launches the app whose `Info.plist` is in `bundle` through its own delegates, as `UIApplicationMain(_:_:_:_:)`
  /// does with a delegate class name: the app delegate is made from `delegateClassName` (usually
  /// `DelegateClassRegistry.mainDelegateClassName`, the class marked `@main` or `@UIApplicationMain`), the scene
  /// delegate from the
  /// scene configuration's class, both by ``DelegateClassRegistry``; then as
  /// ``launch(bundle:appDelegate:sceneDelegate:device:)``.
  ///
  /// Not in UIKit, where `UIApplicationMain` launches the process's own bundle and never returns.
  @discardableResult
  public static func launch(
    bundle: Bundle, delegateClassName: String?, device: DevicePreset = .iPhone
  ) -> UIWindow? {
    let appDelegate = delegateClassName.flatMap {
      DelegateClassRegistry.make(named: $0, module: nil) as? any UIApplicationDelegate
    }
    return launch(bundle: bundle, appDelegate: appDelegate, device: device)
  }

  /// `willFinishLaunching`, `didFinishLaunching`, then `didFinishLaunchingNotification` (Apple's documentation of
  /// it: "posted immediately after the app finishes launching").
  private static func finishLaunching(_ delegate: (any UIApplicationDelegate)?) {
    let application = UIApplication.shared
    _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
    _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: didFinishLaunchingNotification, object: application)
  }

  private static func launchWithMainStoryboard(
    _ name: String, bundle: Bundle, delegate: (any UIApplicationDelegate)?, device: DevicePreset
  ) -> UIWindow {
    let root = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
    if root == nil { logMissingEntryPoint(name) }
    let window = delegate?.window ?? UIWindow(device: device)
    delegate?.window = window
    LaunchState.window = window
    window.rootViewController = root
    finishLaunching(delegate)
    window.makeKeyAndVisible()
    return window
  }

  private static func connectScene(
    info: AppInfo, bundle: Bundle, appDelegate: (any UIApplicationDelegate)?,
    sceneDelegate: (any UIWindowSceneDelegate)?, device: DevicePreset
  ) -> UIWindow? {
    let application = UIApplication.shared
    // Filled from the manifest entry of the same name by its initializer, as a delegate's configuration is.
    let manifest = UISceneConfiguration(name: info.sceneConfigurationName, sessionRole: .windowApplication)
    if info.sceneConfigurationName == nil {
      manifest.delegateClassName = info.sceneDelegateClassName
      if let name = info.sceneStoryboardFile { manifest.storyboard = UIStoryboard(name: name, bundle: bundle) }
    }
    let session = UISceneSession(role: .windowApplication, configuration: manifest)
    let options = UIScene.ConnectionOptions()
    let configuration =
      appDelegate?.application(application, configurationForConnecting: session, options: options) ?? manifest
    let scene = UIWindowScene(session: session)
    // UIKit makes the scene delegate from the chosen configuration's `delegateClass` (Apple's "About the app launch
    // sequence"); here from DelegateClassRegistry, `$(PRODUCT_MODULE_NAME)` being the app delegate's module.
    let sceneDelegate =
      sceneDelegate
      ?? (configuration.delegateClass.map { String(reflecting: $0) } ?? configuration.delegateClassName).flatMap {
        DelegateClassRegistry.make(named: $0, module: appModule(appDelegate)) as? any UIWindowSceneDelegate
      }
    LaunchState.retained.1 = sceneDelegate
    scene.delegate = sceneDelegate
    LaunchState.scene = scene
    var window: UIWindow?
    if let storyboard = configuration.storyboard {
      window = storyboardWindow(
        storyboard, storyboardName: info.sceneStoryboardFile ?? "", scene: scene, device: device)
    }
    sceneDelegate?.scene(scene, willConnectTo: session, options: options)
    application.post(UIScene.willConnectNotification, scene, state: .foregroundInactive)
    window = window ?? sceneDelegate?.window
    window?.makeKeyAndVisible()
    sceneDelegate?.sceneWillEnterForeground(scene)
    application.post(UIScene.willEnterForegroundNotification, scene, state: .foregroundInactive)
    application.becomeActive()
    return window
  }

  /// The module of the app delegate's class, or of the registered main delegate: what `$(PRODUCT_MODULE_NAME)`
  /// stands for.
  private static func appModule(_ appDelegate: (any UIApplicationDelegate)?) -> String? {
    appDelegate.flatMap { DelegateClassRegistry.module(of: String(reflecting: type(of: $0))) }
      ?? DelegateClassRegistry.mainModule
  }

  /// UIKit's `_loadWindowWithStoryboardIfNeeded` (<doc:Storyboards#§8.3-Launch> scene-based step 2).
  private static func storyboardWindow(
    _ storyboard: UIStoryboard, storyboardName: String, scene: UIWindowScene, device: DevicePreset
  ) -> UIWindow? {
    guard let delegate = scene.delegate as? any UIWindowSceneDelegate else {
      Console.log(
        "There is no scene delegate set. A scene delegate class must be specified to use a main storyboard file.")
      return nil
    }
    let root = storyboard.instantiateInitialViewController()
    if root == nil { logMissingEntryPoint(storyboardName) }
    let window = delegate.window ?? UIWindow(windowScene: scene, device: device)
    delegate.window = window
    guard delegate.window === window else {
      Console.log("The scene delegate must implement the window property if it wants to use a main storyboard file.")
      return nil
    }
    LaunchState.window = window
    window.rootViewController = root
    return window
  }

  private static func logMissingEntryPoint(_ name: String) {
    Console.log(
      "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated "
        + "entry point is not set?")
  }
}

/// What UIKit keeps alive for a launched app: its delegates, scene and window.
@MainActor
enum LaunchState {
  static var retained: (AnyObject?, AnyObject?) = (nil, nil)
  static var scene: UIWindowScene?
  static var window: UIWindow?
}

/// The launch keys of an app's `Info.plist`.
struct AppInfo {
  /// One entry of the scene manifest's `UISceneConfigurations`.
  struct SceneConfiguration {
    var name: String?
    var delegateClassName: String?
    var storyboardFile: String?
  }

  var mainStoryboardFile: String?
  var hasSceneManifest = false
  /// The scene manifest's configurations by session role (`UIWindowSceneSessionRoleApplication` …).
  var sceneConfigurations: [String: [SceneConfiguration]] = [:]

  /// The launch keys of `bundle`'s `Info.plist`, parsed once per version of the file: a launch asks for them three
  /// times (the launch, the scene delegate's class, the scene configuration), and an exploration launches the same app
  /// thousands of times. A file rewritten since (another modification date or size) is parsed again.
  @MainActor static func load(bundle: Bundle) -> AppInfo {
    // The path and stat(2) directly: URL's path building and FileManager's attributes cost several times more, and
    // a launch asks three times.
    let folder = bundle.bundlePath
    let path = folder.hasSuffix("/") ? folder + "Info.plist" : folder + "/Info.plist"
    var status = stat()
    let version =
      stat(path, &status) == 0
      ? FileVersion(
        seconds: Int(status.modified.tv_sec), nanoseconds: Int(status.modified.tv_nsec), size: Int(status.st_size))
      : nil
    if let cached = cache[path], cached.version == version { return cached.info }
    let info = AppInfo(bundle: bundle)
    cache[path] = (version, info)
    return info
  }

  /// What tells two versions of a file apart without reading it.
  private struct FileVersion: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
  }

  @MainActor private static var cache: [String: (version: FileVersion?, info: AppInfo)] = [:]

  init(bundle: Bundle) {
    let url = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("Info.plist")
    guard let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return }
    mainStoryboardFile = plist["UIMainStoryboardFile"] as? String
    guard let manifest = plist["UIApplicationSceneManifest"] as? [String: Any] else { return }
    hasSceneManifest = true
    let configurations = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
    for (role, entries) in configurations {
      sceneConfigurations[role] = (entries as? [[String: Any]] ?? []).map {
        SceneConfiguration(
          name: $0["UISceneConfigurationName"] as? String,
          delegateClassName: $0["UISceneDelegateClassName"] as? String,
          storyboardFile: $0["UISceneStoryboardFile"] as? String)
      }
    }
  }

  /// The first application-window configuration, the one UIKit connects at launch without a delegate's choice.
  var applicationScene: SceneConfiguration? {
    sceneConfigurations[UISceneSession.Role.windowApplication.rawValue]?.first
  }
  var sceneConfigurationName: String? { applicationScene?.name }
  var sceneDelegateClassName: String? { applicationScene?.delegateClassName }
  var sceneStoryboardFile: String? { applicationScene?.storyboardFile }
}

extension stat {
  /// The file's modification time: `st_mtim` on Linux, `st_mtimespec` on Darwin.
  fileprivate var modified: timespec {
    #if os(Linux)
      st_mtim
    #else
      st_mtimespec
    #endif
  }
}
