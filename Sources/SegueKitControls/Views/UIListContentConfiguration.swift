public import Foundation

/// The content of a list cell: an image, a text and a secondary text, with how each looks.
///
/// Mirrors UIKit's `UIListContentConfiguration` (iOS 14); get one from a cell's
/// ``UITableViewCell/defaultContentConfiguration()``, set its values and give it back:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "About Station"
/// content.image = UIImage(systemName: "info.circle")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text looks.
  public struct TextProperties: Hashable, Sendable {
    /// How a list text lines up; raw values are UIKit's.
    public enum TextAlignment: Int, Hashable, Sendable {
      case natural = 0
      case center = 1
      case justified = 2
    }

    /// The font.
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    /// The colour.
    public var color: UIColor = .label
    /// The alignment. Mirrors UIKit's `alignment`, of UIKit's own `TextAlignment` type.
    public var alignment: TextAlignment = .natural
    /// The most lines shown; 0 means no limit.
    public var numberOfLines = 0
  }

  /// How the image looks.
  public struct ImageProperties: Hashable, Sendable {
    /// The colour a template image is drawn in; `nil` uses the tint colour.
    public var tintColor: UIColor?
    /// The largest size the image is shown at; zero means no limit.
    public var maximumSize: CGSize = .zero
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
  }

  /// The image.
  public var image: UIImage?
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// The primary text.
  public var text: String?
  /// An attributed variant of the primary text, which supersedes `text` and some of `textProperties` on a device
  /// (iOS 14).
  public var attributedText: NSAttributedString?
  /// How the primary text looks.
  public var textProperties = TextProperties()
  /// The secondary text.
  public var secondaryText: String?
  /// An attributed variant of the secondary text, which supersedes `secondaryText` and some of
  /// `secondaryTextProperties` on a device (iOS 14).
  public var secondaryAttributedText: NSAttributedString?
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties()

  /// The configuration of a plain list cell. Mirrors UIKit's `cell()`.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The configuration of a cell with a subtitle under the text. Mirrors UIKit's `subtitleCell()`.
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
    return configuration
  }

  /// The configuration of a cell with a value at its trailing edge. Mirrors UIKit's `valueCell()`.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.color = .secondaryLabel
    return configuration
  }
}
