import StoryboardFormat

/// The prefixes bound at one element: the enclosing element's, plus its own `xmlns:prefix` declarations.
struct NamespaceScope {
  /// `xml` is bound by definition (XML Namespaces 1.0, §3).
  private var uris = NamespaceScope.predefined

  /// Made once and shared (copy on write): every file starts from it.
  private static let predefined = ["xml": "http://www.w3.org/XML/1998/namespace"]

  /// The scope inside an element with `attributes`, whose declarations shadow this one's.
  func entering(_ attributes: [Attributes.Attribute]) -> NamespaceScope {
    var scope = self
    for attribute in attributes where attribute.name.hasPrefix("xmlns:") {
      scope.uris[String(attribute.name.dropFirst(6))] = attribute.value
    }
    return scope
  }

  /// The URI bound to `prefix`, or `nil` when none is.
  func uri(of prefix: Substring) -> String? { uris[String(prefix)] }

  /// A prefix bound to `uri` (the alphabetically first, when several are).
  func prefix(for uri: String) -> String? {
    uris.filter { $0.value == uri }.keys.min()
  }
}
