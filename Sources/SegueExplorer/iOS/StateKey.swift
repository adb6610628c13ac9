import SegueKitTesting

/// The key of a state under ``StateAbstraction/structure``: a snapshot's classes, containers, stack shapes,
/// selected tabs and presentations, without titles, except a UIKit class's own: an app's class is its screen (every
/// product's detail screen is one state), but scenes that use a UIKit class as it is (an About screen, a Help screen)
/// are told apart by the title their storyboard gives them, as the explorer's scene coverage tells them apart.
enum StateKey {
  static func structure(of root: ControllerSnapshot) -> String {
    var lines: [String] = []
    render(root, indent: "", into: &lines)
    return lines.joined(separator: "\n")
  }

  private static func render(_ node: ControllerSnapshot, indent: String, into lines: inout [String]) {
    var line = indent + node.className
    if node.className.hasPrefix("UI"), let title = node.title { line += " '\(title)'" }
    var children: [ControllerSnapshot] = []
    switch node.content {
    case .plain:
      break
    case .navigation(let stack):
      line += " stack"
      children = stack
    case .tabs(let titles, let selectedIndex, let selected):
      line += " tabs=\(titles.count) selected=\(selectedIndex.map(String.init) ?? "more")"
      children = selected.map { [$0] } ?? []
    case .split(let isCollapsed, let columns):
      line += isCollapsed ? " collapsed" : " expanded"
      children = columns
    case .alert(_, let actions):
      line += " actions=[\(actions.joined(separator: ", "))]"
    }
    lines.append(line)
    for child in children + node.embedded { render(child, indent: indent + "  ", into: &lines) }
    if let presentation = node.presentation {
      lines.append(indent + "  presents(\(presentation.styleName))")
      render(presentation.controller, indent: indent + "    ", into: &lines)
    }
  }
}
