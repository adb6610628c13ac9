// Temporary stand-ins for types the "values" branch adds; delete this file when merging it.
public import Foundation

/// Stand-in for UIKit's `UIColor` until the "values" branch is merged.
open class UIColor {}
/// Stand-in for UIKit's `UIImage` until the "values" branch is merged.
open class UIImage {}
/// Stand-in for UIKit's `UIFont` until the "values" branch is merged.
open class UIFont {}
/// Stand-in for UIKit's `UIEdgeInsets` until the "values" branch is merged.
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
