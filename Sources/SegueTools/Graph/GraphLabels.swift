import StoryboardFormat

/// The text of node and edge labels, shared by the DOT and Mermaid renderers.
enum GraphLabels {
  /// Class, then Storyboard ID, then the element kind when a custom class hides it (a plain view
  /// controller's kind goes without saying), then "(initial)".
  static func sceneLines(_ node: FlowGraph.Node) -> [String] {
    var lines = [node.className]
    if let identifier = node.storyboardIdentifier { lines.append("#\(identifier)") }
    let isDefault = [Platform.iOS, .macOS, .watchOS].contains {
      ClassNames.defaultClass(of: node.kind, on: $0) == node.className
    }
    if !isDefault, node.kind != .viewController { lines.append(node.kind.rawValue) }
    if node.isInitial { lines.append("(initial)") }
    return lines
  }

  static func referenceTarget(_ reference: StoryboardReference?) -> String {
    let name = reference?.storyboardName ?? "?"
    return name + (reference?.referencedIdentifier.map { "#\($0)" } ?? " (initial)")
  }

  /// `show "detail"` / `button 'Buy'`; relationships name their slot; unwinds their selector.
  static func edgeLabel(_ edge: FlowGraph.Edge, separator: String) -> String {
    switch edge.kind {
    case .relationship: return edge.relationship ?? "relationship"
    case .unwind:
      var head = "unwind: \(edge.unwindAction ?? "?")"
      if let identifier = edge.identifier { head += " \"\(identifier)\"" }
      return head + separator + edge.trigger
    case .embed: return "embed" + (edge.identifier.map { " \"\($0)\"" } ?? "")
    default:
      var head = edge.kind.rawValue
      if let identifier = edge.identifier { head += " \"\(identifier)\"" }
      return head + separator + edge.trigger
    }
  }

  /// A xib's lines: its class (unless the nib is named after it), its file, and `(by default name)` for a controller
  /// that UIKit's default-name rule gives the nib.
  static func nibLines(_ nib: FlowGraph.Nib) -> [String] {
    var lines = nib.className == nib.name ? ["\(nib.name).xib"] : [nib.className, "\(nib.name).xib"]
    if nib.role == .controllerView, nib.loadedAt == nil { lines.append("(by default name)") }
    return lines
  }

  /// `cells "item"`, `header/footer`, `supplementary view`: the edge from a registering scene to a nib; `code` from
  /// a scene whose code creates a nib-backed controller.
  static func nibEdgeLabel(_ nib: FlowGraph.Nib) -> String {
    guard nib.role == .cells else { return "code" }
    let kind =
      switch nib.registeredAs {
      case .headerFooterView: "header/footer"
      case .supplementaryView: "supplementary view"
      case .tableViewCell, .collectionViewCell, nil: "cells"
      }
    return kind + (nib.reuseIdentifier.map { " \"\($0)\"" } ?? "")
  }
}
