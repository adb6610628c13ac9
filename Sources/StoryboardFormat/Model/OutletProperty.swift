/// The property an outlet or outlet collection fills (`property`), typed for the UIKit properties the runtime
/// connects itself; any other name (an app's own outlet) is kept under its own name.
public struct OutletProperty: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A view controller's root view.
  public static let view = OutletProperty(rawValue: "view")
  /// A table or collection view's data source.
  public static let dataSource = OutletProperty(rawValue: "dataSource")
  /// A table or collection view's delegate.
  public static let delegate = OutletProperty(rawValue: "delegate")
  /// A view's gesture recognizers (an outlet collection).
  public static let gestureRecognizers = OutletProperty(rawValue: "gestureRecognizers")

  public var description: String { rawValue }
}

extension Connection {
  /// ``property``, typed.
  public var outletProperty: OutletProperty? { property.map(OutletProperty.init(rawValue:)) }
}
