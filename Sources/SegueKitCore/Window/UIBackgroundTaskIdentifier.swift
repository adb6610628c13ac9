/// The identifier of a background task.
///
/// Mirrors UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
