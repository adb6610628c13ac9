/// The kinds of data a text view turns into links.
///
/// Mirrors UIKit's `UIDataDetectorTypes`, with its raw values.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static var phoneNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 &<< 0) }
  /// URLs.
  public static var link: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 &<< 1) }
  /// Addresses.
  public static var address: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 &<< 2) }
  /// Calendar events.
  public static var calendarEvent: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 &<< 3) }
  /// Shipment tracking numbers.
  public static var shipmentTrackingNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 &<< 4) }
  /// Flight numbers.
  public static var flightNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 &<< 5) }
  /// Lookup suggestions.
  public static var lookupSuggestion: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 &<< 6) }
  /// No detection. Not in UIKit's Swift interface, which spells it `[]`.
  public static var none: UIDataDetectorTypes { [] }
  /// Every kind.
  public static var all: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: UInt.max) }
}
