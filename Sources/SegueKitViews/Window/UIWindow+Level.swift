public import Foundation

extension UIWindow {
  /// A window's position in the z-order of windows: higher levels show above lower ones.
  ///
  /// Mirrors UIKit's `UIWindow.Level`, with its raw values and the overlay's `+`/`-` with a `CGFloat`.
  public struct Level: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: CGFloat

    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The level of app windows (0).
    public static let normal = Level(0)
    /// The level of the status bar (1000).
    public static let statusBar = Level(1000)
    /// The level of alerts (2000).
    public static let alert = Level(2000)

    /// The level `rhs` above `lhs`.
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    /// The level `lhs` above `rhs`.
    public static func + (lhs: CGFloat, rhs: Level) -> Level { Level(lhs + rhs.rawValue) }
    /// The level `rhs` below `lhs`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    /// The level `rhs` below `lhs` (as a level).
    public static func - (lhs: CGFloat, rhs: Level) -> Level { Level(lhs - rhs.rawValue) }
  }
}
