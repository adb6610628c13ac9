public import Foundation

/// An item shown in a bar: the base of bar button items and tab bar items.
///
/// Mirrors UIKit's `UIBarItem`; images are kept, not drawn.
@preconcurrency @MainActor
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
  private var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// The appearance properties set on the item itself (see `AppearanceCustomizable`).
  var explicitAppearanceKeys: Set<AnyHashable> = []

  /// Sets the attributes of the title's text for `state`; recorded, not drawn.
  ///
  /// Mirrors UIKit's `setTitleTextAttributes(_:for:)`, an appearance property.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleTextAttributesByState[state.rawValue] = attributes
    noteAppearanceSet("titleTextAttributes", state.rawValue, attributes) { $0.setTitleTextAttributes($1, for: state) }
  }

  /// The attributes of the title's text set for `state`. Mirrors UIKit's `titleTextAttributes(for:)`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleTextAttributesByState[state.rawValue]
  }
}

/// A tab bar item.
///
/// Mirrors UIKit's `UITabBarItem`.
@preconcurrency @MainActor
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
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and a selected image.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImageStorage = selectedImage
  }

  /// Creates a system item; its title and image are the system's (``UIBarItem/title`` stays `nil`).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}
