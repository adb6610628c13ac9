extension FlowGraph {
  /// A xib in the flow, found through the Swift or Objective-C sources: the view of a view controller created in
  /// code, or cells a scene (or such a controller) registers. Not in UIKit: a drawing aid.
  public struct Nib: Sendable, Hashable, Codable {
    /// What the nib is to the app.
    public enum Role: String, Sendable, Hashable, Codable {
      /// A view controller's view: the controller loads the nib as its File's Owner.
      case controllerView
      /// Cells or reusable views that scenes or nib-backed controllers register.
      case cells
    }

    /// `xib:Name/ControllerClass` for a controller's view, `xib:Name` for cells.
    public var id: String
    /// The nib's name, as `UINib(nibName:bundle:)` takes it.
    public var name: String
    /// The `.xib` file, as given or found below a given folder.
    public var path: String
    /// A controller's view, or cells.
    public var role: Role
    /// The view controller's class (``Role-swift.enum/controllerView``), or the class of the nib's first top-level
    /// cell or view (``Role-swift.enum/cells``).
    public var className: String
    /// Where the sources name the nib (`Profile.swift:12:9`), or `nil` when UIKit finds it by the controller's
    /// class name (a controller created without a nib name).
    public var loadedAt: String?
    /// The ids of the scenes and nib-backed controllers (``id``) whose class registers the nib (cells) or whose
    /// code creates the controller (a controller's view).
    public var usedBy: [String]
    /// Cells: the `register` call, when the sources name the nib in one (not through a helper of their own).
    public var registeredAs: NibReference.RegisteredView?
    /// Cells: the reuse identifier the nib is registered under, when the sources spell it out.
    public var reuseIdentifier: String?

    /// Makes a nib entry; ``FlowGraph/init(set:sources:)`` finds them.
    public init(
      id: String, name: String, path: String, role: Role, className: String, loadedAt: String?, usedBy: [String],
      registeredAs: NibReference.RegisteredView?, reuseIdentifier: String?
    ) {
      self.id = id
      self.name = name
      self.path = path
      self.role = role
      self.className = className
      self.loadedAt = loadedAt
      self.usedBy = usedBy
      self.registeredAs = registeredAs
      self.reuseIdentifier = reuseIdentifier
    }
  }
}
