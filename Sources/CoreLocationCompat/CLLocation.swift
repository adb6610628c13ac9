public import Foundation

/// Latitude or longitude, in degrees. Mirrors CoreLocation's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres. Mirrors CoreLocation's `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// A speed in metres per second. Mirrors CoreLocation's `CLLocationSpeed`.
public typealias CLLocationSpeed = Double
/// A direction in degrees from north. Mirrors CoreLocation's `CLLocationDirection`.
public typealias CLLocationDirection = Double
/// An accuracy in metres. Mirrors CoreLocation's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double
/// A speed's accuracy. Mirrors CoreLocation's `CLLocationSpeedAccuracy`.
public typealias CLLocationSpeedAccuracy = Double
/// A direction's accuracy. Mirrors CoreLocation's `CLLocationDirectionAccuracy`.
public typealias CLLocationDirectionAccuracy = Double

/// The largest distance. Mirrors `CLLocationDistanceMax`.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The largest time interval. Mirrors `CLTimeIntervalMax`.
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude
/// Every movement is reported. Mirrors `kCLDistanceFilterNone`.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// Every heading change is reported. Mirrors `kCLHeadingFilterNone`.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
// CoreLocation's accuracy constants (CLLocation.h).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

/// A latitude and longitude. Mirrors CoreLocation's `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() {
    latitude = 0
    longitude = 0
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// An invalid coordinate. Mirrors `kCLLocationCoordinate2DInvalid`.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether the coordinate is a place on Earth (latitude within ±90, longitude within ±180).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

/// Makes a coordinate. Mirrors `CLLocationCoordinate2DMake`.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A building floor. Mirrors CoreLocation's `CLFloor`.
open class CLFloor: NSObject, @unchecked Sendable {
  /// The floor's level, 0 the ground floor.
  open var level: Int { 0 }
}

/// A place and time a location was measured. Mirrors CoreLocation's `CLLocation`.
///
/// A test makes the locations the device reports and passes them to
/// ``CLLocationManager/simulateLocations(_:)``.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let ellipsoidalAltitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let courseAccuracy: CLLocationDirectionAccuracy
  public let speed: CLLocationSpeed
  public let speedAccuracy: CLLocationSpeedAccuracy
  public let timestamp: Date
  /// The floor; `nil`, as outside buildings that report one.
  public let floor: CLFloor? = nil

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
    timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    ellipsoidalAltitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = speedAccuracy
    self.timestamp = timestamp
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
    timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
      course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
      course: -1, speed: -1, timestamp: timestamp)
  }

  /// A location with the given coordinate, measured now (altitude 0, unknown vertical accuracy, course and speed).
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The great-circle distance to `location` in metres (haversine on a sphere of the Earth's mean radius, 6,371,008.8
  /// m; CoreLocation does not document its model, and its answers differ from this by well under 0.5%).
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let (lat1, lat2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  open override var description: String {
    "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
  }
}
