public import Foundation

extension UIView {
  /// Options for animating views; kept for source compatibility (there is no rendering).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let curveEaseInOut = AnimationOptions([])
  }

  /// Whether animations are enabled; transitions started while `false` are not animated.
  ///
  /// Mirrors UIKit's class property (storyboard segues set it from their "Animates" flag).
  public static var areAnimationsEnabled: Bool { AnimationState.enabled }

  /// Turns animations on or off.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationState.enabled = enabled
  }

  /// Runs `actions` with animations disabled.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let previous = areAnimationsEnabled
    setAnimationsEnabled(false)
    actions()
    setAnimationsEnabled(previous)
  }

  /// Runs `animations` at once and `completion(true)` after `duration` seconds of virtual time.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    if let completion {
      MainQueue.async(after: duration) { completion(true) }
    }
  }
}

@MainActor
enum AnimationState {
  @exclusivity(unchecked) static var enabled = true
}
