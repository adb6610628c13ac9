public import Foundation

/// An item shown in a bar: the base of bar button items and tab bar items.
///
/// Mirrors UIKit's `UIBarItem`; images are kept, not drawn.
@MainActor
open class UIBarItem: NSObject {
  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: UIImage?
  /// The image in landscape on iPhone.
  open var landscapeImagePhone: UIImage?
  /// The image for large-text accessibility.
  open var largeContentSizeImage: UIImage?
  /// The offset of the image.
  open var imageInsets: UIEdgeInsets = .zero
  /// Whether the item is enabled.
  open var isEnabled = true
  /// An integer to identify the item.
  open var tag = 0
  /// The identifier UI tests use.
  open var accessibilityIdentifier: String?
  /// Whether VoiceOver treats the item as an element.
  open var isAccessibilityElement = true
  /// The label VoiceOver reads; the title unless set.
  open var accessibilityLabel: String? {
    get { accessibilityLabelStorage ?? title }
    set { accessibilityLabelStorage = newValue }
  }
  private var accessibilityLabelStorage: String?
  /// The hint VoiceOver reads after the label.
  open var accessibilityHint: String?
  /// The value VoiceOver reads.
  open var accessibilityValue: String?
  /// The item's traits.
  open var accessibilityTraits: UIAccessibilityTraits = .button
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

  /// The image shown when the item is selected (the ``UIBarItem/image`` when none is set).
  open var selectedImage: UIImage? {
    get { selectedImageStorage ?? image }
    set { selectedImageStorage = newValue }
  }
  private var selectedImageStorage: UIImage?

  /// Creates an item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and a selected image.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImageStorage = selectedImage
  }

  /// Creates a system item; its title and image are the system's (``UIBarItem/title`` stays `nil`).
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}

/// The item a view controller shows in a navigation bar.
///
/// Mirrors UIKit's `UINavigationItem`.
@MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the bar.
  open var title: String?
  /// The button shown on the left, replacing the back button unless ``leftItemsSupplementBackButton``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The button shown on the right.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The item used as the back button when this item is below the top.
  open var backBarButtonItem: UIBarButtonItem?
  /// The title of the back button shown when this item is below the top.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the left items appear beside the back button.
  open var leftItemsSupplementBackButton = false
  /// A prompt shown above the title.
  open var prompt: String?

  public init(title: String) {
    self.title = title
    super.init()
  }
}
