/// The bar height a customisation applies to.
///
/// Mirrors UIKit's `UIBarMetrics`, with its raw values.
public enum UIBarMetrics: Int, Sendable, CaseIterable {
  case `default` = 0
  case compact = 1
  case defaultPrompt = 101
  case compactPrompt = 102
}
