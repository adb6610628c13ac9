public import Foundation

/// A generator of haptic impacts (inert; each impact is recorded).
///
/// Mirrors UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the simulated objects colliding.
  ///
  /// Mirrors UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`; raw values are UIKit's.
  public enum FeedbackStyle: Int, Sendable, CaseIterable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }

  /// Not in UIKit as a property: the style the generator was made with.
  public let style: FeedbackStyle

  /// A generator of impacts of a style.
  ///
  /// Mirrors UIKit's `init(style:)`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  ///
  /// Mirrors UIKit's `init()`.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Produces an impact (recorded as `"impact(<style>)"`).
  ///
  /// Mirrors UIKit's `impactOccurred()`.
  open func impactOccurred() {
    recordedFeedback.append("impact(\(style))")
  }

  /// Produces an impact of an intensity from 0 to 1 (recorded as `"impact(<style>, <intensity>)"`).
  ///
  /// Mirrors UIKit's `impactOccurred(intensity:)`.
  open func impactOccurred(intensity: CGFloat) {
    recordedFeedback.append("impact(\(style), \(intensity))")
  }
}
