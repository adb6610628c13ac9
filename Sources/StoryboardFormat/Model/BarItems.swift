/// A bar button item's system item (`systemItem` on a `barButtonItem`), with UIKit's case names.
public enum BarButtonSystemItem: String, Sendable, Hashable, Codable, CaseIterable {
  case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
  case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
}

/// A bar button item's `style`, with UIKit's case names.
public enum BarButtonItemStyle: String, Sendable, Hashable, Codable, CaseIterable {
  case plain, bordered, done
}

/// A tab bar item's system item (`systemItem` on a `tabBarItem`), with UIKit's case names.
public enum TabBarSystemItem: String, Sendable, Hashable, Codable, CaseIterable {
  case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
  case mostViewed
}

/// The place a child of a `navigationItem` takes in it: one bar button item, or an array of them.
public enum NavigationItemSlot: String, Sendable, Hashable, Codable, CaseIterable {
  case leftBarButtonItem, rightBarButtonItem, backBarButtonItem, leftBarButtonItems, rightBarButtonItems
}

/// The attributes of navigation items, bar button items and tab bar items, typed. Unknown values are `nil`
/// here and stay as written in ``StoryboardObject/attributes``.
extension StoryboardObject {
  /// A bar button item's system item.
  public var barButtonSystemItem: BarButtonSystemItem? {
    attributes["systemItem"].flatMap(BarButtonSystemItem.init(rawValue:))
  }

  /// A bar button item's style.
  public var barButtonItemStyle: BarButtonItemStyle? { attributes["style"].flatMap(BarButtonItemStyle.init(rawValue:)) }

  /// A tab bar item's system item.
  public var tabBarSystemItem: TabBarSystemItem? { attributes["systemItem"].flatMap(TabBarSystemItem.init(rawValue:)) }

  /// A tab bar item's badge.
  public var badgeValue: String? { attributes["badgeValue"] }

  /// A navigation item's prompt, shown above its title.
  public var prompt: String? { attributes["prompt"] }

  /// A navigation item's title for the back button of the controller pushed after it.
  public var backButtonTitle: String? { attributes["backButtonTitle"] }

  /// The slot this object fills in its navigation item: its `key`, or else its element name.
  public var navigationItemSlot: NavigationItemSlot? { NavigationItemSlot(rawValue: key ?? element) }
}
