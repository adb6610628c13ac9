import AndroidFormat
import Foundation
import SeguePictures
import StoryboardFormat

/// The canvases of an Android app's navigation graphs (`res/navigation/*.xml`) on the explorer page, one per file, as
/// Android Studio's navigation editor shows a graph.
///
/// Each file's graph is a card, and so is each destination in it: a fragment as the wireframe of its layout (its
/// `tools:layout`, else the layout named after its class as ``AndroidExplorer`` finds a fragment's), an activity, a
/// dialog without a layout, a nested `<navigation>` and an `<include>` as a card naming what it is. A graph's card
/// sits above its destinations, a nested graph's destinations below it. Arrows: each `<action>` from its destination
/// (a graph's global actions from the graph) to the destination it names, wherever in the app's graphs that is
/// (Navigation looks ids up through the whole graph [AndroidX `NavController.navigate(int)`]); `start` from a graph
/// to its start destination; `include` from an `<include>` to the included file's graph. The root graph's start
/// destination is the canvas's initial scene. Details list arguments, deep links, actions with their `popUpTo`, and
/// the file and line.
enum NavigationExplorer {
  /// Columns and rows of the canvas, in canvas points.
  static let columnWidth = 480.0
  static let rowHeight = 860.0

  /// The canvases and links of `resources`; `layouts` and `strings` draw fragments; `findings` go on the node at
  /// their line.
  static func canvases(
    _ resources: NavigationResources, layouts: [AndroidLayout], strings: [String: String], findings: [Diagnostic]
  ) -> (canvases: [ExplorerPage.Canvas], links: [ExplorerPage.Link]) {
    var builder = Builder(resources: resources, layouts: layouts, strings: strings, findings: findings)
    var canvases: [ExplorerPage.Canvas] = []
    for name in resources.names {
      guard let document = resources.documents[name], let graph = document.graph else { continue }
      builder.scenes = []
      builder.place(graph, file: name, path: document.path, column: 0, row: 0, isRoot: true)
      canvases.append(ExplorerPage.Canvas(name: "navigation/\(name).xml", path: document.path, scenes: builder.scenes))
    }
    return (canvases, builder.resolvedLinks())
  }

  /// The id of a node's card: the file and the node's id, or its place in the file for a node without one.
  static func sceneID(file: String, node: NavigationNode, path: [Int]) -> String {
    "nav:\(file):" + (node.destinationID ?? "#" + path.map(String.init).joined(separator: "."))
  }

  struct Builder {
    let resources: NavigationResources
    let layouts: [AndroidLayout]
    let strings: [String: String]
    let findings: [Diagnostic]
    var scenes: [ExplorerPage.Scene] = []
    /// Card ids by destination id (`item`), the first file's first.
    var byDestination: [String: String] = [:]
    /// The root graph's card of each file.
    var rootCards: [String: String] = [:]
    /// Links whose `to` is a destination id (`@id/…` resolved later) or, for includes, a file name.
    var pending: [(from: String, target: String, kind: String, label: String?, details: [ExplorerPage.Detail])] = []

    init(resources: NavigationResources, layouts: [AndroidLayout], strings: [String: String], findings: [Diagnostic]) {
      self.resources = resources
      self.layouts = layouts
      self.strings = strings
      self.findings = findings
    }

    /// How many columns `node`'s subtree takes.
    static func width(_ node: NavigationNode) -> Int {
      guard node.isGraph else { return 1 }
      return max(1, node.destinations.map(width).reduce(0, +))
    }

    /// Adds the cards of `node` (and its destinations, when it is a graph) from `column`, at `row`.
    mutating func place(
      _ node: NavigationNode, file: String, path: String, column: Int, row: Int, isRoot: Bool = false,
      position: [Int] = [], startOfParent: Bool = false
    ) {
      let id = NavigationExplorer.sceneID(file: file, node: node, path: position)
      if let destination = node.destinationID, byDestination[destination] == nil { byDestination[destination] = id }
      if isRoot { rootCards[file] = id }
      let wireframe = wireframe(of: node, file: file)
      let line = node.location.line
      scenes.append(
        ExplorerPage.Scene(
          id: id, heading: heading(of: node, file: file, isRoot: isRoot),
          location: ExplorerPage.Point(
            x: Double(column) * NavigationExplorer.columnWidth + wireframe.size.width / 2,
            y: Double(row) * NavigationExplorer.rowHeight + wireframe.size.height / 2),
          wireframe: wireframe, isInitial: startOfParent, details: details(of: node, path: path),
          findings: findings.filter { $0.location.file == path && $0.location.line == line }.map {
            "\($0.location.description): \($0.severity): \($0.message)"
          },
          keywords: [node.destinationID, node.label, node.name, node.includedGraphName].compactMap { $0 }))
      for action in node.actions {
        guard let target = action.destinationID else { continue }
        pending.append(
          (id, target, "action", action.actionID, NavigationExplorer.actionDetails(action, from: node)))
      }
      if node.kind == .include, let included = node.includedGraphName {
        pending.append(
          (id, "file:" + included, "include", nil, [.init("Includes", ["@navigation/\(included)"])]))
      }
      guard node.isGraph else { return }
      if let start = node.startDestinationID {
        pending.append((id, start, "start", nil, [.init("Start destination", ["@id/\(start)"])]))
      }
      var childColumn = column
      for (index, child) in node.destinations.enumerated() {
        place(
          child, file: file, path: path, column: childColumn, row: row + 1, position: position + [index],
          startOfParent: isRoot && child.destinationID != nil && child.destinationID == node.startDestinationID)
        childColumn += Self.width(child)
      }
    }

