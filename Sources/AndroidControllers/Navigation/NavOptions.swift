/// How a navigation changes the back stack: AndroidX's `NavOptions` (built with ``Builder``).
@preconcurrency @MainActor
public final class NavOptions {
  private let singleTop: Bool
  private let restoreState: Bool
  /// AndroidX's `getPopUpToId()`; -1 for none.
  public let popUpToId: Int32
  private let popUpToInclusive: Bool
  private let popUpToSaveState: Bool
  /// AndroidX's `getEnterAnim()` … `getPopExitAnim()`: animation resources as written (not played), -1 for none.
  public let enterAnim: String?
  public let exitAnim: String?
  public let popEnterAnim: String?
  public let popExitAnim: String?

  init(
    singleTop: Bool, restoreState: Bool, popUpToId: Int32, popUpToInclusive: Bool, popUpToSaveState: Bool,
    animations: [String: String] = [:]
  ) {
    self.singleTop = singleTop
    self.restoreState = restoreState
    self.popUpToId = popUpToId
    self.popUpToInclusive = popUpToInclusive
    self.popUpToSaveState = popUpToSaveState
    enterAnim = animations["enterAnim"]
    exitAnim = animations["exitAnim"]
    popEnterAnim = animations["popEnterAnim"]
    popExitAnim = animations["popExitAnim"]
  }

  /// AndroidX's `shouldLaunchSingleTop()`.
  public func shouldLaunchSingleTop() -> Bool { singleTop }
  /// AndroidX's `shouldRestoreState()`.
  public func shouldRestoreState() -> Bool { restoreState }
  /// AndroidX's `isPopUpToInclusive()`.
  public func isPopUpToInclusive() -> Bool { popUpToInclusive }
  /// AndroidX's `shouldPopUpToSaveState()`.
  public func shouldPopUpToSaveState() -> Bool { popUpToSaveState }

  /// AndroidX's `NavOptions.Builder`.
  @preconcurrency @MainActor
  public final class Builder {
    private var singleTop = false
    private var restoreState = false
    private var popUpToId: Int32 = -1
    private var inclusive = false
    private var saveState = false

    public init() {}

    /// AndroidX's `setLaunchSingleTop(boolean)`.
    public func setLaunchSingleTop(_ singleTop: Bool) -> Builder {
      self.singleTop = singleTop
      return self
    }
    /// AndroidX's `setRestoreState(boolean)`.
    public func setRestoreState(_ restoreState: Bool) -> Builder {
      self.restoreState = restoreState
      return self
    }
    /// AndroidX's `setPopUpTo(int, boolean, boolean)`.
    public func setPopUpTo(_ destinationId: Int32, _ inclusive: Bool, _ saveState: Bool = false) -> Builder {
      popUpToId = destinationId
      self.inclusive = inclusive
      self.saveState = saveState
      return self
    }
    /// AndroidX's `build()`.
    public func build() -> NavOptions {
      NavOptions(
        singleTop: singleTop, restoreState: restoreState, popUpToId: popUpToId, popUpToInclusive: inclusive,
        popUpToSaveState: saveState)
    }
  }
}
