#if canImport(ObjectiveC)
  public import ObjectiveC
  /// Objective-C's selector type, re-exported so the same signatures compile on every platform.
  public typealias Selector = ObjectiveC.Selector
#else
  /// A method name, standing in for Objective-C's `Selector` where there is no Objective-C runtime.
  ///
  /// Not in UIKit on Linux: `#selector` is unavailable, so write `Selector("showViewController:sender:")`.
  public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The selector's name, e.g. `showViewController:sender:`.
    public let name: String

    public init(_ name: String) {
      self.name = name
    }

    public init(stringLiteral value: String) {
      self.name = value
    }

    public var description: String { name }
  }
#endif

extension Selector {
  /// `showViewController:sender:`.
  package static let showViewController = Selector("showViewController:sender:")
  /// `showDetailViewController:sender:`.
  package static let showDetailViewController = Selector("showDetailViewController:sender:")
}
