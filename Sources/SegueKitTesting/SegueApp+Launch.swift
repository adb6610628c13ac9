public import Foundation
public import SegueKit

/// Launching an app folder, a storyboard or a scene.
extension SegueApp {
  /// Launches the app in `folder` from its `Info.plist`, through
  /// `UIApplication.launch(bundle:appDelegate:sceneDelegate:device:)`
  /// (app and scene delegates in UIKit's order) (<doc:UIKitRules#§8.3-Launch>).
  ///
  /// The driver cannot create the delegate classes the `Info.plist` names; pass them. Without a scene delegate, an
  /// app with a scene manifest gets one like Xcode's template (a `window` property and nothing else).
  public static func launch(
    appFolder folder: URL, appDelegate: (any UIApplicationDelegate)? = nil,
    sceneDelegate: (any UIWindowSceneDelegate)? = nil, device: DevicePreset = .iPhone
  ) throws -> SegueApp {
    let plist = folder.appendingPathComponent("Info.plist")
    guard FileManager.default.fileExists(atPath: plist.path), let bundle = Bundle(path: folder.path) else {
      throw SegueAppError.launch("no Info.plist in '\(folder.path)'; pass a storyboard file instead")
    }
    let recorder = prepareLaunch()
    let sceneDelegate = sceneDelegate ?? TemplateSceneDelegate()
    var window: UIWindow?
    let raised = UIKitException.capture {
      window = UIApplication.launch(
        bundle: bundle, appDelegate: appDelegate, sceneDelegate: sceneDelegate, device: device)
      MainQueue.drain()
    }
    if !raised.isEmpty { throw SegueAppError.exceptions(raised) }
    guard let window, window.rootViewController != nil else {
      let log = Console.messages.isEmpty ? "" : ": " + Console.messages.joined(separator: " ")
      throw SegueAppError.launch("launching '\(folder.path)' showed no view controller\(log)")
    }
    let app = SegueApp(window: window, retaining: [sceneDelegate], exceptions: [], recorder: recorder)
    app.storyboardFolder = folder
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
    let recorder = prepareLaunch()
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
    let app = SegueApp(window: window, retaining: [storyboard], exceptions: launched, recorder: recorder)
    app.storyboardFolder = url.deletingLastPathComponent()
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
