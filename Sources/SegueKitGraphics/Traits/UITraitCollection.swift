public import Foundation

/// The horizontal or vertical size class of an environment (SegueKitCore's article "Adaptivity").
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The kind of device interface.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}

/// The traits of an environment: size classes, idiom, scale, interface style and content size category.
///
/// Mirrors UIKit's `UITraitCollection` for the traits that drive navigation (size classes and idiom) and the
/// appearance traits apps read (`userInterfaceStyle`, `preferredContentSizeCategory`); it is an immutable value
/// object, as in UIKit.
public final class UITraitCollection: Equatable, Sendable, CustomStringConvertible {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let displayScale: CGFloat
  /// Light or dark appearance. Mirrors UIKit's `userInterfaceStyle`.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The user's preferred text size. Mirrors UIKit's `preferredContentSizeCategory`.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// The traits of the code running now: set while UIKit calls out to a view or controller, otherwise the main
  /// window's. Mirrors UIKit's `UITraitCollection.current`; SegueKit never sets it itself, so it reads back what the
  /// app last set, initially a light iPhone's traits.
  @MainActor public static var current: UITraitCollection = .standardIPhonePortrait

  /// A standard iPhone's traits in portrait: a window's and a view's before they have a device of their own, and
  /// `current`'s at start. Not in UIKit.
  package static let standardIPhonePortrait = DevicePreset.iPhone.traitCollection(for: .portrait)

  /// An empty trait collection (every trait unspecified).
  public convenience init() {
    self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0)
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, scale: 0)
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, scale: 0)
  }

  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom, scale: 0)
  }

  public convenience init(displayScale: CGFloat) {
    self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: displayScale)
  }

  /// A collection with only `userInterfaceStyle` specified. Mirrors UIKit's `init(userInterfaceStyle:)`.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0, style: userInterfaceStyle)
  }

  /// A collection with only the content size category specified.
  /// Mirrors UIKit's `init(preferredContentSizeCategory:)`.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
      contentSize: preferredContentSizeCategory)
  }

  /// `traitCollection`'s value when the receiver is the current collection: the block runs once, at once.
  /// Mirrors UIKit's `performAsCurrent(_:)`.
  @MainActor public func performAsCurrent(_ actions: () -> Void) {
    let saved = UITraitCollection.current
    UITraitCollection.current = self
    actions()
    UITraitCollection.current = saved
  }

  /// Whether `traitCollection`'s colours would differ from the receiver's: its style differs.
  /// Mirrors UIKit's `hasDifferentColorAppearance(comparedTo:)`.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// Combines collections; later collections' specified traits win, as in UIKit.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var idiom = UIUserInterfaceIdiom.unspecified
    var scale: CGFloat = 0
    var style = UIUserInterfaceStyle.unspecified
    var contentSize = UIContentSizeCategory.unspecified
    for collection in collections {
      if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
      if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
      if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
      if collection.displayScale != 0 { scale = collection.displayScale }
      if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
      if collection.preferredContentSizeCategory != .unspecified {
        contentSize = collection.preferredContentSizeCategory
      }
    }
    self.init(
      horizontal: horizontal, vertical: vertical, idiom: idiom, scale: scale, style: style, contentSize: contentSize)
  }

  init(
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom,
    scale: CGFloat, style: UIUserInterfaceStyle = .unspecified, contentSize: UIContentSizeCategory = .unspecified
  ) {
    self.horizontalSizeClass = horizontal
    self.verticalSizeClass = vertical
    self.userInterfaceIdiom = idiom
    self.displayScale = scale
    self.userInterfaceStyle = style
    self.preferredContentSizeCategory = contentSize
  }

  /// The receiver with `style` as its interface style (unchanged when `style` is unspecified).
  package func withStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    guard style != .unspecified, style != userInterfaceStyle else { return self }
    return UITraitCollection(
      horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom, scale: displayScale,
      style: style, contentSize: preferredContentSizeCategory)
  }

  /// The receiver with `category` as its content size category.
  package func withContentSize(_ category: UIContentSizeCategory) -> UITraitCollection {
    guard category != preferredContentSizeCategory else { return self }
    return UITraitCollection(
      horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom, scale: displayScale,
      style: userInterfaceStyle, contentSize: category)
  }

  /// Whether every trait specified in `trait` has the same value in the receiver.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    if trait.horizontalSizeClass != .unspecified && trait.horizontalSizeClass != horizontalSizeClass { return false }
    if trait.verticalSizeClass != .unspecified && trait.verticalSizeClass != verticalSizeClass { return false }
    if trait.userInterfaceIdiom != .unspecified && trait.userInterfaceIdiom != userInterfaceIdiom { return false }
    if trait.displayScale != 0 && trait.displayScale != displayScale { return false }
    if trait.userInterfaceStyle != .unspecified && trait.userInterfaceStyle != userInterfaceStyle { return false }
    if trait.preferredContentSizeCategory != .unspecified
      && trait.preferredContentSizeCategory != preferredContentSizeCategory
    {
      return false
    }
    return true
  }

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
      && lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
  }

  public var description: String {
    "<UITraitCollection; H: \(horizontalSizeClass.name), V: \(verticalSizeClass.name), idiom: \(userInterfaceIdiom)>"
  }
}

extension UIUserInterfaceSizeClass {
  /// `compact`, `regular` or `unspecified`.
  var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}
