public import Foundation

extension UIImage {
  /// How an image is drawn. Mirrors UIKit's `UIImage.RenderingMode`; raw values are UIKit's.
  public enum RenderingMode: Int, Sendable, CaseIterable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// The base of image configurations. Mirrors UIKit's `UIImage.Configuration`.
  open class Configuration: NSObject, @unchecked Sendable {}

  /// A symbol image's point size, weight, scale or text style.
  ///
  /// Mirrors UIKit's `UIImage.SymbolConfiguration`; equal when the properties set are equal.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size, or zero when unset. Not a UIKit property (UIKit keeps it private).
    public let pointSize: CGFloat
    /// The weight, or `.unspecified`. Not a UIKit property.
    public let weight: SymbolWeight
    /// The scale, or `.unspecified`. Not a UIKit property.
    public let scale: SymbolScale
    /// The text style, if the configuration follows one. Not a UIKit property.
    public let textStyle: UIFont.TextStyle?

    init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// A configuration with a point size. Mirrors UIKit's `init(pointSize:)`.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with a point size and weight. Mirrors UIKit's `init(pointSize:weight:)`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with a point size, weight and scale. Mirrors UIKit's `init(pointSize:weight:scale:)`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// A configuration with a weight. Mirrors UIKit's `init(weight:)`.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with a scale. Mirrors UIKit's `init(scale:)`.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// A configuration following a text style. Mirrors UIKit's `init(textStyle:)`.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// A configuration following a text style at a scale. Mirrors UIKit's `init(textStyle:scale:)`.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// A configuration matching a font's size. Mirrors UIKit's `init(font:)`.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// A configuration matching a font's size, at a scale. Mirrors UIKit's `init(font:scale:)`.
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// The receiver with `configuration`'s set properties applied over it.
    ///
    /// Mirrors UIKit's `applying(_:)`, which returns `Self`; here the result is a `SymbolConfiguration`.
    open func applying(_ configuration: UIImage.Configuration?) -> SymbolConfiguration {
      guard let configuration = configuration as? SymbolConfiguration else { return self }
      return SymbolConfiguration(
        pointSize: configuration.pointSize != 0 ? configuration.pointSize : pointSize,
        weight: configuration.weight != .unspecified ? configuration.weight : weight,
        scale: configuration.scale != .unspecified ? configuration.scale : scale,
        textStyle: configuration.textStyle ?? textStyle)
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle
    }

    open override var hash: Int { pointSize.hashValue ^ weight.rawValue }
  }

  /// A symbol's weight. Mirrors UIKit's `UIImage.SymbolWeight`; raw values are UIKit's.
  public enum SymbolWeight: Int, Sendable, CaseIterable {
    case unspecified = 0
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's scale. Mirrors UIKit's `UIImage.SymbolScale`; raw values are UIKit's.
  public enum SymbolScale: Int, Sendable, CaseIterable {
    case `default` = -1
    case unspecified = 0
    case small, medium, large
  }
}
