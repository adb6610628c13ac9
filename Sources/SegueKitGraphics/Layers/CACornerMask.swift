/// The corners a layer's corner radius rounds.
///
/// Mirrors QuartzCore's `CACornerMask`; raw values are Core Animation's.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static var layerMinXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 &<< 0) }
  public static var layerMaxXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 &<< 1) }
  public static var layerMinXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 &<< 2) }
  public static var layerMaxXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 &<< 3) }
}
