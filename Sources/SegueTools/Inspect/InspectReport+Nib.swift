public import StoryboardFormat

extension InspectReport {
  /// One decoded `.xib`: its envelope, its File's Owner, its objects and its connections.
  public struct NibEntry: Sendable, Codable, Equatable {
    /// The path as given or found.
    public var path: String
    /// The nib name: the file name without `.xib`.
    public var name: String
    /// The `<document>` attributes of the same names, as written.
    public var type: String?
    /// The document format version.
    public var version: String?
    /// The build of Interface Builder that saved the file; opaque.
    public var toolsVersion: String?
    /// The target runtime, such as `iOS.CocoaTouch`.
    public var targetRuntime: String?
    /// The platform, from the target runtime.
    public var platform: Platform
    /// `<plugIn identifier version>` entries.
    public var plugInVersions: [String: String]
    /// The File's Owner's class (`customClass`), when set.
    public var ownerClass: String?
    /// The File's Owner's module (`customModule`), when set.
    public var ownerModule: String?
    /// Every child of `<objects>` in file order: placeholders first as Xcode writes them, then what the nib creates.
    public var objects: [NibObjectEntry]
    /// Every outlet, outlet collection and action, depth first in file order.
    public var connections: [NibConnectionEntry]

    init(_ nib: NibDocument) {
      path = nib.path
      name = nib.name
      type = nib.type
      version = nib.version
      toolsVersion = nib.toolsVersion
      targetRuntime = nib.targetRuntime
      platform = nib.platform
      plugInVersions = nib.plugInVersions
      ownerClass = nib.ownerClass
      ownerModule = nib.filesOwner?.customModule
      objects = nib.objects.map(NibObjectEntry.init)
      connections = nib.connections.map(NibConnectionEntry.init)
    }
  }

  /// A top-level object or placeholder of a nib.
  public struct NibObjectEntry: Sendable, Codable, Equatable {
    /// The object id (`-1` is Xcode's File's Owner, `-2` its First Responder).
    public var id: String?
    /// The element name: `placeholder`, `view`, `tableViewCell`, `collectionViewCell`, `viewController` …
    public var element: String
    /// `IBFilesOwner`, `IBFirstResponder` or another identifier, for placeholders.
    public var placeholderIdentifier: String?
    /// The object's class and module, when set.
    public var customClass: String?
    /// The module of ``customClass``.
    public var customModule: String?
    /// A cell's or reusable view's reuse identifier.
    public var reuseIdentifier: String?
    /// Every attribute of the element, as written.
    public var attributes: [String: String]
    /// `file:line:column`.
    public var location: String

    init(_ object: StoryboardObject) {
      id = object.id
      element = object.element
      placeholderIdentifier = object.attributes["placeholderIdentifier"]
      customClass = object.customClass
      customModule = object.customModule
      reuseIdentifier = object.reuseIdentifier
      attributes = object.attributes.dictionary
      location = object.location.description
    }
  }

  /// An outlet, outlet collection or action of a nib.
  public struct NibConnectionEntry: Sendable, Codable, Equatable {
    /// `outlet`, `outletCollection`, `action`, or another element name as written.
    public var kind: String
    /// The id of the object holding the connection.
    public var source: String?
    /// The element name of that object.
    public var sourceElement: String
    /// The outlet's object or the action's receiver.
    public var destination: String?
    /// Every attribute of the connection element (`property`, `selector`, `eventType`, `id` …), as written.
    public var attributes: [String: String]
    /// `file:line:column`.
    public var location: String

    init(_ connection: NibConnection) {
      kind = connection.kind.rawValue
      source = connection.sourceID
      sourceElement = connection.sourceElement
      destination = connection.endpoint
      attributes = connection.connection.attributes.dictionary
      location = connection.connection.location.description
    }
  }
}
