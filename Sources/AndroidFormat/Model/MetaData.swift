public import StoryboardFormat

/// A `<meta-data>` element: a name with a value or a resource, for the component or application that holds it.
public struct MetaData: Sendable, Hashable {
  /// `android:name`.
  public var name: String?
  /// `android:value` as written.
  public var value: String?
  /// `android:resource` as written (`@xml/searchable`).
  public var resource: String?
  public var attributes: Attributes
  public var location: SourceLocation

  /// A `<meta-data>` with the given parts.
  public init(
    name: String?, value: String? = nil, resource: String? = nil, attributes: Attributes = Attributes(),
    location: SourceLocation
  ) {
    self.name = name
    self.value = value
    self.resource = resource
    self.attributes = attributes
    self.location = location
  }
}
