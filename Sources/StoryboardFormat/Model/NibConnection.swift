/// One outlet, outlet collection or action of a nib, with the object that holds it.
///
/// In Interface Builder XML a connection sits in the `<connections>` of its source: an outlet in the object whose
/// property it fills (the File's Owner for owner outlets), an action in the control that sends it. ``sourceID``
/// names that object; ``endpoint`` the other end.
public struct NibConnection: Sendable, Hashable {
  /// The id of the object holding the connection (`-1` for the File's Owner in Xcode's files).
  public var sourceID: String?
  /// The element name of that object, such as `placeholder`, `button` or `tableViewCell`.
  public var sourceElement: String
  /// The connection as written, every attribute kept.
  public var connection: Connection

  /// Pairs a connection with the object that holds it.
  public init(sourceID: String?, sourceElement: String, connection: Connection) {
    self.sourceID = sourceID
    self.sourceElement = sourceElement
    self.connection = connection
  }

  /// The connection's kind: outlet, outlet collection, action, or another element name.
  public var kind: Connection.Kind { connection.kind }
  /// The other end: an outlet's object or an action's receiver (`destination`, or macOS's `target`).
  public var endpoint: String? { connection.destination ?? connection.target }
}
