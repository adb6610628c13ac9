public import Foundation

/// An item shown in a bar: the base of bar button items and tab bar items.
///
/// Mirrors UIKit's `UIBarItem`; images are not modelled (there is no rendering), only their names.
@MainActor
open class UIBarItem: NSObject {
  /// The item's title.
  open var title: String?
  /// The name of the item's image, if any.
  open var imageName: String?
  /// Whether the item is enabled.
  open var isEnabled = true
  /// An integer to identify the item.
  open var tag = 0
  /// The identifier UI tests use.
  open var accessibilityIdentifier: String?
}

/// A tab bar item.
///
/// Mirrors UIKit's `UITabBarItem`.
@MainActor
open class UITabBarItem: UIBarItem {
  /// The system-provided items; raw values are UIKit's.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
      mostViewed
  }

  /// The badge text.
  open var badgeValue: String?
  /// The system item, if the item was created with one. Not a UIKit property (UIKit keeps it private).
  public private(set) var systemItem: SystemItem?

  /// Creates an item with a title, an image name and a tag.
  public init(title: String?, image: String?, tag: Int) {
    super.init()
    self.title = title
    self.imageName = image
    self.tag = tag
  }

  /// Creates a system item; its title and image are the system's (``UIBarItem/title`` stays `nil`).
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}
