/// The look of a bar: default (light) or black.
///
/// Mirrors UIKit's `UIBarStyle`, with its raw values.
public enum UIBarStyle: Int, Sendable, CaseIterable {
  case `default` = 0
  case black = 1
  /// Deprecated in UIKit: use `.black` with `isTranslucent`.
  case blackTranslucent = 2
}
