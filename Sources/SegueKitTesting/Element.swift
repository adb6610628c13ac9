import SegueKit

/// Something on screen that a test can find and maybe tap: a button, a control, a text field, a switch, a slider, a
/// bar button item, the back button, a tab, a table row, an alert's action, a label or another view with an
/// accessibility identifier — with the state a user sees.
///
/// Not in UIKit (compare XCUITest's `XCUIElement`). Found by ``SegueApp``; the value describes the element, the
/// driver keeps the object behind it. An element is found by its title, accessibility identifier, accessibility
/// label, image name, a text field's placeholder, or (a cell) the text of any of its visible labels.
public struct Element: Equatable, Sendable, CustomStringConvertible {
  /// The element's kind.
  public enum Kind: String, Equatable, Sendable {
    case button
    case control
    /// A text field: its ``Element/value`` is its text, with its ``Element/placeholder``.
    case textField = "text field"
    /// A switch: its ``Element/value`` is `on` or `off`.
    case `switch`
    /// A slider: its ``Element/value`` is its value.
    case slider
    /// A page view controller's page indicator: its ``Element/value`` is `page 2 of 5`.
    case pageIndicator = "page indicator"
    case barButton = "bar button"
    case backButton = "back button"
    case tab
    case cell
    /// An action of the alert or action sheet on screen.
    case alertAction = "alert action"
    /// An action of the context menu on screen: tapping it chooses it; it is ``Element/isSelected`` when it shows a
    /// check mark (its state is `on`).
    case menuAction = "menu action"
    /// A submenu of the context menu on screen: tapping it opens it (its elements follow it) or closes it.
    case submenu = "menu"
    case label
    case view
  }

  /// The element's kind.
  public var kind: Kind
  /// The title or text people see, if any.
  public var title: String?
  /// The accessibility identifier, if any.
  public var identifier: String?
  /// Whether a tap does something (enabled buttons, bar items, tabs and rows that touches reach; not labels or plain
  /// views).
  public var isTappable: Bool
  /// The texts of a cell's visible labels, in subview order (the title is the first of them, unless the cell's
  /// content configuration or `textLabel` gives it); empty for other elements.
  public var labels: [String]
  /// The accessibility label, when it differs from the title.
  public var accessibilityLabel: String?
  /// What the element holds: its accessibility value when set, else a text field's text, a switch's `on`/`off`, a
  /// slider's or stepper's value, a segmented control's selected segment title.
  public var value: String?
  /// A text field's placeholder.
  public var placeholder: String?
  /// The name of the image shown (an asset or SF Symbol name), for buttons and image views.
  public var imageName: String?
  /// Whether the control or cell is selected.
  public var isSelected: Bool
  /// Whether the control or cell is highlighted.
  public var isHighlighted: Bool

  public init(
    kind: Kind, title: String?, identifier: String?, isTappable: Bool, labels: [String] = [],
    accessibilityLabel: String? = nil, value: String? = nil, placeholder: String? = nil, imageName: String? = nil,
    isSelected: Bool = false, isHighlighted: Bool = false
  ) {
    self.kind = kind
    self.title = title
    self.identifier = identifier
    self.isTappable = isTappable
    self.labels = labels
    self.accessibilityLabel = accessibilityLabel == title ? nil : accessibilityLabel
    self.value = value
    self.placeholder = placeholder
    self.imageName = imageName
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
  }

  /// The title, else the identifier, else the kind.
  public var name: String { title ?? identifier ?? kind.rawValue }

  /// Whether a user would call the element `text`: its title, identifier, accessibility label, image name, a text
  /// field's placeholder, or one of a cell's labels.
  public func isNamed(_ text: String) -> Bool {
    title == text || identifier == text || accessibilityLabel == text || imageName == text || placeholder == text
      || labels.contains(text)
  }

  /// `button 'Buy' #product.buy`, `switch #wifi value='on'`, `text field placeholder='Name' value='Ada'`; the state
  /// follows the names: value, placeholder, image, `selected`, `highlighted`, `(disabled)`. (A cell's other labels
  /// are in ``labels``, not in the description.)
  public var description: String {
    var text = kind.rawValue
    if let title { text += " '\(title)'" }
    if let identifier { text += " #\(identifier)" }
    if let accessibilityLabel { text += " label='\(accessibilityLabel)'" }
    if let value { text += " value='\(value)'" }
    if let placeholder { text += " placeholder='\(placeholder)'" }
    if let imageName, imageName != title { text += " image='\(imageName)'" }
    if isSelected { text += " selected" }
    if isHighlighted { text += " highlighted" }
    if !isTappable && kind != .label && kind != .view && kind != .pageIndicator { text += " (disabled)" }
    return text
  }
}

/// An element and what tapping it does.
@MainActor
struct ElementHandle {
  var element: Element
  var tap: (@MainActor () -> Void)?
  /// Whether touches cannot reach the element: user interaction is off on it or on a view containing it.
  var isUnreachable = false
  /// The view drawn above the element that takes the touches aimed at it (its class and identifier), if any.
  var coveredBy: String?
  /// The view a finger touches for the element (a button, a control, a cell, a view with gesture recognizers),
  /// whose and whose superviews' gesture recognizers see the touch first.
  var view: UIView?
  /// The view holding ``view`` on screen when it is not its superview (a cell's table).
  var container: UIView?
}

/// The names UIKit shows for system bar button items.
extension UIBarButtonItem.SystemItem {
  var title: String? {
    switch self {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .add: "Add"
    case .close: "Close"
    case .undo: "Undo"
    case .redo: "Redo"
    case .compose: "Compose"
    case .reply: "Reply"
    case .action: "Share"
    case .organize: "Organize"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .refresh: "Refresh"
    case .stop: "Stop"
    case .camera: "Camera"
    case .trash: "Trash"
    case .play: "Play"
    case .pause: "Pause"
    case .rewind: "Rewind"
    case .fastForward: "Fast Forward"
    case .flexibleSpace, .fixedSpace: nil
    }
  }
}

/// The names UIKit shows for system tab bar items (English).
extension UITabBarItem.SystemItem {
  var title: String {
    switch self {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }
}
