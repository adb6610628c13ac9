/// The controller of a scene: a view controller, a container, or a storyboard reference.
public struct Controller: Sendable, Hashable {
  public var kind: ControllerKind
  /// The controller element itself, with all its attributes, its view tree, navigation and tab bar
  /// items and its outlets and actions.
  public var object: StoryboardObject

  public init(kind: ControllerKind, object: StoryboardObject) {
    self.kind = kind
    self.object = object
  }

  public var id: String { object.id ?? "" }
  public var location: SourceLocation { object.location }
  public var attributes: Attributes { object.attributes }
  public var customClass: String? { object.customClass }
  public var customModule: String? { object.customModule }
  /// `target` when the module is inherited from the target the storyboard is built into.
  public var customModuleProvider: String? { object.customModuleProvider }

  /// The Storyboard ID (`storyboardIdentifier`; WatchKit controllers write `identifier`).
  public var storyboardIdentifier: String? {
    if let identifier = object.attributes["storyboardIdentifier"] { return identifier }
    return ControllerKind.watchKitControllers.contains(kind.rawValue) ? watchKitIdentifier : nil
  }

  /// The `identifier` WatchKit storyboards give a controller, their form of the Storyboard ID.
  public var watchKitIdentifier: String? { object.attributes["identifier"] }

  public var title: String? { object.attributes["title"] }
  public var userLabel: String? { object.userLabel }

  /// The explicit restoration id, or the Storyboard ID when the file asks for it to be reused.
  public var restorationIdentifier: String? {
    if let explicit = object.attributes["restorationIdentifier"] { return explicit }
    return object.attributes.bool("useStoryboardIdentifierAsRestorationIdentifier") == true ? storyboardIdentifier : nil
  }

  public var modalPresentationStyle: String? { object.attributes["modalPresentationStyle"] }
  public var modalTransitionStyle: String? { object.attributes["modalTransitionStyle"] }
  public var definesPresentationContext: Bool { object.attributes.bool("definesPresentationContext") ?? false }
  public var providesPresentationContextTransitionStyle: Bool {
    object.attributes.bool("providesPresentationContextTransitionStyle") ?? false
  }

  public var navigationItem: StoryboardObject? { object.child(key: "navigationItem") }
  public var tabBarItem: StoryboardObject? { object.child(key: "tabBarItem") }
  /// The root view (`<view key="view">`, `<tableView key="view">` …), loaded lazily at run time.
  public var view: StoryboardObject? { object.child(key: "view") }
  public var connections: [Connection] { object.connections }

  /// Where this reference points, when the controller is a storyboard reference.
  public var storyboardReference: StoryboardReference? {
    guard kind.isStoryboardReference else { return nil }
    return StoryboardReference(
      storyboardName: object.attributes["storyboardName"],
      referencedIdentifier: object.attributes["referencedIdentifier"],
      bundleIdentifier: object.attributes["bundleIdentifier"])
  }
}

/// Where a storyboard reference points: a storyboard by name and a scene in it by Storyboard ID.
public struct StoryboardReference: Sendable, Hashable, Codable {
  /// The target storyboard's file name without `.storyboard`.
  public var storyboardName: String?
  /// The target scene's Storyboard ID; `nil` means the target storyboard's initial view controller.
  public var referencedIdentifier: String?
  /// Set when the target storyboard lives in another bundle.
  public var bundleIdentifier: String?

  public init(storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String?) {
    self.storyboardName = storyboardName
    self.referencedIdentifier = referencedIdentifier
    self.bundleIdentifier = bundleIdentifier
  }
}
