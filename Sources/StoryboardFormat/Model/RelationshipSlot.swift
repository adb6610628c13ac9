/// The container slot a relationship segue fills (`relationship`), typed.
///
/// Slots without a constant (macOS `window`, `splitItems` …) are kept under their own name.
public struct RelationshipSlot: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A navigation controller's root.
  public static let rootViewController = RelationshipSlot(rawValue: "rootViewController")
  /// One tab of a tab bar controller, in order.
  public static let viewControllers = RelationshipSlot(rawValue: "viewControllers")
  /// A split view controller's primary column.
  public static let masterViewController = RelationshipSlot(rawValue: "masterViewController")
  /// A split view controller's supplementary column (triple-column style).
  public static let supplementaryViewController = RelationshipSlot(rawValue: "supplementaryViewController")
  /// A split view controller's secondary column.
  public static let detailViewController = RelationshipSlot(rawValue: "detailViewController")
  /// The controller a column-style split view controller shows when collapsed.
  public static let compactViewController = RelationshipSlot(rawValue: "compactViewController")

  public var description: String { rawValue }
}

extension Segue {
  /// ``relationship``, typed.
  public var relationshipSlot: RelationshipSlot? { relationship.map(RelationshipSlot.init(rawValue:)) }
}
