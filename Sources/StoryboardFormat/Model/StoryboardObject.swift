/// Any Interface Builder object or XML element inside a scene, kept whole.
///
/// Views, controls, cells, bar button items, navigation items, constraints, colours and every
/// element the decoder has no special meaning for are all `StoryboardObject`s: element name,
/// attributes in file order, children, character data and position. Connections (outlets,
/// actions, bindings) are lifted out of `<connections>` into ``connections``; segues go to the
/// scene's ``Scene/segues`` with this object as their ``Segue/owner``.
public struct StoryboardObject: Sendable, Hashable {
  public var element: String
  public var attributes: Attributes
  public var children: [StoryboardObject]
  public var connections: [Connection]
  /// Character data inside the element (for example `<string key="text">…</string>`), if any.
  public var content: String?
  public var location: SourceLocation

  public init(
    element: String, attributes: Attributes = Attributes(), children: [StoryboardObject] = [],
    connections: [Connection] = [], content: String? = nil, location: SourceLocation
  ) {
    self.element = element
    self.attributes = attributes
    self.children = children
    self.connections = connections
    self.content = content
    self.location = location
  }

  public var id: String? { attributes["id"] }
  /// The property of the parent this object fills (`view`, `navigationItem`, `rightBarButtonItem` …).
  public var key: String? { attributes["key"] }
  public var customClass: String? { attributes["customClass"] }
  public var customModule: String? { attributes["customModule"] }
  public var customModuleProvider: String? { attributes["customModuleProvider"] }
  public var userLabel: String? { attributes["userLabel"] }
  public var reuseIdentifier: String? { attributes["reuseIdentifier"] }
  public var tag: Int? { attributes["tag"].flatMap { Int($0) } }

  /// The title: the `title` attribute, or a button's title for the normal state.
  public var title: String? {
    if let title = attributes["title"] { return title }
    return children.first { $0.element == "state" && $0.key == "normal" }?.attributes["title"]
  }

  /// A label's or text field's text: the `text` attribute or a `<string key="text">` child.
  public var text: String? {
    if let text = attributes["text"] { return text }
    return children.first { $0.element == "string" && $0.key == "text" }?.content
  }

  public var accessibilityIdentifier: String? {
    children.first { $0.element == "accessibility" }?.attributes["identifier"]
  }

  public var accessibilityLabel: String? {
    children.first { $0.element == "accessibility" }?.attributes["label"]
  }

  public func child(key: String) -> StoryboardObject? {
    children.first { $0.key == key }
  }

  /// This object and everything below it, depth first in file order.
  public func forEachObject(_ body: (StoryboardObject) throws -> Void) rethrows {
    try body(self)
    for child in children { try child.forEachObject(body) }
  }

  /// The first object, this one included, with the given id.
  public func object(withID id: String) -> StoryboardObject? {
    if attributes["id"] == id { return self }
    for child in children {
      if let found = child.object(withID: id) { return found }
    }
    return nil
  }
}
