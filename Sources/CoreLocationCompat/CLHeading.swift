public import Foundation

/// A compass heading. Mirrors CoreLocation's `CLHeading`.
///
/// The device has no compass by default (``CLLocationManager/headingAvailable()`` is `false` until a test sets
/// ``CLLocationManager/simulatedHeadingAvailable``); a test makes headings with
/// ``init(magneticHeading:trueHeading:headingAccuracy:timestamp:)`` (not in CoreLocation).
open class CLHeading: NSObject, NSCopying, @unchecked Sendable {
  public let magneticHeading: CLLocationDirection
  public let trueHeading: CLLocationDirection
  public let headingAccuracy: CLLocationDirection
  public let timestamp: Date
  public let x: Double = 0
  public let y: Double = 0
  public let z: Double = 0

  /// A heading as the compass would report it. Not in CoreLocation, whose headings only the system makes.
  public init(
    magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection = 5,
    timestamp: Date = Date()
  ) {
    self.magneticHeading = magneticHeading
    self.trueHeading = trueHeading
    self.headingAccuracy = headingAccuracy
    self.timestamp = timestamp
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
