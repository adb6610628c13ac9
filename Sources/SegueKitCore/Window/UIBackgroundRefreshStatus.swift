/// Whether the app may refresh its content in the background.
///
/// Mirrors UIKit's `UIBackgroundRefreshStatus`, with its raw values.
public enum UIBackgroundRefreshStatus: Int, Sendable, CaseIterable {
  case restricted = 0
  case denied = 1
  case available = 2
}
