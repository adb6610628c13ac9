import SegueKit

/// Something on screen that a test can find and maybe tap: a button, a bar button item, the back button, a tab, a
/// table row, an alert's action, a label or another view with an accessibility identifier.
///
/// Not in UIKit (compare XCUITest's `XCUIElement`). Found by ``SegueApp``; the value describes the element, the
/// driver keeps the object behind it.
public struct Element: Equatable, Sendable, CustomStringConvertible {
  /// The element's kind.
  public enum Kind: String, Equatable, Sendable {
    case button
    case control
    case barButton = "bar button"
    case backButton = "back button"
    case tab
    case cell
    /// An action of the alert or action sheet on screen.
    case alertAction = "alert action"
    case label
    case view
  }

  /// The element's kind.
  public var kind: Kind
  /// The title or text people see, if any.
  public var title: String?
  /// The accessibility identifier, if any.
  public var identifier: String?
  /// Whether a tap does something (enabled buttons, bar items, tabs and rows; not labels or plain views).
  public var isTappable: Bool

  public init(kind: Kind, title: String?, identifier: String?, isTappable: Bool) {
    self.kind = kind
    self.title = title
    self.identifier = identifier
    self.isTappable = isTappable
  }

  /// The title, else the identifier, else the kind.
  public var name: String { title ?? identifier ?? kind.rawValue }

  /// `button 'Buy' #product.buy`.
  public var description: String {
    var text = kind.rawValue
    if let title { text += " '\(title)'" }
    if let identifier { text += " #\(identifier)" }
    if !isTappable && kind != .label && kind != .view { text += " (disabled)" }
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
