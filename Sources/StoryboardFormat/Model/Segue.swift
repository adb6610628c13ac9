/// A segue with its real source object and every attribute the file gives it.
public struct Segue: Sendable, Hashable {
  public var kind: SegueKind
  /// Every attribute, in file order, including ones the decoder does not know.
  public var attributes: Attributes
  /// Child elements (`popoverArrowDirection`, `popoverPassthroughViews`, anything else).
  public var children: [StoryboardObject]
  /// The scene controller the segue belongs to: a segue's source is always its scene's controller.
  public var sourceControllerID: String?
  /// The object whose `<connections>` hold the segue: it decides what triggers it.
  public var owner: SegueOwner
  public var location: SourceLocation

  public init(
    kind: SegueKind, attributes: Attributes, children: [StoryboardObject] = [], sourceControllerID: String?,
    owner: SegueOwner, location: SourceLocation
  ) {
    self.kind = kind
    self.attributes = attributes
    self.children = children
    self.sourceControllerID = sourceControllerID
    self.owner = owner
    self.location = location
  }

  public var id: String { attributes["id"] ?? "" }
  /// The destination object id: a scene controller, a storyboard reference, or (unwind) the scene's exit.
  public var destination: String { attributes["destination"] ?? "" }
  public var identifier: String? { attributes["identifier"] }
  /// The container slot a relationship segue fills (`rootViewController`, `viewControllers` …).
  public var relationship: String? { attributes["relationship"] }
  public var customClass: String? { attributes["customClass"] }
  public var customModule: String? { attributes["customModule"] }
  public var customModuleProvider: String? { attributes["customModuleProvider"] }
  /// The segue's label in Interface Builder's document outline.
  public var userLabel: String? { attributes["userLabel"] }
  public var modalPresentationStyle: String? { attributes["modalPresentationStyle"] }
  public var modalTransitionStyle: String? { attributes["modalTransitionStyle"] }
  /// Xcode writes `animates="NO"` only when "Animates" is unticked.
  public var animates: Bool { attributes.bool("animates") ?? true }
  /// The selector of the unwind action, such as `unwindToList:`.
  public var unwindAction: String? { attributes["unwindAction"] }
  /// The `@IBSegueAction` selector that creates the destination.
  public var destinationCreationSelector: String? { attributes["destinationCreationSelector"] }
  public var popoverAnchorView: String? { attributes["popoverAnchorView"] }
  public var popoverAnchorBarButtonItem: String? { attributes["popoverAnchorBarButtonItem"] }
  /// `accessoryAction` for a cell segue fired by the accessory button; absent means row selection.
  public var trigger: String? { attributes["trigger"] }
  public var splitViewControllerTargetIndex: Int? { attributes["splitViewControllerTargetIndex"].flatMap { Int($0) } }

  /// The popover's permitted arrow directions, when the file lists them.
  public var permittedArrowDirections: Set<String>? {
    guard let element = children.first(where: { $0.element == "popoverArrowDirection" }) else { return nil }
    return Set(element.attributes.filter { $0.value == "YES" }.map(\.name))
  }

  /// The ids of the views a popover lets the user still touch.
  public var passthroughViews: [String] {
    children.first { $0.element == "popoverPassthroughViews" }?.children.compactMap { $0.attributes["reference"] } ?? []
  }

  /// Segue attributes the decoder knows; any other is kept in ``attributes`` and reported as a note.
  static let knownAttributes: Set<String> = [
    "id", "destination", "kind", "identifier", "relationship", "customClass", "customModule",
    "customModuleProvider", "modalPresentationStyle", "modalTransitionStyle", "animates", "unwindAction",
    "destinationCreationSelector", "popoverAnchorView", "popoverAnchorBarButtonItem", "trigger",
    "splitViewControllerTargetIndex", "popoverBehavior", "preferredEdge",
  ]
}
