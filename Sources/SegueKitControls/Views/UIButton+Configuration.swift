public import Foundation

extension UIButton {
  /// How a button looks and lays out its content (iOS 15+): a style made by one of the static functions, then its
  /// title, subtitle, image, colours and insets.
  ///
  /// Mirrors UIKit's `UIButton.Configuration`, a value type: the values are kept as set and read back; nothing is
  /// drawn. ``UIButton/init(configuration:primaryAction:)`` and ``UIButton/configuration`` give it to a button, whose
  /// accessibility label is the configuration's title when no title is set for a state.
  public struct Configuration: Hashable, @unchecked Sendable {
    /// The style the configuration was made with (UIKit keeps it privately; not in UIKit).
    let style: String
    /// The background's configuration.
    public var background = UIBackgroundConfiguration()
    /// The corner style. Mirrors UIKit's `UIButton.Configuration.CornerStyle`.
    public var cornerStyle = CornerStyle.dynamic
    /// The size the button's content uses.
    public var buttonSize = Size.medium
    /// The style on the Mac idiom.
    public var macIdiomStyle = MacIdiomStyle.automatic
    /// The colour of the title, subtitle and image, or `nil` for the style's.
    public var baseForegroundColor: UIColor?
    /// The background colour, or `nil` for the style's.
    public var baseBackgroundColor: UIColor?
    /// The image the button shows.
    public var image: UIImage?
    /// The symbol configuration of the image.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Whether an activity indicator shows in place of the image.
    public var showsActivityIndicator = false
    /// The title.
    public var title: String?
    /// The title with attributes.
    public var attributedTitle: AttributedString?
    /// The subtitle.
    public var subtitle: String?
    /// The subtitle with attributes.
    public var attributedSubtitle: AttributedString?
    /// The insets around the content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    /// Where the image sits next to the title.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether the configuration updates itself for the selected state.
    public var automaticallyUpdateForSelection = true

    init(style: String) { self.style = style }

    /// A transparent background. Mirrors UIKit's `plain()`.
    public static func plain() -> Configuration { Configuration(style: "plain") }
    /// A tinted background. Mirrors UIKit's `tinted()`.
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    /// A gray background. Mirrors UIKit's `gray()`.
    public static func gray() -> Configuration { Configuration(style: "gray") }
    /// A background filled with the tint colour. Mirrors UIKit's `filled()`.
    public static func filled() -> Configuration { Configuration(style: "filled") }
    /// Another name of ``plain()``, as UIKit's `borderless()` is.
    public static func borderless() -> Configuration { plain() }
    /// Another name of ``gray()``, as UIKit's `bordered()` is.
    public static func bordered() -> Configuration { gray() }
    /// Another name of ``tinted()``, as UIKit's `borderedTinted()` is.
    public static func borderedTinted() -> Configuration { tinted() }
    /// Another name of ``filled()``, as UIKit's `borderedProminent()` is.
    public static func borderedProminent() -> Configuration { filled() }

    /// The configuration for the button's current state; the same values here, as nothing is drawn.
    public func updated(for button: UIButton) -> Configuration { self }

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
        && lhs.attributedTitle == rhs.attributedTitle && lhs.attributedSubtitle == rhs.attributedSubtitle
        && lhs.image === rhs.image && lhs.baseForegroundColor == rhs.baseForegroundColor
        && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.cornerStyle == rhs.cornerStyle
        && lhs.buttonSize == rhs.buttonSize && lhs.macIdiomStyle == rhs.macIdiomStyle
        && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.contentInsets == rhs.contentInsets
        && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
        && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
        && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(title)
      hasher.combine(subtitle)
    }

    /// Mirrors UIKit's `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable {
      case `fixed` = -1
      case dynamic = 0
      case small = 1
      case medium = 2
      case large = 3
      case capsule = 4
    }

    /// Mirrors UIKit's `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable {
      case mini = 0
      case small = 1
      case medium = 2
      case large = 3
    }

    /// Mirrors UIKit's `UIButton.Configuration.MacIdiomStyle`.
    public enum MacIdiomStyle: Int, Sendable {
      case automatic = 0
      case bordered = 1
      case borderless = 2
      case borderlessTinted = 3
    }

    /// Mirrors UIKit's `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Sendable {
      case automatic = 0
      case leading = 1
      case center = 2
      case trailing = 3
    }
  }

  /// Creates a button with a configuration and, when given, a primary action. Mirrors UIKit's
  /// `init(configuration:primaryAction:)` (iOS 15+).
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// Asks for ``configurationUpdateHandler`` to run. Mirrors UIKit's `setNeedsUpdateConfiguration()`; here it runs at
  /// once.
  public func setNeedsUpdateConfiguration() {
    configurationUpdateHandler?(self)
  }
}
