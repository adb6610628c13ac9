public import Foundation

/// An element of a menu: an action or a submenu.
///
/// Mirrors UIKit's `UIMenuElement`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// The element's title.
  ///
  /// Mirrors UIKit's `title`.
  open var title: String
  /// The element's image.
  ///
  /// Mirrors UIKit's `image`.
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }

  /// How a menu element looks and behaves.
  ///
  /// Mirrors UIKit's `UIMenuElement.Attributes`; raw values are UIKit's.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a check mark.
  ///
  /// Mirrors UIKit's `UIMenuElement.State`; raw values are UIKit's.
  public enum State: Int, Sendable, CaseIterable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}
