public import CoreLocationCompat
public import Foundation

/// An annotation drawn as a shape over the map. Mirrors MapKit's `MKOverlay`.
public protocol MKOverlay: MKAnnotation {
  var boundingMapRect: MKMapRect { get }
  func intersects(_ mapRect: MKMapRect) -> Bool
  var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
  public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
  public var canReplaceMapContent: Bool { false }
}

/// A shape made of points. Mirrors MapKit's `MKMultiPoint`.
open class MKMultiPoint: MKShape {
  private let mapPoints: [MKMapPoint]
  /// The points as MapKit hands them out: storage the shape owns.
  private let storage: UnsafeMutablePointer<MKMapPoint>

  init(mapPoints: [MKMapPoint]) {
    self.mapPoints = mapPoints
    storage = .allocate(capacity: max(mapPoints.count, 1))
    storage.initialize(from: mapPoints, count: mapPoints.count)
    super.init()
  }

  deinit {
    storage.deinitialize(count: mapPoints.count)
    storage.deallocate()
  }

  /// The shape's points, valid while the shape lives.
  open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

  open var pointCount: Int { mapPoints.count }

  /// The shape's points as coordinates. Not in MapKit.
  public var coordinates: [CLLocationCoordinate2D] { mapPoints.map(\.coordinate) }

  /// Copies the coordinates of the points in `range` to `coords`.
  open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
    for (offset, index) in (range.location..<(range.location + range.length)).enumerated() {
      coords[offset] = mapPoints[index].coordinate
    }
  }

  open override var coordinate: CLLocationCoordinate2D {
    MKMapPoint(x: boundingRect.midX, y: boundingRect.midY).coordinate
  }

  var boundingRect: MKMapRect {
    mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
  }
}

/// A line through points. Mirrors MapKit's `MKPolyline`.
open class MKPolyline: MKMultiPoint, MKOverlay {
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.init(mapPoints: UnsafeBufferPointer(start: coords, count: count).map(MKMapPoint.init))
  }

  public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
    self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
  }

  open var boundingMapRect: MKMapRect { boundingRect }
}

/// A closed shape through points. Mirrors MapKit's `MKPolygon`.
open class MKPolygon: MKMultiPoint, MKOverlay {
  open private(set) var interiorPolygons: [MKPolygon]?

  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.init(mapPoints: UnsafeBufferPointer(start: coords, count: count).map(MKMapPoint.init))
  }

  public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
    self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
  }

  open var boundingMapRect: MKMapRect { boundingRect }
}

/// A circle around a coordinate. Mirrors MapKit's `MKCircle`.
open class MKCircle: MKShape, MKOverlay {
  private let center: CLLocationCoordinate2D
  open private(set) var radius: CLLocationDistance

  public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
    center = coord
    self.radius = radius
    super.init()
  }

  open override var coordinate: CLLocationCoordinate2D { center }

  open var boundingMapRect: MKMapRect {
    let region = MKCoordinateRegion(center: center, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius)
    let northWest = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: center.latitude + region.span.latitudeDelta / 2,
        longitude: center.longitude - region.span.longitudeDelta / 2))
    let southEast = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: center.latitude - region.span.latitudeDelta / 2,
        longitude: center.longitude + region.span.longitudeDelta / 2))
    return MKMapRect(
      x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
  }
}
