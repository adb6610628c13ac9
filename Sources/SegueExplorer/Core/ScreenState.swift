/// What the explorer knows of the screen after a step: the state's key under the chosen abstraction, the whole
/// navigation snapshot, and what growth detection compares.
///
/// Not in UIKit or Android.
public struct ScreenState: Hashable, Sendable {
  /// The de-duplication key: two states with the same key are the same state (``StateAbstraction``).
  public var key: String
  /// The whole navigation snapshot as text (SegueKitTesting's or AndroidControllersTesting's `description`).
  public var snapshot: String
  /// A short name of the screen for graphs and messages: the innermost visible controller, activity or fragment.
  public var screen: String
  /// The screen with its stacks reduced to what is visible: the same value with a larger ``depth`` along a path
  /// means a stack grows.
  public var growthKey: String
  /// How many controllers (or activities) the visible stacks and presentations hold.
  public var depth: Int

  public init(key: String, snapshot: String, screen: String, growthKey: String, depth: Int) {
    self.key = key
    self.snapshot = snapshot
    self.screen = screen
    self.growthKey = growthKey
    self.depth = depth
  }
}

/// How the explorer decides that two screens are the same state.
public enum StateAbstraction: String, Codable, Sendable, CaseIterable {
  /// Controller (activity, fragment) classes, container kinds, stack shapes, selected tabs, presentations and the
  /// orientation; titles and texts are ignored (every product's detail screen is one state), except a UIKit class's
  /// own: scenes that use a UIKit class as it is are told apart by their title.
  case structure
  /// The structure plus every title and the texts of the elements on screen.
  case texts
}
