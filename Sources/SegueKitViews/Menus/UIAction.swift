import Foundation

/// The block an action runs when chosen.
///
/// Mirrors UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that runs a handler when chosen, also a control's or bar button item's closure action.
///
/// Mirrors UIKit's `UIAction` (iOS 14+; a menu element since iOS 13).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// An action's identifier.
  ///
  /// Mirrors UIKit's `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier.
  ///
  /// Mirrors UIKit's `identifier`.
  public let identifier: UIAction.Identifier
  /// The title shown when discovering the action.
  ///
  /// Mirrors UIKit's `discoverabilityTitle`.
  open var discoverabilityTitle: String?
  /// The action's attributes.
  ///
  /// Mirrors UIKit's `attributes`.
  open var attributes: UIMenuElement.Attributes
  /// Whether the action shows a check mark.
  ///
  /// Mirrors UIKit's `state`.
  open var state: UIMenuElement.State
  package let handler: UIActionHandler
  /// The object that sent the action while its handler runs.
  ///
  /// Mirrors UIKit's `sender`.
  public final internal(set) weak var sender: AnyObject?

  /// An action with a title, image and handler.
  ///
  /// Mirrors UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Not in UIKit: runs the handler as choosing the action in its menu does.
  public final func simulateChoice() {
    handler(self)
  }
}
