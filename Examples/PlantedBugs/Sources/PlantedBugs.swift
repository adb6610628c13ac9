/// Which of the planted bugs are fixed: all `false` is the app as shipped, all `true` the fixed copy the explorer's
/// tests check its emitted reproductions against.
@MainActor
public enum PlantedBugs {
  /// Notes captures itself weakly in its save closure (no retain cycle).
  public static var fixesRetainCycle = false
  /// Share presents its sheet after the alert is dismissed instead of while it is being presented.
  public static var fixesDoublePresentation = false
  /// Fire performs a segue the storyboard has, not a missing one.
  public static var fixesCrash = false
  /// Tip is shown and hidden between `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
  public static var fixesAppearanceForwarding = false

  /// Sets every fix to `fixed`.
  public static func fixAll(_ fixed: Bool) {
    fixesRetainCycle = fixed
    fixesDoublePresentation = fixed
    fixesCrash = fixed
    fixesAppearanceForwarding = fixed
  }
}
