import Foundation
import StoryboardFormat

/// Findings suppressed by a marker in an object's Interface Builder label (the `userLabel` attribute,
/// Document Outline ▸ Label), which survives Interface Builder saving the file where XML comments do not:
///
/// ```xml
/// <viewController id="aBc-12-xYz" userLabel="Checkout segue-lint:disable=unreachable-scene" …>
/// ```
///
/// `segue-lint:disable=RULE,RULE` names rules; `segue-lint:disable` alone or `=all` covers every rule.
/// A marker covers the object and everything inside it: on a scene's controller, the whole scene with
/// its segues and loose objects; on a button, the segues it triggers.
struct UserLabelMarkers {
  /// Document path → object id → rules disabled for that object.
  private var disabled: [String: [String: Set<String>]] = [:]

  static let prefix = "segue-lint:disable"

  init(documents: [StoryboardDocument]) {
    for document in documents {
      var objects: [String: Set<String>] = [:]
      for scene in document.scenes {
        let sceneRules = scene.controller.flatMap { Self.rules(in: $0.object) } ?? []
        // Every object of the scene inherits the controller's rules, so an owner without rules of its own
        // has the scene's: only objects with rules are recorded.
        func visit(_ object: StoryboardObject, inherited: Set<String>) {
          let rules = Self.rules(in: object).map { inherited.union($0) } ?? inherited
          if let id = object.id, !rules.isEmpty { objects[id] = rules }
          for child in object.children { visit(child, inherited: rules) }
        }
        if let controller = scene.controller { visit(controller.object, inherited: []) }
        for object in scene.objects { visit(object, inherited: sceneRules) }
        for segue in scene.segues {
          let ownerRules = segue.owner.id.flatMap { objects[$0] } ?? sceneRules
          let rules = Self.rules(in: segue.userLabel).map { ownerRules.union($0) } ?? ownerRules
          if !rules.isEmpty, !segue.id.isEmpty { objects[segue.id] = rules }
        }
      }
      if !objects.isEmpty { disabled[document.path] = objects }
    }
  }

  func suppresses(_ diagnostic: Diagnostic) -> Bool {
    guard let id = diagnostic.objectID, let rules = disabled[diagnostic.location.file]?[id] else { return false }
    return rules.contains("all") || rules.contains(diagnostic.code.rawValue)
  }

  static func rules(in object: StoryboardObject) -> Set<String>? { rules(in: object.userLabel) }

  /// The rules a label disables: `nil` without a marker, `["all"]` for a marker without a list.
  static func rules(in label: String?) -> Set<String>? {
    guard let label, let range = label.range(of: prefix) else { return nil }
    let rest = label[range.upperBound...]
    guard rest.first == "=" else { return ["all"] }
    let list = rest.dropFirst().prefix { !$0.isWhitespace }
    let rules = Set(list.split(separator: ",").map(String.init))
    return rules.isEmpty ? ["all"] : rules
  }
}
