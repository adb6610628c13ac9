/// The order in which the explorer tries states and actions. Both try every action on every state when no budget
/// stops them; they differ in what a budget leaves out and in the paths the report gives.
///
/// Not in UIKit or Android.
public enum ExplorationStrategy: String, Codable, Sendable, CaseIterable {
  /// Breadth first: the launch screen's actions, then those of the states one action away, and so on, replaying
  /// from a fresh launch to reach each state. Every state's path in the report is a shortest one.
  case breadthFirst = "breadth-first"
  /// Toward what has not been shown yet, as model-based explorers (Stoat, APE) do: first the actions that the app's
  /// files say lead to a scene not shown yet (a storyboard segue's trigger), then the other actions, then Back, and
  /// rotating and leaving the app last, once the structure is covered; among states, the one closest to the screen
  /// the app is on (by actions already seen to lead there, or Back), before one that needs a replay. A state's path
  /// is the shortest one seen, not always a shortest one.
  case guided
}
