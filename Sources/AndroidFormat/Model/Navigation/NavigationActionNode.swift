public import StoryboardFormat

/// An `<action>`: a named move from its destination (or, on a graph, from anywhere in it: a global action) to
/// another, with the back-stack options AndroidX's `NavOptions` carries.
public struct NavigationActionNode: Sendable, Hashable {
  /// `android:id` as written.
  public var id: String?
  /// `app:destination` as written; `nil` for an action that only pops.
  public var destination: String?
  /// `app:popUpTo` as written.
  public var popUpTo: String?
  /// `app:popUpToInclusive`, when `true` or `false`.
  public var popUpToInclusive: Bool?
  /// `app:popUpToSaveState`, when `true` or `false`.
  public var popUpToSaveState: Bool?
  /// `app:restoreState`, when `true` or `false`.
  public var restoreState: Bool?
  /// `app:launchSingleTop`, when `true` or `false`.
  public var launchSingleTop: Bool?
  /// The default arguments the action adds (its `<argument>` children).
  public var arguments: [NavigationArgumentNode]
  /// Attributes in Android's namespace by local name.
  ///
  /// Made from the element's attributes each time it is read: keep it in a local to look up several names.
  public var androidAttributes: [String: String] {
    get { namespaced.android }
    set { namespaced.android = newValue }
  }
  /// Attributes in the app's namespace by local name; the animations (`enterAnim`, `exitAnim`, `popEnterAnim`,
  /// `popExitAnim`) are here, as written.
  ///
  /// Made from the element's attributes each time it is read: keep it in a local to look up several names.
  public var appAttributes: [String: String] {
    get { namespaced.app }
    set { namespaced.app = newValue }
  }
  /// Every attribute as written, in file order.
  public var attributes: Attributes
  /// Child elements the model has no field for, kept whole.
  public var extras: [StoryboardObject]
  public var location: SourceLocation
  /// `androidAttributes` and `appAttributes`, made into dictionaries when read.
  var namespaced = NamespacedAttributes()

  /// An action at `location` with nothing declared.
  public init(location: SourceLocation) {
    arguments = []
    attributes = Attributes()
    extras = []
    self.location = location
  }

  /// ``id`` without its prefix.
  public var actionID: String? { id.flatMap(NavigationReference.idName) }
  /// ``destination`` without its prefix.
  public var destinationID: String? { destination.flatMap(NavigationReference.idName) }
  /// ``popUpTo`` without its prefix.
  public var popUpToID: String? { popUpTo.flatMap(NavigationReference.idName) }

  /// The four animations by attribute name, those present.
  public var animations: [String: String] {
    appAttributes.filter { ["enterAnim", "exitAnim", "popEnterAnim", "popExitAnim"].contains($0.key) }
  }
}
