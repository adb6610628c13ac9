public import Foundation

/// A layer that draws a gradient. Nothing is drawn; the colours and geometry are kept.
///
/// Mirrors QuartzCore's `CAGradientLayer`, with Core Animation's defaults.
open class CAGradientLayer: CALayer {
  /// The gradient's colours (`CGColor`s).
  open var colors: [Any]?
  /// The stops of the colours, from 0 to 1.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's kind.
  open var type: CAGradientLayerType = .axial
}

/// A gradient's kind. Mirrors QuartzCore's `CAGradientLayerType`; raw values are Core Animation's.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
