public import AndroidFormat
public import StoryboardFormat

/// The `segue inspect --format json` schema, version 1: what a decoded storyboard holds.
///
/// The schema is stable: fields are only ever added. It is documented in
/// `Documentation/inspect-json.md`.
public struct InspectReport: Sendable, Codable, Equatable {
  public var schemaVersion = 1
  public var files: [File]
  /// The `.xib` files, decoded as nibs; absent when there are none.
  public var nibs: [NibEntry]?
  /// The Android manifests; absent when there are none.
  public var manifests: [ManifestEntry]?
  /// The Android layouts; absent when there are none.
  public var layouts: [LayoutEntry]?
  /// The Navigation graphs; absent when there are none.
  public var navigations: [NavigationEntry]?
  public var diagnostics: [DiagnosticEntry]

  /// The report on `documents`, `nibs`, Android `manifests` and `layouts`, with the diagnostics of each and then
  /// `extraDiagnostics`.
  public init(
    documents: [StoryboardDocument], nibs: [NibDocument] = [], manifests: [AndroidManifest] = [],
    layouts: [AndroidLayout] = [], navigations: [NavigationDocument] = [], extraDiagnostics: [Diagnostic] = []
  ) {
    files = documents.map(File.init)
    self.nibs = nibs.isEmpty ? nil : nibs.map(NibEntry.init)
    self.manifests = manifests.isEmpty ? nil : manifests.map(ManifestEntry.init)
    self.layouts = layouts.isEmpty ? nil : layouts.map(LayoutEntry.init)
    self.navigations = navigations.isEmpty ? nil : navigations.map(NavigationEntry.init)
    diagnostics =
      (documents.flatMap(\.diagnostics) + nibs.flatMap(\.diagnostics) + manifests.flatMap(\.diagnostics)
      + layouts.flatMap(\.diagnostics) + navigations.flatMap(\.diagnostics) + extraDiagnostics)
      .map(DiagnosticEntry.init)
  }

  public struct File: Sendable, Codable, Equatable {
    public var path: String
    public var name: String
    public var type: String?
    public var version: String?
    public var toolsVersion: String?
    public var targetRuntime: String?
    public var platform: Platform
    public var initialViewController: String?
    public var launchScreen: Bool
    public var plugInVersions: [String: String]
    public var scenes: [SceneEntry]

    init(_ document: StoryboardDocument) {
      path = document.path
      name = document.name
      type = document.type
      version = document.version
      toolsVersion = document.toolsVersion
      targetRuntime = document.targetRuntime
      platform = document.platform
      initialViewController = document.initialViewControllerID
      launchScreen = document.isLaunchScreen
      plugInVersions = document.plugInVersions
      scenes = document.scenes.map(SceneEntry.init)
    }
  }

  public struct SceneEntry: Sendable, Codable, Equatable {
    public var sceneID: String
    public var location: String
    public var controller: ControllerEntry?
    public var segues: [SegueEntry]

    init(_ scene: Scene) {
      sceneID = scene.sceneID
      location = scene.location.description
      controller = scene.controller.map(ControllerEntry.init)
      segues = scene.segues.map(SegueEntry.init)
    }
  }

  public struct ControllerEntry: Sendable, Codable, Equatable {
    public var id: String
    public var kind: String
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    public var storyboardIdentifier: String?
    public var title: String?
    public var reference: StoryboardReference?
    /// Every attribute of the controller element, as written.
    public var attributes: [String: String]
    public var location: String

    init(_ controller: Controller) {
      id = controller.id
      kind = controller.kind.rawValue
      customClass = controller.customClass
      customModule = controller.customModule
      customModuleProvider = controller.customModuleProvider
      storyboardIdentifier = controller.storyboardIdentifier
      title = controller.title
      reference = controller.storyboardReference
      attributes = controller.attributes.dictionary
      location = controller.location.description
    }
  }

  public struct SegueEntry: Sendable, Codable, Equatable {
    public var id: String
    public var kind: String
    public var identifier: String?
    public var destination: String
    public var source: SourceEntry
    /// Every attribute of the `<segue>` element, as written, unknown ones included.
    public var attributes: [String: String]
    public var location: String

    init(_ segue: Segue) {
      id = segue.id
      kind = segue.kind.rawValue
      identifier = segue.identifier
      destination = segue.destination
      source = SourceEntry(controller: segue.sourceControllerID, owner: segue.owner)
      attributes = segue.attributes.dictionary
      location = segue.location.description
    }
  }

  public struct SourceEntry: Sendable, Codable, Equatable {
    /// The scene controller that is the segue's source.
    public var controller: String?
    /// What owns the segue and so triggers it: `controller`, `control`, `barButtonItem`, `tableViewCell` …
    public var role: SegueOwner.Role
    public var element: String
    public var id: String?
    public var key: String?
    public var title: String?
    public var cellContent: SegueOwner.CellContent?

    init(controller: String?, owner: SegueOwner) {
      self.controller = controller
      role = owner.role
      element = owner.element
      id = owner.id
      key = owner.key
      title = owner.title
      cellContent = owner.cellContent
    }
  }

  public struct DiagnosticEntry: Sendable, Codable, Equatable {
    public var severity: Diagnostic.Severity
    public var code: DiagnosticCode
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var objectID: String?

    init(_ diagnostic: Diagnostic) {
      severity = diagnostic.severity
      code = diagnostic.code
      message = diagnostic.message
      file = diagnostic.location.file
      line = diagnostic.location.line
      column = diagnostic.location.column
      objectID = diagnostic.objectID
    }
  }
}
