import StoryboardFormat

/// Who uses each nib, from the sources: the view controllers that load it as their view (by name or by UIKit's
/// default-name rule), the `register` calls, and the code that instantiates it.
struct NibUses {
  /// A view controller that loads a nib as its view.
  struct ControllerLoad: Hashable {
    var className: String
    /// Where the sources name the nib; `nil` when UIKit finds it by the controller's class name.
    var location: SourceLocation?

    /// `'ProfileViewController' (at Profile.swift:12:5)`, or by UIKit's default nib name.
    var described: String {
      if let location { return "'\(className)' (at \(location))" }
      return "'\(className)' (by UIKit's default nib name: it is created without a nib name)"
    }
  }

  private(set) var controllers: [String: [ControllerLoad]] = [:]
  private(set) var registrations: [String: [NibReference]] = [:]
  private(set) var instantiations: [String: [NibReference]] = [:]
  /// Types named after the nib handed to an app's own `register` helper: the nib may be registered.
  private(set) var helperRegistrations: [String: [NibReference]] = [:]

  /// An empty table, for runs without sources.
  init() {}

  init(nibs: [NibDocument], sources: SourceIndex) {
    guard !sources.isEmpty, !nibs.isEmpty else { return }
    var pathsByName: [String: [String]] = [:]
    for nib in nibs { pathsByName[nib.name, default: []].append(nib.path) }
    for reference in sources.nibReferences {
      for path in pathsByName[reference.nibName] ?? [] {
        switch reference.use {
        case .viewController:
          guard let className = reference.className else { continue }
          controllers[path, default: []].append(ControllerLoad(className: className, location: reference.location))
        case .registration: registrations[path, default: []].append(reference)
        case .helperRegistration: helperRegistrations[path, default: []].append(reference)
        case .instantiation: instantiations[path, default: []].append(reference)
        }
      }
    }
    // A class that names its nib itself (`super.init(nibName: "Y", …)`) is not looked up by its default name.
    let named = Set(sources.nibReferences.filter { $0.use == .viewController }.compactMap(\.className))
    for className in sources.createdWithoutNib.sorted()
    where !named.contains(className) && Self.loadsNibByDefaultName(className, sources) {
      // UIKit's order: the name without "Controller" first, then the class name (UIViewController.nibName).
      let candidates = Self.defaultNibNames(className)
      guard let paths = candidates.lazy.compactMap({ pathsByName[$0] }).first else { continue }
      for path in paths { controllers[path, default: []].append(ControllerLoad(className: className, location: nil)) }
    }
  }

  /// `ProfileViewController` → `ProfileView`, `ProfileViewController`: the names UIKit tries, in order, for a view
  /// controller created without a nib name ("Mirrors UIViewController.nibName").
  static func defaultNibNames(_ className: String) -> [String] {
    let suffix = "Controller"
    guard className.hasSuffix(suffix), className.count > suffix.count else { return [className] }
    return [String(className.dropLast(suffix.count)), className]
  }

  /// A view controller class of the sources whose chain overrides no `loadView()`.
  private static func loadsNibByDefaultName(_ className: String, _ sources: SourceIndex) -> Bool {
    guard sources.classes[className] != nil else { return false }
    let chain = sources.classChain(className)
    return isViewController(chain) && !chain.contains { sources.loadViewOverrides.contains($0) }
  }

  /// True when a class chain reaches a UIKit view controller class (not a presentation or fetched-results
  /// controller, which load no view).
  static func isViewController(_ chain: [String]) -> Bool {
    chain.contains { name in
      ClassNames.hasSystemPrefix(name)
        && (name.hasSuffix("ViewController") || uikitContainers.contains(name))
    }
  }

  private static let uikitContainers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISearchController", "UIAlertController",
  ]
}