    /// Card headings: the label, else the class's simple name, else the id; a graph says it is one.
    func heading(of node: NavigationNode, file: String, isRoot: Bool) -> String {
      let simple = node.name.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
      let name = node.label.map(resolve) ?? simple ?? node.destinationID ?? node.element
      switch node.kind {
      case .navigation: return (isRoot ? "\(file).xml: " : "") + (node.destinationID ?? file) + " (graph)"
      case .include: return "include \(node.includedGraphName ?? "?")"
      case .dialog: return name + " (dialog)"
      case .activity: return name + " (activity)"
      default: return name
      }
    }

    func resolve(_ value: String) -> String {
      value.hasPrefix("@string/") ? strings[String(value.dropFirst(8))] ?? value : value
    }

    /// A fragment's (or dialog's) layout wireframe when its layout is known; a card naming the node otherwise.
    func wireframe(of node: NavigationNode, file: String) -> Wireframe {
      if node.kind == .fragment || node.kind == .dialog, let layout = layout(of: node) {
        return Wireframe(layout: layout, strings: strings)
      }
      let lines: [String]
      switch node.kind {
      case .navigation:
        let start = node.startDestinationID.map { "start: \($0)" } ?? "no start destination"
        lines = ["Navigation graph", "\(node.destinations.count) destinations", start]
      case .include: lines = ["Includes", "@navigation/\(node.includedGraphName ?? "?")"]
      case .activity: lines = ["Activity", node.name ?? "?"]
      case .dialog: lines = ["Dialog", node.name ?? "?", "No layout found"]
      case .fragment: lines = ["Fragment", node.name ?? "?", "No layout found"]
      case .custom(let element): lines = [element, node.name ?? ""]
      }
      let size = Size(width: 300, height: 160)
      let boxes = lines.enumerated().map { index, text in
        Box(kind: .caption, frame: Rect(x: 0, y: 24 + Double(index) * 36, width: size.width, height: 32), text: text)
      }
      let card = Box(kind: .group, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), children: boxes)
      return Wireframe(title: node.destinationID, size: size, boxes: [card])
    }

    /// `tools:layout`, else the layout named after the class.
    func layout(of node: NavigationNode) -> AndroidLayout? {
      if let reference = node.attributes["tools:layout"],
        let name = NavigationReference.resourceName(reference, type: "layout")
      {
        let found = layouts.first { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent == name }
        if let found { return found }
      }
      return node.name.flatMap { AndroidExplorer.fragmentLayout($0, layouts: layouts) }
    }

    func details(of node: NavigationNode, path: String) -> [ExplorerPage.Detail] {
      [
        .init("Kind", [node.element]), .init("Id", [node.id].compactMap { $0 }),
        .init("Class", [node.name].compactMap { $0 }), .init("Label", [node.label.map(resolve)].compactMap { $0 }),
        .init("Start destination", [node.startDestination].compactMap { $0 }),
        .init("Includes", [node.includedGraph].compactMap { $0 }),
        .init("Layout", [layout(of: node)?.path].compactMap { $0 }),
        .init(
          "Arguments",
          node.arguments.map { argument in
            (argument.name ?? "?") + ": " + (argument.argType ?? "inferred")
              + (argument.defaultValue.map { " = \($0)" } ?? "") + (argument.nullable == true ? " (nullable)" : "")
          }),
        .init(
          "Deep links",
          node.deepLinks.map { link in
            [link.uri, link.action.map { "action \($0)" }, link.mimeType.map { "type \($0)" }].compactMap { $0 }
              .joined(separator: ", ")
          }),
        .init(
          "Actions",
          node.actions.map { action in
            (action.actionID ?? "?") + " → " + (action.destinationID ?? "(pop only)")
              + (action.popUpToID.map { ", popUpTo \($0)" + (action.popUpToInclusive == true ? " inclusive" : "") }
                ?? "")
          }),
        .init("Declared at", [node.location.description]),
      ]
    }

    /// The pending links whose ends are known; an action to an id no graph declares is left out (lint reports it).
    func resolvedLinks() -> [ExplorerPage.Link] {
      pending.compactMap { link in
        let to =
          link.target.hasPrefix("file:") ? rootCards[String(link.target.dropFirst(5))] : byDestination[link.target]
        guard let to else { return nil }
        return ExplorerPage.Link(from: link.from, to: to, kind: link.kind, label: link.label, details: link.details)
      }
    }
  }

  /// What a click on an action's arrow shows: the action, its ends, `popUpTo` and the options Navigation applies.
  static func actionDetails(_ action: NavigationActionNode, from node: NavigationNode) -> [ExplorerPage.Detail] {
    var popUpTo: [String] = []
    if let target = action.popUpToID {
      popUpTo.append("@id/\(target)" + (action.popUpToInclusive == true ? " (inclusive)" : ""))
    }
    return [
      .init("Action", [action.id].compactMap { $0 }),
      .init("From", [node.destinationID.map { "@id/\($0)" } ?? node.element]),
      .init("Destination", [action.destination].compactMap { $0 }),
      .init("Pop up to", popUpTo),
      .init("Options", [action.launchSingleTop == true ? "launchSingleTop" : nil].compactMap { $0 }),
      .init("Arguments", action.arguments.compactMap(\.name)),
      .init("Animations", action.animations.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }),
      .init("Declared at", [action.location.description]),
    ]
  }
}
