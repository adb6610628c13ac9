internal import Foundation
internal import StoryboardFormat

/// UIKit's default `loadView` rules for nibs (<doc:LifeCycle#§6.1-Loading-the-view>). SegueKit does not load nib files:
/// it looks for them to
/// raise UIKit's exception when a named one is missing, and to say so on the console when UIKit would load one.
@MainActor
enum NibFiles {
  /// The nib names (compiled `.nib` or source `.xib`, device modifiers dropped) found anywhere below each bundle.
  private static var namesByBundlePath: [String: Set<String>] = [:]

  /// Whether `bundle` holds a nib named `name`.
  static func exists(named name: String, in bundle: Bundle) -> Bool {
    names(in: bundle).contains(name)
  }

  /// The nib UIKit would load for a controller of class `type` created without a nib name: the class name
  /// without a trailing "Controller", else the class name itself.
  static func classNib(for type: UIViewController.Type, in bundle: Bundle) -> String? {
    let names = names(in: bundle)
    guard !names.isEmpty else { return nil }
    let className = String(describing: type)
    if className.hasSuffix("Controller"), names.contains(String(className.dropLast("Controller".count))) {
      return String(className.dropLast("Controller".count))
    }
    return names.contains(className) ? className : nil
  }

  private static func names(in bundle: Bundle) -> Set<String> {
    let path = bundle.bundlePath
    if let names = namesByBundlePath[path] { return names }
    var names = Set<String>()
    for entry in (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
    where entry.hasSuffix(".nib") || entry.hasSuffix(".xib") {
      let base = FilePaths.deletingExtension(FilePaths.lastComponent(entry))
      names.insert(String(base.prefix { $0 != "~" }))
    }
    namesByBundlePath[path] = names
    return names
  }
}

extension UIViewController {
  /// `loadView()` outside storyboards: a missing named nib raises UIKit's exception; a nib UIKit would load is
  /// reported (SegueKit cannot load it); the view is an empty `UIView` (<doc:LifeCycle#§6.1-Loading-the-view>).
  func loadViewWithoutStoryboard() {
    let bundle = nibBundle ?? .main
    if let nibName {
      guard NibFiles.exists(named: nibName, in: bundle) else {
        UIKitException.raise(.internalInconsistency, "Could not load NIB in bundle: '\(bundle)' with name '\(nibName)'")
        return
      }
      Console.log("SegueKit does not load nib files: \(self) gets an empty view instead of nib '\(nibName)'.")
    } else if let name = NibFiles.classNib(for: type(of: self), in: bundle) {
      Console.log("SegueKit does not load nib files: \(self) gets an empty view instead of nib '\(name)'.")
    }
    setView(UIView())
  }
}
