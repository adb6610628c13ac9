/// The priority of a layout constraint, from 1 to 1000 (required).
///
/// Mirrors UIKit's `UILayoutPriority`, with its named values and its `+`/`-` with a `Float`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's content compression resistance (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// A window drag that can resize the scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which the scene keeps its size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// A window drag that cannot resize the scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority of a button's content hugging (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority of fitting size calculations (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority `rhs` higher.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` lower.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
