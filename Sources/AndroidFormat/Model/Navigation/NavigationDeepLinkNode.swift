public import StoryboardFormat

/// A `<deepLink>`: a URI pattern (`{arg}` placeholders, `${applicationId}` kept as written), an intent action and a
/// MIME type that lead to its destination (AndroidX `NavDeepLink`).
public struct NavigationDeepLinkNode: Sendable, Hashable {
  /// `app:uri` as written.
  public var uri: String?
  /// `app:action` as written.
  public var action: String?
  /// `app:mimeType` as written.
  public var mimeType: String?
  /// `android:autoVerify`, when `true` or `false`.
  public var autoVerify: Bool?
  /// Attributes in Android's namespace by local name.
  ///
  /// Made from the element's attributes each time it is read: keep it in a local to look up several names.
  public var androidAttributes: [String: String] {
    get { namespaced.android }
    set { namespaced.android = newValue }
  }
  /// Attributes in the app's namespace by local name.
  ///
  /// Made from the element's attributes each time it is read: keep it in a local to look up several names.
  public var appAttributes: [String: String] {
    get { namespaced.app }
    set { namespaced.app = newValue }
  }
  /// Every attribute as written, in file order.
  public var attributes: Attributes
  /// Child elements, kept whole.
  public var extras: [StoryboardObject]
  public var location: SourceLocation
  /// `androidAttributes` and `appAttributes`, made into dictionaries when read.
  var namespaced = NamespacedAttributes()

  /// A deep link at `location` with nothing declared.
  public init(location: SourceLocation) {
    attributes = Attributes()
    extras = []
    self.location = location
  }

  /// The `{name}` placeholders of the URI pattern, in order.
  public var uriArgumentNames: [String] {
    guard let uri else { return [] }
    var names: [String] = []
    var current: String?
    for character in uri {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        if !name.isEmpty { names.append(name) }
        current = nil
      } else if current != nil {
        current!.append(character)
      }
    }
    return names
  }
}
