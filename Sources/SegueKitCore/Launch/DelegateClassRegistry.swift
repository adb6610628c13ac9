package import Foundation

/// Makes an app's delegates from their class names, as UIKit does through the Objective-C runtime at launch: the
/// app delegate of the class marked `@main` (or `@UIApplicationMain`), and the scene delegate that the Info.plist
/// names in `UISceneDelegateClassName` (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
///
/// Not in UIKit. Swift on Linux finds a class by name, but it can create an instance only through a `required`
/// initializer, which delegate classes do not declare; so each delegate class gives a factory once, before the app
/// launches. `segue port` writes these registrations into the ported package's `PortedApp.registerClasses()`, which
/// `SegueApp.launch(appFolder:)` calls by itself; hand-written code registers each class with one call:
///
/// ```swift
/// DelegateClassRegistry.register(main: true) { AppDelegate() }
/// DelegateClassRegistry.register { SceneDelegate() }
/// ```
///
/// See <doc:Storyboards#§8.3-Launch>.
@preconcurrency @MainActor
public enum DelegateClassRegistry {
  private static var factories: [String: @MainActor () -> AnyObject] = [:]

  /// The full name (`Module.Class`) of the class registered with `main: true`: the one UIKit's `main()` would pass
  /// to `UIApplicationMain` as the delegate class.
  public private(set) static var mainDelegateClassName: String?

  /// Registers the delegate class that `make` returns, under its full name (`Module.Class`); `main` marks it as the
  /// app delegate, the class with `@main` or `@UIApplicationMain`.
  public static func register<Delegate: AnyObject>(main: Bool = false, _ make: @escaping @MainActor () -> Delegate) {
    let name = String(reflecting: Delegate.self)
    factories[name] = make
    if main { mainDelegateClassName = name }
  }

  /// Forgets every registration (a test that registers delegates of its own undoes it).
  public static func removeAll() {
    factories = [:]
    mainDelegateClassName = nil
  }

  /// Whether ``make(named:module:)`` would make an instance.
  public static func canMake(named name: String, module: String?) -> Bool { factoryName(name, module: module) != nil }

  /// A new instance of the class named `name`, or `nil` when no class of that name is registered. The name is as an
  /// Info.plist writes it: `$(PRODUCT_MODULE_NAME)` (or `${PRODUCT_MODULE_NAME}`) stands for `module`, and a name
  /// without a module finds a registered class of that name in any module.
  public static func make(named name: String, module: String?) -> AnyObject? {
    factoryName(name, module: module).flatMap { factories[$0]?() }
  }

  /// Calls `registerClasses()` of the generated `PortedApp` of the ported package whose resources hold `folder`
  /// (SwiftPM names a target's resource bundle `Package_Target.resources`, so the target is found from the path;
  /// with underscores in the names every split is tried). Returns whether one was found.
  package static func registerPortedApp(containing folder: URL) -> Bool {
    guard
      let bundle = folder.standardizedFileURL.pathComponents.last(where: {
        $0.hasSuffix(".resources") || $0.hasSuffix(".bundle")
      })
    else { return false }
    let parts = bundle.split(separator: ".").dropLast().joined(separator: ".").split(separator: "_")
    for start in parts.indices.dropFirst() + [parts.startIndex] {
      let target = parts[start...].joined(separator: "_")
      // The runtime's `Module.Name` shorthand finds classes only; an enum is looked up by its mangled name.
      let mangled = "\(target.utf8.count)\(target)9PortedAppO"
      if let app = _typeByName(mangled) as? any PortedAppRegistration.Type {
        app.registerClasses()
        return true
      }
    }
    return false
  }

  /// Whether launching `bundle` with `appDelegate` makes the scene delegate its scene manifest names (the class is
  /// registered), or needs none (no manifest).
  package static func makesSceneDelegate(bundle: Bundle, appDelegate: (any UIApplicationDelegate)?) -> Bool {
    let info = AppInfo.load(bundle: bundle)
    guard info.hasSceneManifest else { return true }
    guard let name = info.sceneDelegateClassName else { return false }
    let module = appDelegate.flatMap { Self.module(of: String(reflecting: type(of: $0))) } ?? mainModule
    return canMake(named: name, module: module)
  }

  /// The module of the main delegate class: what `$(PRODUCT_MODULE_NAME)` stands for in the Info.plist.
  static var mainModule: String? { mainDelegateClassName.flatMap(module(of:)) }

  /// The registered name that `name` stands for.
  private static func factoryName(_ name: String, module: String?) -> String? {
    var expanded = name
    if let module {
      for variable in ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}"] {
        expanded = expanded.replacingOccurrences(of: variable, with: module)
      }
    }
    if factories[expanded] != nil { return expanded }
    guard !expanded.contains(".") else { return nil }
    return factories.keys.filter { $0.hasSuffix("." + expanded) }.min()
  }

  /// The module part of a full class name (`Shop` for `Shop.AppDelegate`).
  static func module(of className: String) -> String? {
    className.firstIndex(of: ".").map { String(className[..<$0]) }
  }
}
