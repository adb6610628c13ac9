public import Foundation

/// A layer that draws a path. Nothing is drawn; the path and its styling are kept.
///
/// Mirrors QuartzCore's `CAShapeLayer`, with Core Animation's defaults.
open class CAShapeLayer: CALayer {
  /// The path drawn.
  open var path: CGPath?
  /// The fill colour; opaque black by default.
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The rule that decides what is inside the path.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The stroke colour; none by default.
  open var strokeColor: CGColor?
  /// The stroke's width.
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts, from 0 to 1.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, from 0 to 1.
  open var strokeEnd: CGFloat = 1
  /// The dash pattern of the stroke.
  open var lineDashPattern: [NSNumber]?
  /// The shape of the stroke's ends.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// The shape of the stroke's joins.
  open var lineJoin: CAShapeLayerLineJoin = .miter
}

/// How a shape layer decides what is inside its path.
///
/// Mirrors QuartzCore's `CAShapeLayerFillRule`; raw values are Core Animation's.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's ends. Mirrors QuartzCore's `CAShapeLayerLineCap`; raw values are Core Animation's.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's joins. Mirrors QuartzCore's `CAShapeLayerLineJoin`; raw values are Core Animation's.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
