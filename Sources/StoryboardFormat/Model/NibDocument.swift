/// A decoded `.xib` file: its envelope, its placeholders and top-level objects, and what went wrong reading it.
///
/// A xib is the Interface Builder XML of a storyboard without scenes: one top-level `<objects>` holds the File's
/// Owner and First Responder placeholders and the objects the nib creates (views, cells, controllers, gesture
/// recognizers, bar items, custom objects), each a ``StoryboardObject`` with its whole tree and its outlets and
/// actions lifted into ``StoryboardObject/connections``, exactly as in storyboards. Decoding never fails: a broken
/// file yields what could be read and ``diagnostics`` with file:line:column.
///
/// ```swift
/// let nib = try NibDecoder.decode(contentsOf: URL(fileURLWithPath: "ProfileCell.xib"))
/// print(nib.filesOwner?.customClass ?? "NSObject", nib.topLevelObjects.map(\.element))
/// for connection in nib.connections { print(connection.sourceID ?? "?", connection.kind, connection.endpoint ?? "") }
/// ```
///
/// Mirrors what UIKit's `UINib` reads from a compiled nib: `instantiate(withOwner:options:)` returns
/// ``topLevelObjects`` in this order and connects the owner's outlets (``ownerConnections``).
public struct NibDocument: Sendable, Hashable {
  /// The path the file was read from, as given to the decoder.
  public var path: String
  /// The root element's attributes, all kept.
  public var attributes: Attributes
  /// Every child of the top-level `<objects>`, in file order: placeholders and top-level objects.
  public var objects: [StoryboardObject]
  /// `<dependencies>` children: deployment, plug-in and capability entries.
  public var dependencies: [StoryboardObject]
  /// Other document-level elements: `device`, `resources`, `designables` …
  public var sections: [StoryboardObject]
  /// The problems found, in file order.
  public var diagnostics: [Diagnostic]

  /// Makes a document from its parts; the decoder is the usual way to get one.
  public init(
    path: String, attributes: Attributes = Attributes(), objects: [StoryboardObject] = [],
    dependencies: [StoryboardObject] = [], sections: [StoryboardObject] = [], diagnostics: [Diagnostic] = []
  ) {
    self.path = path
    self.attributes = attributes
    self.objects = objects
    self.dependencies = dependencies
    self.sections = sections
    self.diagnostics = diagnostics
  }

  /// The nib's name, as `UINib(nibName:bundle:)` takes it: the file name without directory and `.xib`.
  public var name: String {
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    return fileName.hasSuffix(".xib") ? String(fileName.dropLast(".xib".count)) : fileName
  }

  /// The document type, such as `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
  public var type: String? { attributes["type"] }
  /// The document format version (`3.0` for every Xcode since 5).
  public var version: String? { attributes["version"] }
  /// The build of Interface Builder that saved the file; an opaque string, not a number.
  public var toolsVersion: String? { attributes["toolsVersion"] }
  /// The macOS build that saved the file, written by older Xcodes only.
  public var systemVersion: String? { attributes["systemVersion"] }
  /// The target runtime, such as `iOS.CocoaTouch`.
  public var targetRuntime: String? { attributes["targetRuntime"] }
  /// The platform, from ``targetRuntime``.
  public var platform: Platform { Platform(targetRuntime: targetRuntime) }
  /// Whether the xib is a launch screen (`launchScreen="YES"`).
  public var isLaunchScreen: Bool { attributes.bool("launchScreen") ?? false }
  /// The simulated device the file was last edited for.
  public var device: StoryboardObject? { sections.first { $0.element == "device" } }
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

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

  /// The `<placeholder>` objects (File's Owner, First Responder, any other proxy), in file order.
  public var placeholders: [StoryboardObject] { objects.filter { $0.element == Self.placeholderElement } }

  /// The objects the nib creates, in file order: every top-level object but the placeholders.
  public var topLevelObjects: [StoryboardObject] { objects.filter { $0.element != Self.placeholderElement } }

  /// The File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`): the object passed as the owner when
  /// the nib is instantiated, with its class and its outlets and actions.
  public var filesOwner: StoryboardObject? { placeholder(Self.filesOwnerIdentifier) }

  /// The First Responder placeholder (`placeholderIdentifier="IBFirstResponder"`), the target of nil-targeted
  /// actions.
  public var firstResponder: StoryboardObject? { placeholder(Self.firstResponderIdentifier) }

  /// The File's Owner's class as written (`customClass`), `nil` when the owner is a plain `NSObject`.
  public var ownerClass: String? { filesOwner?.customClass }

  /// The first object in the file, placeholders and nested objects included, with the given id.
  public func object(withID id: String) -> StoryboardObject? {
    for object in objects {
      if let found = object.object(withID: id) { return found }
    }
    return nil
  }

  /// Every connection in the file (outlets, outlet collections, actions, and any other kind), each with the
  /// object that holds it, depth first in file order.
  public var connections: [NibConnection] {
    var result: [NibConnection] = []
    for object in objects {
      object.forEachObject { holder in
        for connection in holder.connections {
          result.append(NibConnection(sourceID: holder.id, sourceElement: holder.element, connection: connection))
        }
      }
    }
    return result
  }

  /// The connections the File's Owner holds: its outlets to the nib's objects and any actions it sends.
  public var ownerConnections: [NibConnection] {
    guard let ownerID = filesOwner?.id else { return [] }
    return connections.filter { $0.sourceID == ownerID }
  }

  /// The connections from the nib's objects to the File's Owner: actions it receives and outlets pointing at it
  /// (such as a table view's `dataSource`).
  public var connectionsToOwner: [NibConnection] {
    guard let ownerID = filesOwner?.id else { return [] }
    return connections.filter { $0.endpoint == ownerID && $0.sourceID != ownerID }
  }

  private func placeholder(_ identifier: String) -> StoryboardObject? {
    objects.first {
      $0.element == Self.placeholderElement && $0.attributes["placeholderIdentifier"] == identifier
    }
  }

  static let placeholderElement = "placeholder"
  static let filesOwnerIdentifier = "IBFilesOwner"
  static let firstResponderIdentifier = "IBFirstResponder"
}
