public import Foundation

/// The horizontal or vertical size class of an environment (<doc:Adaptivity>).
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

/// The traits of an environment: size classes, idiom and scale.
///
/// Mirrors UIKit's `UITraitCollection` for the traits that drive navigation (size classes and idiom); it is an
/// immutable value object, as in UIKit.
public final class UITraitCollection: Equatable, Sendable, CustomStringConvertible {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let displayScale: CGFloat

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

  /// Combines collections; later collections' specified traits win, as in UIKit.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var idiom = UIUserInterfaceIdiom.unspecified
    var scale: CGFloat = 0
    for collection in collections {
      if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
      if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
      if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
      if collection.displayScale != 0 { scale = collection.displayScale }
    }
    self.init(horizontal: horizontal, vertical: vertical, idiom: idiom, scale: scale)
  }

  init(
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom,
    scale: CGFloat
  ) {
    self.horizontalSizeClass = horizontal
    self.verticalSizeClass = vertical
    self.userInterfaceIdiom = idiom
    self.displayScale = scale
  }

  /// Whether every trait specified in `trait` has the same value in the receiver.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    if trait.horizontalSizeClass != .unspecified && trait.horizontalSizeClass != horizontalSizeClass { return false }
    if trait.verticalSizeClass != .unspecified && trait.verticalSizeClass != verticalSizeClass { return false }
    if trait.userInterfaceIdiom != .unspecified && trait.userInterfaceIdiom != userInterfaceIdiom { return false }
    if trait.displayScale != 0 && trait.displayScale != displayScale { return false }
    return true
  }

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
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
