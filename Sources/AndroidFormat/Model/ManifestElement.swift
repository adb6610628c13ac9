public import StoryboardFormat

/// An element of a manifest kept whole: one the model has no field for (`<uses-permission>`, `<service>`,
/// `<provider>`, `<queries>`, an unknown element), with its attributes as written, children, text and position.
///
/// Not in Android: the platform's parser drops what it does not know; this model keeps it, so nothing is lost.
public struct ManifestElement: Sendable, Hashable {
  /// The element's name as written, prefix included (`service`, `dist:module`).
  public var element: String
  /// Every attribute as written, in file order, prefixes included.
  public var attributes: Attributes
  public var children: [ManifestElement]
  /// Character data inside the element, if any.
  public var content: String?
  public var location: SourceLocation

  /// A kept element with the given parts.
  public init(
    element: String, attributes: Attributes = Attributes(), children: [ManifestElement] = [], content: String? = nil,
    location: SourceLocation
  ) {
    self.element = element
    self.attributes = attributes
    self.children = children
    self.content = content
    self.location = location
  }
}
