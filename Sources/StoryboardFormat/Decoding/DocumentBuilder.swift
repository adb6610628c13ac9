/// Turns the raw XML tree of one file into a ``StoryboardDocument``, reporting what does not fit.
struct DocumentBuilder {
  let path: String
  private let bytes: UnsafeBufferPointer<UInt8>
  private let lines: LineIndex
  var diagnostics: [Diagnostic] = []
  /// Where each object id was first seen (line and column), to report duplicates (left by merges)
  /// and check references.
  var objectPositions: [String: (line: Int32, column: Int32)] = [:]

  init(path: String, bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) {
    self.path = path
    self.bytes = bytes
    self.lines = lines
  }

  mutating func build() -> StoryboardDocument {
    guard var root = documentRoot(notThisKind: .notAStoryboard, noun: "storyboard") else {
      return StoryboardDocument(path: path, diagnostics: diagnostics)
    }
    var document = StoryboardDocument(path: path, attributes: root.attributes)
    if let type = document.type, !type.contains("Storyboard") {
      let what = type.contains("XIB") ? "a xib; decode it with NibDecoder" : "not a storyboard"
      report(
        .error, .notAStoryboard, "The document type is '\(type)' (\(what)); only storyboards are decoded",
        at: root.location)
      document.diagnostics = diagnostics
      return document
    }
    var sections = root.children
    root.children = []
    for index in sections.indices {
      switch sections[index].element {
      case XML.scenes:
        var scenes = sections[index].children
        sections[index].children = []
        document.scenes = scenes.indices.compactMap { scene(from: &scenes[$0]) }
      case XML.dependencies:
        document.dependencies = sections[index].children
      default:
        if !XML.knownDocumentSections.contains(sections[index].element) {
          report(
            .note, .unknownElement, "Unknown document section '<\(sections[index].element)>' is kept as is",
            at: sections[index].location)
        }
        document.sections.append(sections[index])
      }
    }
    validate(document)
    reportCopiedLocation(noun: "storyboard")
    document.diagnostics = sortedDiagnostics
    return document
  }

