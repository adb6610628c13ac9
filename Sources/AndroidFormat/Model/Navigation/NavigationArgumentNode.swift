public import StoryboardFormat

/// An `<argument>` of a destination or an action: name, type, default and nullability, as AndroidX's `NavArgument`.
public struct NavigationArgumentNode: Sendable, Hashable {
  /// `android:name`; Android refuses an argument without one ("Arguments must have a name").
  public var name: String?
  /// `app:argType` as written (`integer`, `string`, `reference`, `long[]`, a class name …); `nil` when the type is
  /// inferred from the default value.
  public var argType: String?
  /// `android:defaultValue` as written (`@null` included).
  public var defaultValue: String?
  /// `app:nullable`, when `true` or `false`.
  public var nullable: Bool?
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

  /// An argument at `location` with nothing declared.
  public init(location: SourceLocation) {
    attributes = Attributes()
    extras = []
    self.location = location
  }

  /// Whether the argument must be given: it has no default value (AndroidX `NavArgument.isDefaultValuePresent`).
  public var isRequired: Bool { defaultValue == nil }
}
