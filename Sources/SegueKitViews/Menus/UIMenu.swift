import Foundation

/// A titled group of menu elements.
///
/// Mirrors UIKit's `UIMenu`.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A menu's identifier.
  ///
  /// Mirrors UIKit's `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu is shown.
  ///
  /// Mirrors UIKit's `UIMenu.Options`; raw values are UIKit's.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var displayInline: Options { Options(rawValue: 1 &<< 0) }
    public static var destructive: Options { Options(rawValue: 1 &<< 1) }
    public static var singleSelection: Options { Options(rawValue: 1 &<< 5) }
  }

  /// The menu's identifier.
  ///
  /// Mirrors UIKit's `identifier`.
  public let identifier: UIMenu.Identifier
  /// The menu's options.
  ///
  /// Mirrors UIKit's `options`.
  public let options: UIMenu.Options
  /// The menu's elements.
  ///
  /// Mirrors UIKit's `children`.
  public let children: [UIMenuElement]

  /// A menu of elements.
  ///
  /// Mirrors UIKit's `init(title:image:identifier:options:children:)`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }

  /// A copy of the menu with other children.
  ///
  /// Mirrors UIKit's `replacingChildren(_:)`.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
  }
}
