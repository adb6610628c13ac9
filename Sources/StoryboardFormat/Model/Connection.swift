/// An outlet, outlet collection, action or binding from a `<connections>` element.
public struct Connection: Sendable, Hashable {
  public struct Kind: RawRepresentable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let outlet = Kind(rawValue: "outlet")
    public static let outletCollection = Kind(rawValue: "outletCollection")
    public static let action = Kind(rawValue: "action")
    /// A macOS Cocoa binding.
    public static let binding = Kind(rawValue: "binding")
  }

  /// The element name; kinds the decoder does not know are kept under their own name.
  public var kind: Kind
  public var attributes: Attributes
  public var location: SourceLocation

  public init(kind: Kind, attributes: Attributes, location: SourceLocation) {
    self.kind = kind
    self.attributes = attributes
    self.location = location
  }

  public var id: String? { attributes["id"] }
  /// The outlet's property name.
  public var property: String? { attributes["property"] }
  /// The object an outlet points to, or an iOS action's receiver.
  public var destination: String? { attributes["destination"] }
  /// A macOS action's receiver.
  public var target: String? { attributes["target"] }
  /// An action's Objective-C selector, such as `buy:`.
  public var selector: String? { attributes["selector"] }
  /// The control event of an iOS action, such as `touchUpInside`.
  public var eventType: String? { attributes["eventType"] }
}
