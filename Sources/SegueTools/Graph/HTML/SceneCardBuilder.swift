import SeguePictures
import StoryboardFormat

/// The scene cards and arrows of one storyboard for ``StoryboardExplorer``.
struct SceneCardBuilder {
  let document: StoryboardDocument
  /// The storyboard's key in the flow graph (its name, or its path when two share a name).
  let key: String
  let graph: FlowGraph
  let sources: SourceIndex
  let findings: [Diagnostic]
  /// The document's controllers by id, and the graph's nodes by id (lookups stay linear in a large file).
  let controllers: [String: Controller]
  let nodes: [String: FlowGraph.Node]

  init(document: StoryboardDocument, key: String, graph: FlowGraph, sources: SourceIndex, findings: [Diagnostic]) {
    self.document = document
    self.key = key
    self.graph = graph
    self.sources = sources
    self.findings = findings.sorted { $0.location.line < $1.location.line }
    controllers = Dictionary(document.controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    nodes = Dictionary(graph.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func id(_ objectID: String) -> String { key + "/" + objectID }

  /// The scenes' cards; each finding goes to the scene whose lines hold it (findings and scenes are both in line
  /// order, so one pass assigns them).
  func cards() -> [ExplorerPage.Scene] {
    let starts = document.scenes.map(\.location.line)
    var next = 0
    return document.scenes.enumerated().compactMap { position, scene in
      let end = position + 1 < starts.count ? starts[position + 1] : Int.max
      while next < findings.count, findings[next].location.line < scene.location.line { next += 1 }
      var inScene: [Diagnostic] = []
      while next < findings.count, findings[next].location.line < end {
        inScene.append(findings[next])
        next += 1
      }
      guard let controller = scene.controller else { return nil }
      return card(scene, controller, findings: inScene)
    }
  }

  private func card(_ scene: Scene, _ controller: Controller, findings: [Diagnostic]) -> ExplorerPage.Scene {
    let node = nodes[id(controller.id)]
    let className =
      node?.className ?? controller.customClass ?? ClassNames.defaultClass(of: controller.kind, on: document.platform)
    let name = controller.title ?? controller.navigationItem?.title ?? controller.storyboardIdentifier
    var heading = className + (name.map { " — \($0)" } ?? "")
    if let reference = controller.storyboardReference {
      heading =
        "Reference → \(reference.storyboardName ?? document.name)"
        + (reference.referencedIdentifier.map { " / \($0)" } ?? "")
    }
    var outlets: [String] = []
    var actions: [String] = []
    controller.object.forEachObject { object in
      for connection in object.connections {
        switch connection.kind {
        case .outlet, .outletCollection:
          guard object.id == controller.id, let property = connection.property else { continue }
          let target = connection.destination.flatMap { scene.object(withID: $0) }
          outlets.append(property + (target.map { " → \(Self.describe($0))" } ?? ""))
        case .action:
          guard let selector = connection.selector else { continue }
          actions.append(selector + " ← " + Self.describe(object))
        default: continue
        }
      }
    }
    let segues = scene.segues.map { segue in
      let destination = segue.kind == .unwind ? "Exit" : describeDestination(segue.destination)
      return "\(segue.kind.rawValue)" + (segue.identifier.map { " ‘\($0)’" } ?? "")
        + (segue.relationship.map { " (\($0))" } ?? "") + " → \(destination)"
    }
    let details: [ExplorerPage.Detail] = [
      .init("Class", [className]),
      .init(
        "Module",
        [controller.customModule ?? (controller.customModuleProvider == "target" ? "the app's target" : "")]
          .filter { !$0.isEmpty }),
      .init("Storyboard ID", [controller.storyboardIdentifier].compactMap { $0 }),
      .init("Title", [controller.title ?? controller.navigationItem?.title].compactMap { $0 }),
      .init("Kind", [controller.kind.rawValue]),
      .init("Defined at", ["\(document.path):\(controller.location.line)"]),
      // Only an app's own class has a source file of the app (a UIKit class's name may match anything).
      .init("Source", [controller.customClass.flatMap { sources.classFiles[$0] }].compactMap { $0 }),
      .init("Outlets", outlets),
      .init("Actions", actions),
      .init("Segues", segues),
    ]
    let findingLines = findings.map { "\($0.location.line):\($0.location.column): \($0.severity): \($0.message)" }
    return ExplorerPage.Scene(
      id: id(controller.id), heading: heading,
      location: scene.canvasLocation.map { ExplorerPage.Point(x: $0.x, y: $0.y) },
      wireframe: Wireframe(scene: scene, in: document), isInitial: document.initialViewControllerID == controller.id,
      details: details, findings: findingLines,
      keywords: [controller.id, controller.customClass, controller.storyboardIdentifier, controller.customModule]
        .compactMap { $0 } + scene.segues.compactMap(\.identifier))
  }

  func links() -> [ExplorerPage.Link] {
    var links: [ExplorerPage.Link] = []
    for scene in document.scenes {
      guard let controller = scene.controller else { continue }
      let from = id(controller.id)
      for segue in scene.segues where !segue.destination.isEmpty {
        let to = segue.kind == .unwind ? from : id(segue.destination)
        guard segue.kind == .unwind || controllers[segue.destination] != nil else { continue }
        links.append(
          ExplorerPage.Link(
            from: from, to: to, kind: Self.kind(segue.kind), label: segue.identifier ?? segue.relationship,
            details: [
              .init("Kind", [segue.kind.rawValue]), .init("Identifier", [segue.identifier].compactMap { $0 }),
              .init("Relationship", [segue.relationship].compactMap { $0 }),
              .init("Unwind action", [segue.unwindAction].compactMap { $0 }),
              .init("Custom class", [segue.customClass].compactMap { $0 }),
              .init("Trigger", [Trigger.describe(segue)]),
              .init("Defined at", ["\(document.path):\(segue.location.line):\(segue.location.column)"]),
            ]))
      }
      if controller.kind.isStoryboardReference, let target = graph.resolvedReferences[from] {
        links.append(
          ExplorerPage.Link(
            from: from, to: target, kind: "reference", label: controller.storyboardReference?.storyboardName,
            details: [.init("Resolves to", [target])]))
      }
    }
    return links
  }

  /// The explorer's arrow kind of a segue kind: the deprecated kinds as the ones that replaced them.
  static func kind(_ kind: SegueKind) -> String {
    switch kind {
    case .show, .push: "show"
    case .showDetail, .replace: "showDetail"
    case .presentation, .modal, .sheet: "modal"
    case .popoverPresentation, .popover: "popover"
    case .embed: "embed"
    case .relationship: "relationship"
    case .unwind: "unwind"
    default: "custom"
    }
  }

  private func describeDestination(_ id: String) -> String {
    guard let controller = controllers[id] else { return id }
    if let reference = controller.storyboardReference {
      return "storyboard \(reference.storyboardName ?? document.name)"
        + (reference.referencedIdentifier.map { " / \($0)" } ?? "")
    }
    return controller.customClass ?? controller.title ?? controller.kind.rawValue
  }

  /// An object in words: `button 'Buy'`, `label #lbl-1`.
  static func describe(_ object: StoryboardObject) -> String {
    if let text = object.title ?? object.text, !text.isEmpty { return "\(object.element) ‘\(text)’" }
    if let label = object.userLabel { return "\(object.element) ‘\(label)’" }
    return object.element + (object.customClass.map { " \($0)" } ?? "")
  }
}
