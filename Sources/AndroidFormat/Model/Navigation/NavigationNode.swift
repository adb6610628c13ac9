public import StoryboardFormat

/// One destination element of a navigation graph: a `<navigation>` (nested graph), `<fragment>`, `<dialog>`,
/// `<activity>`, `<include>`, or a custom navigator's element; with its actions, arguments and deep links.
///
/// Mirrors what AndroidX's `NavInflater` reads into a `NavDestination` (`NavGraph`, `FragmentNavigator.Destination`,
/// `DialogFragmentNavigator.Destination`, `ActivityNavigator.Destination`); every attribute is kept as written.
public struct NavigationNode: Sendable, Hashable {
  /// The element's name as written (`fragment`, `navigation`, `com.example.CustomNavigator` …).
  public var element: String
  /// `android:id` as written (`@+id/home`).
  public var id: String?
  /// `android:name`: the fragment or activity class (`.HomeFragment` is package-relative).
  public var name: String?
  /// `android:label`.
  public var label: String?
  /// `app:startDestination` of a graph, as written.
  public var startDestination: String?
  /// `app:graph` of an `<include>` (`@navigation/other`).
  public var includedGraph: String?
  /// The destinations of a graph, `<include>`s among them, in file order.
  public var destinations: [NavigationNode]
  /// The `<action>`s; on a graph, its global actions.
  public var actions: [NavigationActionNode]
  /// The `<argument>`s.
  public var arguments: [NavigationArgumentNode]
  /// The `<deepLink>`s.
  public var deepLinks: [NavigationDeepLinkNode]
  /// Attributes in Android's namespace by local name (`id`, `name`, `label` …), values as written.
  ///
  /// Made from the element's attributes each time it is read: keep it in a local to look up several names.
  public var androidAttributes: [String: String] {
    get { namespaced.android }
    set { namespaced.android = newValue }
  }
  /// Attributes in the app's namespace (`app:`) by local name (`startDestination`, `action`, `dataPattern` …).
  ///
  /// Made from the element's attributes each time it is read: keep it in a local to look up several names.
  public var appAttributes: [String: String] {
    get { namespaced.app }
    set { namespaced.app = newValue }
  }
  /// Every attribute as written, in file order (`tools:layout` too).
  public var attributes: Attributes
  /// Child elements the model has no field for, kept whole.
  public var extras: [StoryboardObject]
  public var location: SourceLocation
  /// `androidAttributes` and `appAttributes`, made into dictionaries when read.
  var namespaced = NamespacedAttributes()

  /// A node for `element` at `location`, with nothing declared.
  public init(element: String, location: SourceLocation) {
    self.element = element
    destinations = []
    actions = []
    arguments = []
    deepLinks = []
    attributes = Attributes()
    extras = []
    self.location = location
  }

  /// What the element is to Navigation.
  public var kind: NavigationNodeKind { NavigationNodeKind(element: element) }

  /// ``id`` without its `@+id/` or `@id/` prefix (`home`), or `nil`.
  public var destinationID: String? { id.flatMap(NavigationReference.idName) }

  /// ``startDestination`` without its prefix, or `nil`.
  public var startDestinationID: String? { startDestination.flatMap(NavigationReference.idName) }

  /// The resource name of an `<include>`'s graph (`other` for `@navigation/other`), or `nil`.
  public var includedGraphName: String? {
    includedGraph.flatMap { NavigationReference.resourceName($0, type: "navigation") }
  }

  /// Whether the node is a graph (a `<navigation>`).
  public var isGraph: Bool { kind == .navigation }
}

/// The kinds of navigation element: the navigators AndroidX ships, an include, or a custom navigator's tag.
public enum NavigationNodeKind: Sendable, Hashable {
  case navigation, fragment, dialog, activity, include
  /// A tag of a navigator the app adds (`NavigatorProvider.addNavigator`); kept as a destination.
  case custom(String)

  /// The kind of the element named `element`.
  public init(element: String) {
    switch element {
    case "navigation": self = .navigation
    case "fragment": self = .fragment
    case "dialog": self = .dialog
    case "activity": self = .activity
    case "include": self = .include
    default: self = .custom(element)
    }
  }
}
