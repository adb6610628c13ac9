/// The kinds of data a text view turns into links.
///
/// Mirrors UIKit's `UIDataDetectorTypes`, with its raw values.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Calendar events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Shipment tracking numbers.
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  /// Lookup suggestions.
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// No detection. Not in UIKit's Swift interface, which spells it `[]`.
  public static let none: UIDataDetectorTypes = []
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
