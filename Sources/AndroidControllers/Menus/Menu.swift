/// An activity's options menu: Android's `android.view.Menu`.
///
/// The system makes it and hands it to ``Activity/onCreateOptionsMenu(_:)``, which adds the items; the items are
/// kept in Android's order (by `order`, then by when they were added, as `MenuBuilder.findInsertIndex` does).
/// Nothing is drawn: a test reads the items and clicks one (`ActivityController.clickMenuItem(_:)`).
///
/// ```swift
/// override func onCreateOptionsMenu(_ menu: Menu) -> Bool {
///   menu.add(Menu.NONE, R.id.share, Menu.NONE, "Share")
///   return true
/// }
/// ```
@preconcurrency @MainActor
public final class Menu {
  /// `Menu.NONE`: no group, no id, no particular order.
  public static let NONE: Int32 = 0
  /// `Menu.FIRST`: the first value for a group or item id.
  public static let FIRST: Int32 = 1

  /// The items in menu order.
  package private(set) var items: [MenuItem] = []

  /// Made by the system (Android's `MenuBuilder`), never by app code.
  package init() {}

  /// Android's `add(CharSequence)`: an item with no group, no id and no order.
  @discardableResult
  public func add(_ title: String) -> MenuItem { add(Menu.NONE, Menu.NONE, Menu.NONE, title) }

  /// Android's `add(int groupId, int itemId, int order, CharSequence title)`: the item goes after every item whose
  /// order is not greater than its own.
  @discardableResult
  public func add(_ groupId: Int32, _ itemId: Int32, _ order: Int32, _ title: String) -> MenuItem {
    let item = MenuItem(groupId: groupId, itemId: itemId, order: order, title: title)
    // AOSP MenuBuilder.addInternal/findInsertIndex: the user part of the order is its low 16 bits.
    let ordering = order & 0xFFFF
    let index = items.lastIndex { $0.order & 0xFFFF <= ordering }.map { $0 + 1 } ?? 0
    items.insert(item, at: index)
    return item
  }

  /// Android's `findItem(int id)`: the first item with the id, or `nil`.
  public func findItem(_ id: Int32) -> MenuItem? { items.first { $0.itemId == id } }

  /// Android's `getItem(int index)`; an index out of range throws Java's `IndexOutOfBoundsException` and returns
  /// `nil`.
  public func getItem(_ index: Int32) -> MenuItem? {
    guard index >= 0, Int(index) < items.count else {
      AndroidException.raise(
        AndroidException("java.lang.IndexOutOfBoundsException", "Index: \(index), Size: \(items.count)"))
      return nil
    }
    return items[Int(index)]
  }

  /// Android's `size()`.
  public func size() -> Int32 { Int32(items.count) }

  /// Android's `hasVisibleItems()`.
  public func hasVisibleItems() -> Bool { items.contains(where: \.isVisible) }

  /// Android's `removeItem(int id)`: the first item with the id.
  public func removeItem(_ id: Int32) {
    if let index = items.firstIndex(where: { $0.itemId == id }) { items.remove(at: index) }
  }

  /// Android's `removeGroup(int groupId)`.
  public func removeGroup(_ groupId: Int32) { items.removeAll { $0.groupId == groupId } }

  /// Android's `setGroupVisible(int group, boolean visible)`.
  public func setGroupVisible(_ group: Int32, _ visible: Bool) {
    for item in items where item.groupId == group { item.isVisible = visible }
  }

  /// Android's `setGroupEnabled(int group, boolean enabled)`.
  public func setGroupEnabled(_ group: Int32, _ enabled: Bool) {
    for item in items where item.groupId == group { item.isEnabled = enabled }
  }

  /// Android's `clear()`.
  public func clear() { items.removeAll() }
}

extension Menu: @MainActor CustomStringConvertible {
  /// One item a line, in menu order (``MenuItem/description``).
  public var description: String { items.map(\.description).joined(separator: "\n") }
}
