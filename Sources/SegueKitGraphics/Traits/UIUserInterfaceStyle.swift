/// Light or dark appearance of an environment.
///
/// Mirrors UIKit's `UIUserInterfaceStyle`, with its raw values.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
  case unspecified = 0
  case light = 1
  case dark = 2
}
