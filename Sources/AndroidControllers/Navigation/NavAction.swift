/// A named move to a destination, with its options and default arguments: AndroidX's `NavAction`.
@preconcurrency @MainActor
public final class NavAction {
  /// AndroidX's `getDestinationId()`; 0 for an action that only pops.
  public let destinationId: Int32
  /// AndroidX's `getNavOptions()`.
  public let navOptions: NavOptions?
  /// AndroidX's `getDefaultArguments()`.
  public let defaultArguments: Bundle?

  /// AndroidX's `NavAction(int, NavOptions, Bundle)`.
  public init(_ destinationId: Int32, _ navOptions: NavOptions? = nil, _ defaultArguments: Bundle? = nil) {
    self.destinationId = destinationId
    self.navOptions = navOptions
    self.defaultArguments = defaultArguments
  }
}

/// An action id and its arguments, as Safe Args' generated `…Directions` return: AndroidX's `NavDirections`.
@preconcurrency @MainActor
public protocol NavDirections {
  /// AndroidX's `getActionId()`.
  var actionId: Int32 { get }
  /// AndroidX's `getArguments()`.
  var arguments: Bundle { get }
}

/// AndroidX's `ActionOnlyNavDirections`: an action with no arguments.
public struct ActionOnlyNavDirections: NavDirections {
  public let actionId: Int32
  public init(_ actionId: Int32) { self.actionId = actionId }
  public var arguments: Bundle { Bundle() }
}
