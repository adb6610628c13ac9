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
}
