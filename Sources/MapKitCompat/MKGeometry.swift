public import CoreLocationCompat
import Foundation

/// The width and height of a map region in degrees. Mirrors MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A region of the map: its centre and span. Mirrors MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  public init(center centerCoordinate: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    center = centerCoordinate
    self.span = span
  }

  /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate` (a degree of
  /// latitude taken as 111,320 m, a degree of longitude as that times the cosine of the latitude).
  public init(
    center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metresPerDegree = 111_320.0
    let longitudeScale = max(cos(centerCoordinate.latitude * .pi / 180), 1e-6)
    self.init(
      center: centerCoordinate,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
  }

  /// The region covering `rect`.
  public init(_ rect: MKMapRect) {
    let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    self.init(
      center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
      span: MKCoordinateSpan(
        latitudeDelta: northWest.latitude - southEast.latitude,
        longitudeDelta: southEast.longitude - northWest.longitude))
  }

  /// Whether `coordinate` lies in the region.
  func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude - center.latitude) <= span.latitudeDelta / 2
      && abs(coordinate.longitude - center.longitude) <= span.longitudeDelta / 2
  }
}

/// Makes a span. Mirrors `MKCoordinateSpanMake`.
public func MKCoordinateSpanMake(
  _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
) -> MKCoordinateSpan {
  MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

/// Makes a region. Mirrors `MKCoordinateRegionMake`.
public func MKCoordinateRegionMake(
  _ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan
) -> MKCoordinateRegion {
  MKCoordinateRegion(center: centerCoordinate, span: span)
}

/// Makes a region from distances. Mirrors `MKCoordinateRegionMakeWithDistance`.
public func MKCoordinateRegionMakeWithDistance(
  _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
  _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
  MKCoordinateRegion(
    center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// A point of the flat (Mercator) map. Mirrors MapKit's `MKMapPoint`.
public struct MKMapPoint: Sendable {
  public var x: Double
  public var y: Double

  public init() {
    x = 0
    y = 0
  }

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The map point of `coordinate` (spherical Mercator over ``MKMapSize/world``).
  public init(_ coordinate: CLLocationCoordinate2D) {
    let world = MKMapSize.world.width
    let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
    x = (coordinate.longitude + 180) / 360 * world
    y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
  }

  /// The coordinate of the point.
  public var coordinate: CLLocationCoordinate2D {
    let world = MKMapSize.world.width
    let longitude = x / world * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The distance in metres to `point`.
  public func distance(to point: MKMapPoint) -> CLLocationDistance {
    let (a, b) = (coordinate, point.coordinate)
    return CLLocation(latitude: a.latitude, longitude: a.longitude).distance(
      from: CLLocation(latitude: b.latitude, longitude: b.longitude))
  }
}

/// A size on the flat map. Mirrors MapKit's `MKMapSize`.
public struct MKMapSize: Sendable {
  public var width: Double
  public var height: Double

  public init() {
    width = 0
    height = 0
  }

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole world's size: 2²⁸ points each way, as MapKit's.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle of the flat map. Mirrors MapKit's `MKMapRect`.
public struct MKMapRect: Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  public init() {
    origin = MKMapPoint()
    size = MKMapSize()
  }

  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }

  /// The null rectangle (infinite origin), which ``union(_:)`` ignores.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
  /// The whole world.
  public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public func union(_ rect: MKMapRect) -> MKMapRect {
    if isNull { return rect }
    if rect.isNull { return self }
    let (x, y) = (min(minX, rect.minX), min(minY, rect.minY))
    return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
  }

  public func intersects(_ rect: MKMapRect) -> Bool {
    !isNull && !rect.isNull && minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
  }

  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
