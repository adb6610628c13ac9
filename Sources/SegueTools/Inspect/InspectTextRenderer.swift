public import StoryboardFormat

/// Renders decoded storyboards as the human-readable text of `segue inspect`.
public enum InspectTextRenderer {
  /// The text for `documents` and then `nibs`, each file's diagnostics and `extraDiagnostics`, and a summary.
  public static func render(
    _ documents: [StoryboardDocument], nibs: [NibDocument] = [], extraDiagnostics: [Diagnostic] = []
  ) -> String {
    var output = ""
    for document in documents {
      output += header(document)
      for scene in document.scenes {
        output += sceneText(scene, initialID: document.initialViewControllerID)
      }
      output += "\n"
    }
    for nib in nibs {
      output += NibTextRenderer.render(nib) + "\n"
    }
    let diagnostics = documents.flatMap(\.diagnostics) + nibs.flatMap(\.diagnostics) + extraDiagnostics
    for diagnostic in diagnostics {
      output += diagnostic.description + "\n"
    }
    return output + summary(documents, nibs: nibs, diagnostics) + "\n"
  }

  /// One closing line: what was read (nibs only when there are some) and how many problems, by severity.
  public static func summary(
    _ documents: [StoryboardDocument], nibs: [NibDocument] = [], _ diagnostics: [Diagnostic]
  ) -> String {
    func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    let scenes = documents.reduce(0) { $0 + $1.scenes.count }
    let segues = documents.reduce(0) { $0 + $1.segues.count }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let read = "\(count(documents.count, "storyboard")), \(count(scenes, "scene")), \(count(segues, "segue"))"
    return read + (nibs.isEmpty ? "" : ", \(count(nibs.count, "nib"))") + ": "
      + "\(count(errors, "error")), \(count(warnings, "warning"))"
  }

  private static func header(_ document: StoryboardDocument) -> String {
    let runtime = document.targetRuntime ?? "unknown runtime"
    let tools = document.toolsVersion ?? "?"
    let segues = document.segues.count
    return "\(document.path): \(document.platform.rawValue) (\(runtime)), toolsVersion \(tools), "
      + "\(document.scenes.count) scene\(document.scenes.count == 1 ? "" : "s"), "
      + "\(segues) segue\(segues == 1 ? "" : "s")\n"
  }

  private static func sceneText(_ scene: Scene, initialID: String?) -> String {
    guard let controller = scene.controller else { return "  scene \(scene.sceneID): no controller\n" }
    var line = "  \(controller.kind.rawValue) \(controller.id)"
    if let customClass = controller.customClass { line += " class=\(qualified(customClass, controller.customModule))" }
    if let identifier = controller.storyboardIdentifier { line += " storyboardID=\(identifier)" }
    if let title = controller.title { line += " title=\"\(title)\"" }
    if let reference = controller.storyboardReference {
      line += " -> storyboard \(reference.storyboardName ?? "?")"
      line += reference.referencedIdentifier.map { "#\($0)" } ?? " (initial)"
      if let bundle = reference.bundleIdentifier { line += " in bundle \(bundle)" }
    }
    if controller.id == initialID { line += " [initial]" }
    var text = line + "\n"
    for segue in scene.segues {
      text += "    " + segueText(segue) + "\n"
    }
    return text
  }

  private static func segueText(_ segue: Segue) -> String {
    var text = "\(segue.kind.rawValue)"
    if let relationship = segue.relationship { text += "(\(relationship))" }
    if let identifier = segue.identifier { text += " \"\(identifier)\"" }
    text += " -> \(segue.destination)"
    if let action = segue.unwindAction { text += " action=\(action)" }
    let owner = segue.owner
    if owner.role != .controller {
      text += " from \(owner.element)"
      if let id = owner.id { text += " \(id)" }
      if let title = owner.title { text += " \"\(title)\"" }
      if let content = owner.cellContent { text += " (\(content == .staticCells ? "static" : "prototype"))" }
      if segue.cellTrigger == .accessoryAction { text += " accessory" }
    }
    if let customClass = segue.customClass { text += " class=\(qualified(customClass, segue.customModule))" }
    return text
  }

  static func qualified(_ name: String, _ module: String?) -> String {
    module.map { "\($0).\(name)" } ?? name
  }
}
