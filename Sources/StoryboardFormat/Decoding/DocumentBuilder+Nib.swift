extension DocumentBuilder {
  /// Builds a ``NibDocument``: the envelope as for storyboards, the top-level `<objects>` with every object's
  /// connections lifted, then cross-checks of ids and connection ends.
  mutating func buildNib() -> NibDocument {
    guard var root = documentRoot(notThisKind: .notANib, noun: "xib") else {
      return NibDocument(path: path, diagnostics: diagnostics)
    }
    var document = NibDocument(path: path, attributes: root.attributes)
    // [I] A storyboard's type also ends in `.XIB` (`…CocoaTouch.Storyboard.XIB`); a nib's names no storyboard.
    if let type = document.type, type.contains("Storyboard") || !type.contains("XIB") {
      let what = type.contains("Storyboard") ? "a storyboard; decode it with StoryboardDecoder" : "not a xib"
      report(
        .error, .notANib, "The document type is '\(type)' (\(what)); only xibs are decoded as nibs", at: root.location)
      document.diagnostics = diagnostics
      return document
    }
    var sections = root.children
    root.children = []
    var sawObjects = false
    for index in sections.indices {
      switch sections[index].element {
      case NibXML.objects where !sawObjects:
        sawObjects = true
        var objects = sections[index].children
        sections[index].children = []
        for objectIndex in objects.indices { liftConnections(&objects[objectIndex]) }
        document.objects = objects
      case NibXML.dependencies:
        document.dependencies = sections[index].children
      default:
        if !NibXML.knownDocumentSections.contains(sections[index].element) {
          report(
            .note, .unknownElement, "Unknown document section '<\(sections[index].element)>' is kept as is",
            at: sections[index].location)
        }
        document.sections.append(sections[index])
      }
    }
    if !sawObjects {
      report(.warning, .nibWithoutObjects, "The xib has no '<objects>': it creates nothing", at: root.location)
    }
    validateConnections(document)
    reportCopiedLocation(noun: "xib")
    document.diagnostics = sortedDiagnostics
    return document
  }

  /// Moves the `<connections>` of `object` and its descendants into their `connections`, in place, and registers
  /// their ids. A nib has no scenes, so a `<segue>` here is kept as a connection of that kind.
  private mutating func liftConnections(_ object: inout StoryboardObject) {
    var lifted: [Connection] = []
    while let index = object.children.lastIndex(where: { $0.element == NibXML.connections }) {
      let connections = object.children.remove(at: index).children.map {
        Connection(kind: Connection.Kind(rawValue: $0.element), attributes: $0.attributes, location: $0.location)
      }
      lifted.insert(contentsOf: connections, at: 0)
    }
    object.connections += lifted
    for index in object.children.indices { liftConnections(&object.children[index]) }
    if let id = object.id { register(id: id, at: object.location) }
  }

  /// Every outlet, outlet collection and action must end at an object of this file, placeholders included.
  private mutating func validateConnections(_ document: NibDocument) {
    for connection in document.connections {
      let kind = connection.kind
      guard kind == .outlet || kind == .outletCollection || kind == .action, let endpoint = connection.endpoint,
        objectPositions[endpoint] == nil
      else { continue }
      let name = connection.connection.property ?? connection.connection.selector ?? "?"
      report(
        .error, .danglingConnectionDestination,
        "The \(kind == .action ? "action" : "outlet") '\(name)' points at '\(endpoint)', which is not an object "
          + "of this file",
        at: connection.connection.location, objectID: connection.connection.id)
    }
  }
}

/// Element names the nib decoder gives a meaning to.
private enum NibXML {
  static let objects = "objects"
  static let dependencies = "dependencies"
  static let connections = "connections"
  static let knownDocumentSections: Set<String> = [
    "device", "resources", "classes", "simulatedMetricsContainer", "designables", "accessibilityOverrides",
    "customFonts", "systemColor", "color",
  ]
}
