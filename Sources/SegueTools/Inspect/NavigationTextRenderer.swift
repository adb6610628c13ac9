public import AndroidFormat
import StoryboardFormat

/// `segue inspect`'s text for Navigation graphs: each file's graph as an indented tree of destinations, with their
/// arguments, actions and deep links, then its diagnostics.
///
/// ```
/// res/navigation/store_graph.xml: navigation store_graph, start catalog_graph, 6 destinations, 4 actions
///   navigation catalog_graph start=catalog
///     fragment catalog .CatalogFragment "Catalog"
///       action to_item → item
/// ```
public enum NavigationTextRenderer {
  /// The documents' text, a blank line between files, and a totals line.
  public static func render(_ documents: [NavigationDocument]) -> String {
    var out = ""
    for document in documents {
      let nodes = document.allNodes
      let destinations = nodes.count { !$0.isGraph && $0.kind != .include }
      let actions = nodes.reduce(0) { $0 + $1.actions.count }
      let graph = document.graph
      out +=
        "\(document.path): navigation \(graph?.destinationID ?? "-")"
        + (graph?.startDestinationID.map { ", start \($0)" } ?? "")
        + ", \(plural(destinations, "destination")), \(plural(actions, "action"))\n"
      if let graph { render(graph, depth: 1, into: &out, isRoot: true) }
      for diagnostic in document.diagnostics { out += "  \(diagnostic)\n" }
      out += "\n"
    }
    let errors = documents.flatMap(\.diagnostics).count { $0.severity == .error }
    let warnings = documents.flatMap(\.diagnostics).count { $0.severity == .warning }
    out +=
      "\(plural(documents.count, "navigation graph")): \(plural(errors, "error")), \(plural(warnings, "warning"))\n"
    return out
  }

  private static func render(_ node: NavigationNode, depth: Int, into out: inout String, isRoot: Bool) {
    let indent = String(repeating: "  ", count: depth)
    if !isRoot {
      var line = "\(indent)\(node.element)"
      if node.kind == .include {
        line += " \(node.includedGraph ?? "-")"
      } else {
        line += " \(node.destinationID ?? "-")"
        if let start = node.startDestinationID { line += " start=\(start)" }
        if let name = node.name { line += " \(name)" }
        if let label = node.label { line += " \"\(label)\"" }
      }
      out += line + "\n"
    }
    let inner = isRoot ? indent : indent + "  "
    for argument in node.arguments {
      out +=
        "\(inner)argument \(argument.name ?? "-"): \(argument.argType ?? "inferred")"
        + (argument.nullable == true ? "?" : "")
        + (argument.defaultValue.map { " = \($0)" } ?? " (required)") + "\n"
    }
    for link in node.deepLinks {
      out +=
        "\(inner)deepLink "
        + [link.uri, link.action.map { "action=\($0)" }, link.mimeType.map { "mimeType=\($0)" }]
        .compactMap { $0 }.joined(separator: " ") + "\n"
    }
    for action in node.actions {
      var line = "\(inner)action \(action.actionID ?? "-")"
      if let destination = action.destinationID { line += " → \(destination)" }
      if let popUpTo = action.popUpToID {
        line += " popUpTo=\(popUpTo)\(action.popUpToInclusive == true ? " inclusive" : "")"
      }
      if action.popUpToSaveState == true { line += " saveState" }
      if action.restoreState == true { line += " restoreState" }
      if action.launchSingleTop == true { line += " singleTop" }
      if node.isGraph { line += " (global)" }
      out += line + "\n"
    }
    for child in node.destinations { render(child, depth: isRoot ? depth : depth + 1, into: &out, isRoot: false) }
  }

  private static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
