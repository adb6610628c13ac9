public import CoreLocationCompat
public import Foundation

/// A place marked on the map. Mirrors MapKit's `MKAnnotation` (not main-actor isolated, as in the iOS 14 SDK the
/// corpus apps were written for); its optional `title` and `subtitle` default to `nil`.
public protocol MKAnnotation: NSObjectProtocol {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An abstract shape with a title. Mirrors MapKit's `MKShape`.
open class MKShape: NSObject, MKAnnotation {
  open var title: String?
  open var subtitle: String?
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

  public override init() {
    super.init()
  }
}

/// An annotation at a point, with a title. Mirrors MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKShape {
  private var point = CLLocationCoordinate2D()

  open override var coordinate: CLLocationCoordinate2D {
    get { point }
    set { point = newValue }
  }

  public override init() {
    super.init()
  }

  public init(coordinate: CLLocationCoordinate2D) {
    super.init()
    point = coordinate
  }

  public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
    super.init()
    point = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// The user's position on the map. Mirrors MapKit's `MKUserLocation`.
open class MKUserLocation: NSObject, MKAnnotation {
  /// Whether the map is tracking the user.
  open internal(set) var isUpdating = false
  /// The user's location, from the simulated device (`CLLocationManager.simulateLocations(_:)`).
  open internal(set) var location: CLLocation?
  open internal(set) var heading: CLHeading?
  open var title: String? = "My Location"
  open var subtitle: String?
  open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }

  public override init() {
    super.init()
  }
}

/// Several annotations shown as one. Mirrors MapKit's `MKClusterAnnotation`.
open class MKClusterAnnotation: NSObject, MKAnnotation {
  open var title: String?
  open var subtitle: String?
  /// The members' mean coordinate.
  open private(set) var coordinate: CLLocationCoordinate2D
  open private(set) var memberAnnotations: [any MKAnnotation]

  public init(memberAnnotations: [any MKAnnotation]) {
    self.memberAnnotations = memberAnnotations
    let count = Double(max(memberAnnotations.count, 1))
    coordinate = CLLocationCoordinate2D(
      latitude: memberAnnotations.map(\.coordinate.latitude).reduce(0, +) / count,
      longitude: memberAnnotations.map(\.coordinate.longitude).reduce(0, +) / count)
    super.init()
  }
}