  /// The diagnostics so far, by position in the file.
  var sortedDiagnostics: [Diagnostic] {
    diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  /// Scans the file and returns its `<document>` root element, or `nil` after reporting, under `code`, why there
  /// is none; a second root element is reported and ignored.
  mutating func documentRoot(notThisKind code: DiagnosticCode, noun: String) -> StoryboardObject? {
    guard !bytes.isEmpty else {
      report(.error, .emptyFile, "The file is empty", atOffset: 0)
      return nil
    }
    var scanner = XMLScanner(bytes: bytes, lines: lines, path: path)
    var roots = scanner.scan()
    diagnostics += scanner.problems
    guard !roots.isEmpty else {
      if !scanner.refused { report(.error, code, "The file has no XML root element", atOffset: 0) }
      return nil
    }
    for extra in roots.dropFirst() {
      report(.error, .xmlSyntax, "Second root element '<\(extra.element)>' is ignored", at: extra.location)
    }
    let root = roots.removeFirst()
    roots = []
    guard root.element == XML.document else {
      report(
        .error, code, "The root element is '<\(root.element)>', not '<document>': this is not a \(noun)",
        at: root.location)
      return nil
    }
    return root
  }

  /// Copies of storyboards and xibs that a folder scan picks up but no app builds from.
  mutating func reportCopiedLocation(noun: String) {
    if path.utf8.contains(subsequence: ".storyboardc".utf8) {
      report(
        .warning, .compiledStoryboardCopy,
        "This file lies inside a compiled '.storyboardc' folder; it is a build product, not a source \(noun)",
        atOffset: 0)
    }
    if path.utf8.contains(subsequence: ".xcloc".utf8) {
      report(
        .warning, .localizationExportCopy,
        "This file lies inside an exported '.xcloc' localization bundle; it is a copy, not a source \(noun)",
        atOffset: 0)
    }
  }

  // MARK: - Scenes

  private mutating func scene(from node: inout StoryboardObject) -> Scene? {
    guard node.element == XML.scene else {
      report(.warning, .unknownElement, "Unexpected '<\(node.element)>' in '<scenes>' is ignored", at: node.location)
      return nil
    }
    let sceneID = node.attributes["sceneID"] ?? ""
    if sceneID.isEmpty { report(.warning, .sceneWithoutId, "Scene has no 'sceneID'", at: node.location) }
    var scene = Scene(sceneID: sceneID, controller: nil, location: node.location)
    var children = node.children
    node.children = []
    for index in children.indices {
      guard children[index].element == XML.objects else {
        scene.extras.append(children[index])
        continue
      }
      var objects = children[index].children
      children[index].children = []
      let controllerIndex = sceneControllerIndex(in: objects)
      let controllerID = controllerIndex.flatMap { objects[$0].id }
      var segues: [Segue] = []
      for objectIndex in objects.indices {
        var context = ObjectContext(controllerID: controllerID, isController: objectIndex == controllerIndex)
        lift(&objects[objectIndex], context: &context)
        segues += context.segues
        if objectIndex == controllerIndex {
          scene.controller = controller(from: objects[objectIndex])
        } else {
          scene.objects.append(objects[objectIndex])
        }
      }
      scene.segues += segues.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
    if scene.controller == nil {
      report(.warning, .sceneWithoutController, "Scene '\(sceneID)' has no controller", at: node.location)
    }
    return scene
  }

  /// The scene controller is the object marked `sceneMemberID="viewController"`; WatchKit controllers are unmarked.
  private mutating func sceneControllerIndex(in objects: [StoryboardObject]) -> Int? {
    let marked = objects.indices.filter { objects[$0].attributes[XML.sceneMemberID] == XML.viewController }
    for extra in marked.dropFirst() {
      report(
        .warning, .sceneMultipleControllers,
        "Scene has more than one controller; '<\(objects[extra].element)>' is kept as a loose object",
        at: objects[extra].location, objectID: objects[extra].id)
    }
    if let first = marked.first { return first }
    return objects.firstIndex { ControllerKind.watchKitControllers.contains($0.element) }
  }

  private mutating func controller(from object: StoryboardObject) -> Controller {
    let kind = ControllerKind(rawValue: object.element)
    if !kind.isKnown {
      report(
        .warning, .unknownController,
        "Unknown controller element '<\(object.element)>' is treated as a generic view controller",
        at: object.location, objectID: object.id)
    }
    let controller = Controller(kind: kind, object: object)
    // [I] Without a storyboard name a reference points into its own storyboard; without a scene either, it is
    // unconfigured (as Xcode writes a reference nobody has filled in).
    if let reference = controller.storyboardReference, (reference.storyboardName ?? "").isEmpty,
      reference.referencedIdentifier == nil
    {
      report(
        .warning, .unconfiguredStoryboardReference, "Storyboard reference names neither a storyboard nor a scene",
        at: object.location, objectID: object.id)
    }
    return controller
  }

  // MARK: - Objects and connections

  /// What a scene's objects share while they are built: the scene controller and the segues found.
  private struct ObjectContext {
    var controllerID: String?
    var isController: Bool
    var cellContent: SegueOwner.CellContent?
    var segues: [Segue] = []

    init(controllerID: String?, isController: Bool) {
      self.controllerID = controllerID
      self.isController = isController
    }
  }

  /// Moves the `<connections>` of `object` and its descendants into their `connections`, and their
  /// segues into `context.segues`, in place.
  private mutating func lift(_ object: inout StoryboardObject, context: inout ObjectContext) {
    let isController = context.isController
    let outerCellContent = context.cellContent
    context.isController = false
    var segueNodes: [StoryboardObject] = []
    while let index = object.children.lastIndex(where: { $0.element == XML.connections }) {
      for connection in object.children.remove(at: index).children {
        if connection.element == XML.segue {
          segueNodes.append(connection)
        } else {
          object.connections.append(
            Connection(
              kind: Connection.Kind(rawValue: connection.element), attributes: connection.attributes,
              location: connection.location))
        }
      }
    }
    for index in object.children.indices {
      switch object.children[index].element {
      case XML.prototypes: context.cellContent = .prototypes
      case XML.cells: context.cellContent = .staticCells
      default: break
      }
      lift(&object.children[index], context: &context)
      context.cellContent = outerCellContent
    }
    if let id = object.id { register(id: id, at: object.location) }
    guard !segueNodes.isEmpty else { return }
    let owner = SegueOwner(
      role: SegueOwner.role(forElement: object.element, isController: isController), element: object.element,
      id: object.id, key: object.key, title: ownerTitle(object),
      reuseIdentifier: object.reuseIdentifier,
      cellContent: object.element == "tableViewCell" ? context.cellContent : nil)
    for segueNode in segueNodes {
      if let segue = segue(from: segueNode, owner: owner, controllerID: context.controllerID) {
        context.segues.append(segue)
      }
    }
  }

  /// What a person sees on the trigger: its title, a bar item's system item, or a cell's first label.
  private func ownerTitle(_ object: StoryboardObject) -> String? {
    if let title = object.title ?? object.attributes["systemItem"] { return title }
    guard object.element == "tableViewCell" || object.element == "collectionViewCell" else { return nil }
    var label: String?
    object.forEachObject { if label == nil, $0.element == "label" { label = $0.text } }
    return label
  }

  private mutating func segue(from node: StoryboardObject, owner: SegueOwner, controllerID: String?) -> Segue? {
    let attributes = node.attributes
    let location = node.location
    let id = attributes["id"]
    if attributes["reference"] != nil, attributes["kind"] == nil {
      return nil  // A back-reference, as in <inferredMetricsTieBreakers>: not a segue.
    }
    guard let kindName = attributes["kind"] else {
      report(.error, .segueWithoutKind, "Segue has no 'kind'", at: location, objectID: id)
      return nil
    }
    let kind = SegueKind(rawValue: kindName)
    if !kind.isKnown {
      let suggestion = Spelling.closest(to: kindName, among: SegueKind.allKnown.map(\.rawValue))
      report(
        .warning, .unknownSegueKind,
        "Unknown segue kind '\(kindName)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""),
        at: location, objectID: id)
    }
    if attributes["destination"] == nil {
      report(.error, .segueWithoutDestination, "Segue has no 'destination'", at: location, objectID: id)
    }
    if kind == .relationship, attributes["relationship"] == nil {
      report(
        .warning, .relationshipWithoutName, "Relationship segue names no 'relationship'", at: location, objectID: id)
    }
    for attribute in attributes where !Segue.knownAttributes.contains(attribute.name) {
      report(
        .note, .unknownAttribute, "Unknown segue attribute '\(attribute.name)' is kept as is", at: location,
        objectID: id)
    }
    if let id { register(id: id, at: location) }
    return Segue(
      kind: kind, attributes: attributes, children: node.children, sourceControllerID: controllerID, owner: owner,
      location: location)
  }

  // MARK: - Cross-checks within the file

  private mutating func validate(_ document: StoryboardDocument) {
    if let initial = document.initialViewControllerID, document.controller(withID: initial) == nil {
      report(
        .error, .danglingInitialViewController,
        "The initial view controller '\(initial)' is not a scene controller of this file",
        at: SourceLocation(file: path, line: 2, column: 1), objectID: initial)
    }
    let controllerIDs = Set(document.scenes.compactMap { $0.controller?.id })
    for scene in document.scenes {
      for segue in scene.segues where !segue.destination.isEmpty {
        if segue.kind == .unwind {
          if !scene.objects.contains(where: { $0.element == "exit" && $0.id == segue.destination }) {
            report(
              .error, .unwindDestinationNotExit,
              "Unwind segue's destination '\(segue.destination)' is not this scene's Exit placeholder",
              at: segue.location, objectID: segue.id)
          }
        } else if !controllerIDs.contains(segue.destination) {
          let what = objectPositions[segue.destination] == nil ? "does not exist" : "is not a scene controller"
          report(
            .error, .danglingSegueDestination,
            "Segue destination '\(segue.destination)' \(what)", at: segue.location, objectID: segue.id)
        }
      }
    }
  }

  mutating func register(id: String, at location: SourceLocation) {
    if let first = objectPositions[id] {
      report(
        .error, .duplicateObjectId,
        "Object id '\(id)' is used again (first at \(first.line):\(first.column))", at: location, objectID: id)
    } else {
      objectPositions[id] = (Int32(clamping: location.line), Int32(clamping: location.column))
    }
  }

  // MARK: - Diagnostics

  func location(_ offset: Int) -> SourceLocation {
    let position = lines.position(of: offset, in: bytes)
    return SourceLocation(file: path, line: position.line, column: position.column)
  }

  mutating func report(
    _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, atOffset offset: Int,
    objectID: String? = nil
  ) {
    report(severity, code, message, at: location(offset), objectID: objectID)
  }

  mutating func report(
    _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
    objectID: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(severity: severity, code: code, message: message, location: location, objectID: objectID))
  }
}

/// Element and attribute names the decoder gives a meaning to.
private enum XML {
  static let document = "document"
  static let scenes = "scenes"
  static let scene = "scene"
  static let objects = "objects"
  static let dependencies = "dependencies"
  static let connections = "connections"
  static let segue = "segue"
  static let prototypes = "prototypes"
  static let cells = "cells"
  static let sceneMemberID = "sceneMemberID"
  static let viewController = "viewController"
  static let knownDocumentSections: Set<String> = [
    "device", "resources", "inferredMetricsTieBreakers", "classes", "simulatedMetricsContainer", "color",
    "customFonts", "designables", "accessibilityOverrides", "systemColor",
  ]
}
