public import Foundation
public import SegueKit

/// Launching an app folder, a storyboard or a scene.
extension SegueApp {
  /// Launches the app in `folder` from its `Info.plist` through its own delegates, as iOS does: UIKit's launch
  /// sequence (<doc:UIKitRules#§8.3-Launch>) with the app delegate made from the class marked `@main` or
  /// `@UIApplicationMain` and the scene delegate from the manifest's `UISceneDelegateClassName`.
  ///
  /// Swift on Linux cannot make an instance of a class from its name, so the delegate classes are registered with
  /// `DelegateClassRegistry` first. For a package that `segue port` wrote, this launch registers them itself: it
  /// calls the generated `PortedApp.registerClasses()` of the target whose resources hold `folder`. Hand-written
  /// code registers each class once (`DelegateClassRegistry.register(main: true) { AppDelegate() }`) or passes
  /// instances: `appDelegate` and `sceneDelegate` replace the registered classes. Without a registered or given scene
  /// delegate, an app with a scene manifest gets one like Xcode's template (a `window` property and nothing else).
  ///
  /// The app gets a new ``AppSandbox`` unless `sandbox` gives one (``relaunch()`` gives the last launch's).
  public static func launch(
    appFolder folder: URL, appDelegate: (any UIApplicationDelegate)? = nil,
    sceneDelegate: (any UIWindowSceneDelegate)? = nil, device: DevicePreset = .iPhone, sandbox: AppSandbox? = nil
  ) throws -> SegueApp {
    let plist = folder.appendingPathComponent("Info.plist")
    guard FileManager.default.fileExists(atPath: plist.path), let bundle = Bundle(path: folder.path) else {
      throw SegueAppError.launch("no Info.plist in '\(folder.path)'; pass a storyboard file instead")
    }
    let name = "launch '\(folder.lastPathComponent)'"
    announceStep(name)
    let (recorder, sandbox) = prepareLaunch(sandbox: sandbox)
    if appDelegate == nil || sceneDelegate == nil { _ = DelegateClassRegistry.registerPortedApp(containing: folder) }
    var appDelegate = appDelegate
    var sceneDelegate = sceneDelegate
    var window: UIWindow?
    let raised = UIKitException.capture {
      // UIApplicationMain's first step: the app delegate, from the class name `main()` passes.
      appDelegate =
        appDelegate
        ?? DelegateClassRegistry.mainDelegateClassName.flatMap {
          DelegateClassRegistry.make(named: $0, module: nil) as? any UIApplicationDelegate
        }
      if sceneDelegate == nil && !DelegateClassRegistry.makesSceneDelegate(bundle: bundle, appDelegate: appDelegate) {
        sceneDelegate = TemplateSceneDelegate()
      }
      window =
        UIApplication.launch(bundle: bundle, appDelegate: appDelegate, sceneDelegate: sceneDelegate, device: device)
        // With neither a main storyboard nor a scene manifest, the app makes its window itself in
        // `application(_:willFinishLaunchingWithOptions:)` or `didFinishLaunching` and keeps it in `window`.
        ?? appDelegate.flatMap { $0.window ?? nil }
      MainQueue.drain()
    }
    if !raised.isEmpty { throw SegueAppError.exceptions(raised) }
    guard let window, window.rootViewController != nil else {
      let log = Console.messages.isEmpty ? "" : ": " + Console.messages.joined(separator: " ")
      throw SegueAppError.launch("launching '\(folder.path)' showed no view controller\(log)")
    }
    let delegates: [AnyObject?] = [appDelegate, sceneDelegate ?? window.windowScene?.delegate]
    let app = SegueApp(
      window: window, retaining: delegates.compactMap { $0 }, exceptions: [], recorder: recorder, sandbox: sandbox)
    app.appFolder = folder
    app.launchDevice = device
    app.steps = [name]
    return app
  }

  /// Launches the storyboard file at `url`: its initial view controller, or the scene with Storyboard ID
  /// `identifier`, in a new key window.
  public static func launch(
    storyboard url: URL, scene identifier: String? = nil, device: DevicePreset = .iPhone
  ) throws -> SegueApp {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw SegueAppError.launch("no such storyboard '\(url.path)'")
    }
    let name = "launch '\(url.lastPathComponent)'" + (identifier.map { " scene '\($0)'" } ?? "")
    announceStep(name)
    let (recorder, sandbox) = prepareLaunch()
    var storyboard: UIStoryboard?
    var root: UIViewController?
    let raised = UIKitException.capture {
      let opened = UIStoryboard(url: url)
      storyboard = opened
      root =
        identifier.map { opened.instantiateViewController(withIdentifier: $0) }
        ?? opened.instantiateInitialViewController()
    }
    if !raised.isEmpty { throw SegueAppError.exceptions(raised) }
    guard let storyboard, let root else {
      throw SegueAppError.launch(
        "'\(url.lastPathComponent)' has no initial view controller; launch one of its scenes by Storyboard ID")
    }
    let window = UIWindow(device: device)
    let launched = UIKitException.capture {
      window.rootViewController = root
      window.makeKeyAndVisible()
      MainQueue.drain()
    }
    let app = SegueApp(
      window: window, retaining: [storyboard], exceptions: launched, recorder: recorder, sandbox: sandbox)
    app.steps = [name]
    return app
  }

  /// Launches an app folder (a folder with an `Info.plist`) or a storyboard file, as `segue run` does; with
  /// `scene`, the scene with that Storyboard ID of the storyboard file.
  public static func launch(path: String, scene identifier: String? = nil, device: DevicePreset = .iPhone) throws
    -> SegueApp
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SegueAppError.launch("no such app folder or storyboard '\(path)'")
    }
    let url = URL(fileURLWithPath: path)
    if isFolder.boolValue {
      guard identifier == nil else {
        throw SegueAppError.launch("a scene is launched from a storyboard file, not from the app folder '\(path)'")
      }
      return try launch(appFolder: url, device: device)
    }
    guard url.pathExtension == "storyboard" else {
      throw SegueAppError.launch("'\(path)' is neither an app folder nor a .storyboard file")
    }
    return try launch(storyboard: url, scene: identifier, device: device)
  }
}

/// The scene delegate of Xcode's app template: it only keeps the window the storyboard gives it.
@MainActor
final class TemplateSceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
}
