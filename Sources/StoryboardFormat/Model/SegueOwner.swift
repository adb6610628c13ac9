/// The object whose `<connections>` hold a segue, and so what makes it fire.
public struct SegueOwner: Sendable, Hashable {
  public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    /// The scene controller: a manual segue (performed from code) or a container's relationship.
    case controller
    /// A `UIControl` such as a button or text field.
    case control
    case barButtonItem
    case tableViewCell
    case collectionViewCell
    case gestureRecognizer
    /// The container view of an embed segue.
    case containerView
    /// A macOS menu item.
    case menuItem
    /// A macOS toolbar item.
    case toolbarItem
    case other
  }

  /// How a table view cell was laid out in Interface Builder.
  public enum CellContent: String, Sendable, Hashable, Codable {
    case staticCells
    case prototypes
  }

  public var role: Role
  public var element: String
  public var id: String?
  /// The property the owner fills in its parent, such as `rightBarButtonItem`.
  public var key: String?
  /// A button's or bar item's title.
  public var title: String?
  public var reuseIdentifier: String?
  /// For table view cells: static cells or a prototype.
  public var cellContent: CellContent?

  public init(
    role: Role, element: String, id: String?, key: String? = nil, title: String? = nil, reuseIdentifier: String? = nil,
    cellContent: CellContent? = nil
  ) {
    self.role = role
    self.element = element
    self.id = id
    self.key = key
    self.title = title
    self.reuseIdentifier = reuseIdentifier
    self.cellContent = cellContent
  }

  static let controls: Set<ObjectKind> = [
    .button, .textField, .switch, .slider, .stepper, .segmentedControl, .datePicker, .pageControl, .searchBar,
    .textView, .colorWell,
  ]

  static func role(forElement element: String, isController: Bool) -> Role {
    if isController { return .controller }
    let kind = ObjectKind(rawValue: element)
    switch kind {
    case .barButtonItem: return .barButtonItem
    case .tableViewCell: return .tableViewCell
    case .collectionViewCell: return .collectionViewCell
    case .containerView: return .containerView
    case .menuItem: return .menuItem
    case .toolbarItem: return .toolbarItem
    default:
      if kind.isGestureRecognizer { return .gestureRecognizer }
      return controls.contains(kind) ? .control : .other
    }
  }
}
