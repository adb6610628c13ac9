import Foundation
package import StoryboardFormat

/// Finds the Swift classes that storyboards name in `customClass` / `customModule`.
///
/// The Swift runtime is asked first (`Module.Class`, the module being `customModule`, or for
/// `customModuleProvider="target"` the module the app registered as its target); classes that the runtime
/// cannot see (nested, generic, or in an unnamed module) can be registered explicitly.
@preconcurrency @MainActor
public enum StoryboardClassRegistry {
  private static var registered: [String: AnyClass] = [:] {
    didSet { answers = [:] }
  }
  /// The module `customModuleProvider="target"` classes live in, when it is not the `customModule` hint.
  public static var targetModule: String? {
    didSet { answers = [:] }
  }

  /// Registers `type` under `name` (`Class` or `Module.Class`).
  ///
  /// Not in UIKit, where the Objective-C runtime finds every class by name.
  public static func register(_ type: AnyClass, as name: String? = nil) {
    let fullName = name ?? String(reflecting: type)
    registered[fullName] = type
    if let dot = fullName.lastIndex(of: ".") {
      registered[String(fullName[fullName.index(after: dot)...])] = type
    }
  }

  /// The class for a storyboard's `customClass`, or `nil` (UIKit then logs "Unknown class … in Interface
  /// Builder file." and uses the element's own class).
  package static func lookup(className: String, module: String?, moduleProvider: ModuleProvider?) -> AnyClass? {
    // Kept: a nib or prototype cell is instantiated again for every dequeued cell, and the runtime's lookup (a
    // failing one above all) costs microseconds each time.
    let question = Question(className: className, module: module, fromTarget: moduleProvider == .target)
    if let answer = answers[question] { return answer }
    let answer: AnyClass? = findClass(className: className, module: module, moduleProvider: moduleProvider)
    answers[question] = .some(answer)
    return answer
  }

  private struct Question: Hashable {
    let className: String
    let module: String?
    let fromTarget: Bool
  }

  private static var answers: [Question: AnyClass?] = [:]

  private static func findClass(className: String, module: String?, moduleProvider: ModuleProvider?) -> AnyClass? {
    var candidates: [String] = []
    if moduleProvider == .target, let target = targetModule { candidates.append("\(target).\(className)") }
    if let module { candidates.append("\(module).\(className)") }
    candidates.append(className)
    // A UIKit class named as a custom class (`UITableViewHeaderFooterView`, `UIControl`) is SegueKit's own.
    if module == nil, className.hasPrefix("UI") {
      candidates += SegueKitModules.layers.map { "\($0).\(className)" }
    }
    for candidate in candidates {
      if let type = registered[candidate] { return type }
      if candidate.contains("."), let type = _typeByName(candidate) as? AnyClass { return type }
    }
    return nil
  }
}
