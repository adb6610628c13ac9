/// A decoded `.storyboard` file: its envelope, its scenes, and what went wrong reading it.
///
/// Decoding never fails: a broken file yields a document with what could be read and
/// ``diagnostics`` that say, with file:line:column, what could not.
public struct StoryboardDocument: Sendable, Hashable {
  /// The path the file was read from, as given to the decoder.
  public var path: String
  /// The root element's attributes, all kept.
  public var attributes: Attributes
  public var scenes: [Scene]
  /// `<dependencies>` children: deployment, plug-in and capability entries.
  public var dependencies: [StoryboardObject]
  /// Other document-level elements: `device`, `resources`, `inferredMetricsTieBreakers`, `classes` …
  public var sections: [StoryboardObject]
  public var diagnostics: [Diagnostic]

  public init(
    path: String, attributes: Attributes = Attributes(), scenes: [Scene] = [], dependencies: [StoryboardObject] = [],
    sections: [StoryboardObject] = [], diagnostics: [Diagnostic] = []
  ) {
    self.path = path
    self.attributes = attributes
    self.scenes = scenes
    self.dependencies = dependencies
    self.sections = sections
    self.diagnostics = diagnostics
  }

  /// The storyboard's name: the file name without directory and `.storyboard`.
  public var name: String {
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    return fileName.hasSuffix(".storyboard") ? String(fileName.dropLast(".storyboard".count)) : fileName
  }

  public var type: String? { attributes["type"] }
  public var version: String? { attributes["version"] }
  /// The build of Interface Builder that saved the file; an opaque string, not a number.
  public var toolsVersion: String? { attributes["toolsVersion"] }
  public var systemVersion: String? { attributes["systemVersion"] }
  public var targetRuntime: String? { attributes["targetRuntime"] }
  public var platform: Platform { Platform(targetRuntime: targetRuntime) }
  public var initialViewControllerID: String? { attributes["initialViewController"] }
  public var isLaunchScreen: Bool { attributes.bool("launchScreen") ?? false }
  public var device: StoryboardObject? { sections.first { $0.element == "device" } }

  /// Plug-in versions by identifier, such as `com.apple.InterfaceBuilder.IBCocoaTouchPlugin`.
  public var plugInVersions: [String: String] {
    var versions: [String: String] = [:]
    for dependency in dependencies where dependency.element == "plugIn" {
      if let identifier = dependency.attributes["identifier"] {
        versions[identifier] = dependency.attributes["version"]
      }
    }
    return versions
  }

  public var controllers: [Controller] { scenes.compactMap(\.controller) }
  public var segues: [Segue] { scenes.flatMap(\.segues) }

  public func controller(withID id: String) -> Controller? {
    for scene in scenes where scene.controller?.id == id { return scene.controller }
    return nil
  }

  public func controller(withStoryboardIdentifier identifier: String) -> Controller? {
    for scene in scenes where scene.controller?.storyboardIdentifier == identifier { return scene.controller }
    return nil
  }

  public var initialController: Controller? { initialViewControllerID.flatMap(controller(withID:)) }

  public func scene(withControllerID id: String) -> Scene? {
    scenes.first { $0.controller?.id == id }
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
