// A stand-in for Spring (github.com/MengTo/Spring), for SwiftRadio ported to Linux: the views keep the animation's
// settings and `animate()` records the animation run, without moving anything.
import SegueKit

/// Stands in for Spring's animation settings, shared by its views.
public protocol Springable: AnyObject {
  /// The animation's name (`"wobble"`, `"zoomIn"`, …).
  var animation: String { get set }
  /// The force.
  var force: CGFloat { get set }
  /// The delay.
  var delay: CGFloat { get set }
  /// The duration.
  var duration: CGFloat { get set }
  /// The damping.
  var damping: CGFloat { get set }
  /// The velocity.
  var velocity: CGFloat { get set }
  /// How many times the animation repeats.
  var repeatCount: Float { get set }
  /// The animations run, in order (not in Spring).
  var animationsRun: [String] { get set }
}

extension Springable {
  /// Runs the animation: here, records its name.
  public func animate() { animationsRun.append(animation) }
  /// Runs the animation, then `completion`.
  public func animateNext(completion: @escaping () -> Void) {
    animate()
    completion()
  }
}

/// Stands in for Spring's `SpringLabel`.
open class SpringLabel: UILabel, Springable {
  public var animation = ""
  public var force: CGFloat = 1
  public var delay: CGFloat = 0
  public var duration: CGFloat = 0.7
  public var damping: CGFloat = 0.7
  public var velocity: CGFloat = 0.7
  public var repeatCount: Float = 1
  public var animationsRun: [String] = []
}

/// Stands in for Spring's `SpringImageView`.
open class SpringImageView: UIImageView, Springable {
  public var animation = ""
  public var force: CGFloat = 1
  public var delay: CGFloat = 0
  public var duration: CGFloat = 0.7
  public var damping: CGFloat = 0.7
  public var velocity: CGFloat = 0.7
  public var repeatCount: Float = 1
  public var animationsRun: [String] = []
}

/// Stands in for Spring's `SpringButton`.
open class SpringButton: UIButton, Springable {
  public var animation = ""
  public var force: CGFloat = 1
  public var delay: CGFloat = 0
  public var duration: CGFloat = 0.7
  public var damping: CGFloat = 0.7
  public var velocity: CGFloat = 0.7
  public var repeatCount: Float = 1
  public var animationsRun: [String] = []
}
