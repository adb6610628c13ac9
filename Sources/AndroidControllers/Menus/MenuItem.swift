/// One entry of a ``Menu``: Android's `android.view.MenuItem`.
///
/// Made by ``Menu/add(_:_:_:_:)``; the app reads its id in ``Activity/onOptionsItemSelected(_:)`` and may hide or
/// disable it in ``Activity/onPrepareOptionsMenu(_:)``.
@preconcurrency @MainActor
public final class MenuItem {
  /// Android's `getGroupId()`.
  public let groupId: Int32
  /// Android's `getItemId()`.
  public let itemId: Int32
  /// Android's `getOrder()`.
  public let order: Int32
  /// Android's `getTitle()`/`setTitle(CharSequence)`.
  public var title: String
  /// Android's `isVisible()`/`setVisible(boolean)`.
  public var isVisible = true
  /// Android's `isEnabled()`/`setEnabled(boolean)`.
  public var isEnabled = true
  /// Android's `isCheckable()`/`setCheckable(boolean)`.
  public var isCheckable = false
  /// Android's `isChecked()`/`setChecked(boolean)`.
  public var isChecked = false

  /// An item with the given parts, as the system's menu makes it (Robolectric's `RoboMenuItem(int)` for a test's
  /// click on an id).
  package init(groupId: Int32 = Menu.NONE, itemId: Int32, order: Int32 = Menu.NONE, title: String = "") {
    self.groupId = groupId
    self.itemId = itemId
    self.order = order
    self.title = title
  }

  /// Android's `setTitle(CharSequence)`, for chaining.
  @discardableResult
  public func setTitle(_ title: String) -> MenuItem {
    self.title = title
    return self
  }

  /// Android's `setVisible(boolean)`, for chaining.
  @discardableResult
  public func setVisible(_ visible: Bool) -> MenuItem {
    isVisible = visible
    return self
  }

  /// Android's `setEnabled(boolean)`, for chaining.
  @discardableResult
  public func setEnabled(_ enabled: Bool) -> MenuItem {
    isEnabled = enabled
    return self
  }
}

extension MenuItem: @MainActor CustomStringConvertible {
  /// `"Share" id=0x7f010002`, with `(hidden)`/`(disabled)` as they apply.
  public var description: String {
    var text = "\"\(title)\""
    if itemId != Menu.NONE { text += " id=0x" + String(UInt32(bitPattern: itemId), radix: 16) }
    if !isVisible { text += " (hidden)" }
    if !isEnabled { text += " (disabled)" }
    return text
  }
}
