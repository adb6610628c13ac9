public import CoreLocationCompat
public import Foundation

/// A placemark for the map. Mirrors MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D

  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
  }

  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.coordinate = coordinate
    super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
  }

  public override init(placemark: CLPlacemark) {
    coordinate = placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid
    super.init(placemark: placemark)
  }

  open var title: String? { name }
  open var subtitle: String? { nil }
}

/// A place the Maps app can open. Mirrors MapKit's `MKMapItem`.
///
/// ``openInMaps(launchOptions:)`` answers `false`: the Maps app is not there. The items opened are recorded in
/// ``openedItems`` (not in MapKit).
@preconcurrency @MainActor
open class MKMapItem: NSObject {
  /// Every item the app asked Maps to open, in order. Not in MapKit.
  public private(set) static var openedItems: [MKMapItem] = []

  open private(set) var placemark: MKPlacemark
  open private(set) var isCurrentLocation = false
  open var name: String?
  open var phoneNumber: String?
  open var url: URL?
  open var timeZone: TimeZone?

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    name = placemark.name
    super.init()
  }

  public override convenience init() {
    self.init(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
    isCurrentLocation = true
  }

  open class func forCurrentLocation() -> MKMapItem { MKMapItem() }

  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
    Self.openedItems.append(self)
    return false
  }

  @discardableResult
  open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool {
    openedItems += mapItems
    return false
  }
}

/// A launch option of the Maps app. Mirrors `MKLaunchOptionsDirectionsModeKey`.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Mirrors `MKLaunchOptionsDirectionsModeDriving`.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Mirrors `MKLaunchOptionsDirectionsModeWalking`.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Mirrors `MKLaunchOptionsMapCenterKey`.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// Mirrors `MKLaunchOptionsMapSpanKey`.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"

/// A bar button that switches the map's user tracking. Mirrors MapKit's `MKUserTrackingBarButtonItem`.
@preconcurrency @MainActor
open class MKUserTrackingBarButtonItem: UIBarButtonItem {
  open weak var mapView: MKMapView?

  public init(mapView: MKMapView?) {
    self.mapView = mapView
    super.init()
  }
}

/// The map's compass as a view of its own. Mirrors MapKit's `MKCompassButton`.
@preconcurrency @MainActor
open class MKCompassButton: UIView {
  open weak var mapView: MKMapView?
  open var compassVisibility: MKFeatureVisibility = .adaptive

  public init(mapView: MKMapView?) {
    self.mapView = mapView
    super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
