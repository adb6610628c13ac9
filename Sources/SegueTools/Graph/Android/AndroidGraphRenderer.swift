/// Renders an ``AndroidGraph`` as Graphviz DOT or Mermaid, in the style of the storyboard graphs' renderers: the
/// launcher drawn bold, fragments dashed, parent edges dotted back to the parent.
///
/// ```
/// digraph android {
///   "com.example.MainActivity" [label="MainActivity\n(launcher)", penwidth=2];
///   "com.example.DetailActivity" -> "com.example.MainActivity" [label="parent", style=dotted];
/// }
/// ```
public enum AndroidGraphRenderer {
  /// The graph in DOT.
  public static func dot(_ graph: AndroidGraph) -> String {
    var lines = [
      "digraph android {", "  rankdir=LR;", "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    for activity in graph.activities {
      lines.append(
        "  \(DotRenderer.quote(activity.id)) [label=\(DotRenderer.quote(label(activity).joined(separator: "\n")))"
          + (activity.isLauncher ? ", penwidth=2" : "") + "];")
    }
    for fragment in graph.fragments {
      lines.append(
        "  \(DotRenderer.quote(fragment.id)) [label=\(DotRenderer.quote(label(fragment).joined(separator: "\n")))"
          + ", style=\"rounded,dashed\"];")
    }
    for edge in graph.edges {
      let style =
        edge.kind == "parent" ? "label=\"parent\", style=dotted" : "label=\(DotRenderer.quote(edge.label ?? ""))"
      lines.append("  \(DotRenderer.quote(edge.from)) -> \(DotRenderer.quote(edge.to)) [\(style)];")
    }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  /// The graph as a Mermaid flowchart.
  public static func mermaid(_ graph: AndroidGraph) -> String {
    let ids = MermaidRenderer.mermaidIDs(graph.activities.map(\.id) + graph.fragments.map(\.id))
    var lines = ["flowchart LR"]
    for activity in graph.activities {
      let text = MermaidRenderer.quote(label(activity).joined(separator: "<br/>"))
      lines.append("  \(ids[activity.id] ?? "")[\(text)]")
    }
    for fragment in graph.fragments {
      lines.append(
        "  \(ids[fragment.id] ?? "")([\(MermaidRenderer.quote(label(fragment).joined(separator: "<br/>")))])")
    }
    for edge in graph.edges {
      let from = ids[edge.from] ?? ""
      let to = ids[edge.to] ?? ""
      lines.append(
        edge.kind == "parent"
          ? "  \(from) -. parent .-> \(to)" : "  \(from) -- \(MermaidRenderer.quote(edge.label ?? "")) --> \(to)")
    }
    for activity in graph.activities where activity.isLauncher {
      lines.append("  style \(ids[activity.id] ?? "") stroke-width:3px")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `MainActivity`, then `(launcher)`, the launch mode and the window style, a line each.
  static func label(_ activity: AndroidGraph.Activity) -> [String] {
    let simple = activity.id.split(separator: ".").last.map(String.init) ?? activity.id
    return [simple]
      + [activity.isLauncher ? "(launcher)" : nil, activity.launchMode, activity.window].compactMap { $0 }
  }

  /// `ProductListFragment`, then `fragment`.
  static func label(_ fragment: AndroidGraph.Fragment) -> [String] {
    [fragment.className.split(separator: ".").last.map(String.init) ?? fragment.className, "fragment"]
  }
}
