/// The curve of a layer's rounded corners.
///
/// Mirrors QuartzCore's `CALayerCornerCurve`; raw values are Core Animation's.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
