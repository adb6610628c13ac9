import StoryboardFormat

/// The prefixes bound at one element: the enclosing element's, plus its own `xmlns:prefix` declarations.
struct NamespaceScope {
  /// What a bound namespace is to the Android builders.
  enum Kind {
    /// Android's (`AndroidManifest.androidNamespace`).
    case android
    /// The app's: `res-auto` or another package's resources (`LayoutVocabulary.isAppNamespace`).
    case app
    /// Any other (`tools`, `xml` …).
    case other
  }

  /// `xml` is bound by definition (XML Namespaces 1.0, §3).
  private var uris = NamespaceScope.predefined
  /// The same bindings as a list, each with its kind, for `kind(of:)`: a file binds a handful of prefixes, found
  /// faster one by one than by hash. Made again only at an element that declares prefixes.
  private var bindings = NamespaceScope.predefinedBindings
  /// Whether every prefix in `bindings` is ASCII, so that `kind(of:)` may compare bytes.
  private var bindingsAreASCII = true

  /// Made once and shared (copy on write): every file starts from it.
  private static let predefined = ["xml": "http://www.w3.org/XML/1998/namespace"]
  private static let predefinedBindings = bindings(of: predefined)

  private static func isASCII(_ bindings: [(prefix: String, kind: Kind)]) -> Bool {
    bindings.allSatisfy { $0.prefix.utf8.allSatisfy { $0 < 0x80 } }
  }

  private static func bindings(of uris: [String: String]) -> [(prefix: String, kind: Kind)] {
    uris.map { prefix, uri in
      let kind: Kind =
        uri == AndroidManifest.androidNamespace ? .android : LayoutVocabulary.isAppNamespace(uri) ? .app : .other
      return (prefix, kind)
    }
  }

  /// The scope inside an element with `attributes`, whose declarations shadow this one's.
  func entering(_ attributes: [Attributes.Attribute]) -> NamespaceScope {
    var scope = self
    var declares = false
    for attribute in attributes where attribute.name.hasPrefix("xmlns:") {
      // The table is copied (and grown) once, at the first declaration.
      if !declares { scope.uris.reserveCapacity(uris.count + attributes.count) }
      scope.uris[String(attribute.name.dropFirst(6))] = attribute.value
      declares = true
    }
    if declares {
      scope.bindings = Self.bindings(of: scope.uris)
      scope.bindingsAreASCII = Self.isASCII(scope.bindings)
    }
    return scope
  }

  /// The URI bound to `prefix`, or `nil` when none is.
  func uri(of prefix: Substring) -> String? { uris[String(prefix)] }

  /// The kind of the namespace bound to the prefix spelled by `prefix` (UTF-8), or `nil` when none is: what
  /// `uri(of:)` finds, compared with the same `String` equality, without hashing.
  func kind(of prefix: UnsafeBufferPointer<UInt8>) -> Kind? {
    // Two ASCII strings are equal as `String`s exactly when their bytes are (no ASCII character is canonically
    // equivalent to another); a prefix that is not ASCII may be equal to an ASCII one (K and the Kelvin sign), so
    // then `String` compares.
    if bindingsAreASCII, prefix.allSatisfy({ $0 < 0x80 }) {
      for binding in bindings {
        let same = binding.prefix.utf8.withContiguousStorageIfAvailable { PackedBytes.equals($0, prefix) }
        if same ?? (binding.prefix == String(decoding: prefix, as: UTF8.self)) { return binding.kind }
      }
      return nil
    }
    let prefix = String(decoding: prefix, as: UTF8.self)
    for binding in bindings where binding.prefix == prefix { return binding.kind }
    return nil
  }

  /// A prefix bound to `uri` (the alphabetically first, when several are).
  func prefix(for uri: String) -> String? {
    uris.filter { $0.value == uri }.keys.min()
  }
}
