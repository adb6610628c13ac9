import Foundation
import MapKitCompat
import Testing

/// MapKit's stand-in: a view that keeps its region, annotations and overlays, makes the annotations' views through its
/// delegate once it is in a window, and reuses them. Apple's pages: `MKMapView`, `mapView(_:viewFor:)` ("If you do not
/// implement this method, or if you return nil … the map view uses a standard annotation view"), `MKMapViewDelegate`,
/// `dequeueReusableAnnotationView(withIdentifier:for:)`, `MKMarkerAnnotationView` (the default view since iOS 11),
/// `MKMapSize.world` (https://developer.apple.com/documentation/mapkit/…).
@MainActor
@Suite(.serialized) struct MapKitTests {
  private func mapInWindow(_ delegate: MapRecorder) -> (UIWindow, MKMapView) {
    MainQueue.drain()
    let controller = UIViewController()
    let window = UIWindow(device: .iPhone, orientation: .portrait)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    map.delegate = delegate
    controller.view.addSubview(map)
    MainQueue.drain()
    return (window, map)
  }

  @Test func annotationsGetTheirViewsThroughTheDelegateAndAreReused() {
    let recorder = MapRecorder()
    let (window, map) = mapInWindow(recorder)
    map.register(PinView.self, forAnnotationViewWithReuseIdentifier: "pin")
    let berlin = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405), title: "Berlin", subtitle: nil)
    let paris = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), title: "Paris", subtitle: nil)
    map.setRegion(
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 50, longitude: 8),
        span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 14)), animated: true)
    map.addAnnotations([berlin, paris])
    #expect(map.annotations.count == 2 && map.view(for: berlin) == nil)
    MainQueue.drain()
    let berlinView = map.view(for: berlin)
    #expect(berlinView is PinView && map.view(for: paris) is MKMarkerAnnotationView && berlinView?.superview === map)
    // Berlin: 5.405° east of the region's west edge (1°), 2.52° below its north edge (55°), in 300 × 300 points.
    #expect(berlinView?.center == CGPoint(x: (13.405 - 1) / 14 * 300, y: (55 - 52.52) / 10 * 300))
    map.selectAnnotation(berlin, animated: false)
    map.selectAnnotation(paris, animated: false)
    map.removeAnnotation(berlin)
    let reused = map.dequeueReusableAnnotationView(withIdentifier: "pin")
    #expect(reused === berlinView && (reused as? PinView)?.reuseCount == 1 && reused?.annotation == nil)
    #expect(
      recorder.events == [
        "regionWillChange(true)", "regionDidChange(true)", "viewFor(Berlin)", "viewFor(Paris)",
        "didAdd(Berlin,Paris)", "didSelect(Berlin)", "didDeselect(Berlin)", "didSelect(Paris)",
      ])
    #expect(map.selectedAnnotations.map { $0.title ?? nil } == ["Paris"] && window.isKeyWindow)
  }

  @Test func overlaysGetTheDelegatesRenderersAndRegionsConvert() {
    let recorder = MapRecorder()
    let (window, map) = mapInWindow(recorder)
    defer { withExtendedLifetime(window) {} }
    let coordinates = [
      CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 10, longitude: 20),
    ]
    let line = MKPolyline(coordinates: coordinates, count: coordinates.count)
    map.addOverlay(line)
    MainQueue.drain()
    let renderer = map.renderer(for: line) as? MKPolylineRenderer
    #expect(renderer?.polyline === line && renderer?.strokeColor == .systemBlue && renderer?.lineWidth == 3)
    #expect(line.pointCount == 2 && line.coordinates.map(\.longitude).map { ($0 * 1e6).rounded() / 1e6 } == [0, 20])
    #expect(recorder.events == ["rendererFor(2 points)"])
    // MapKit's renderers inherit `init(overlay:)`, as GPS Stone makes its polyline renderers.
    #expect(MKPolylineRenderer(overlay: line).polyline === line)
    // Map points: the world is 2²⁸ points wide; longitude 0 is its middle.
    #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)).x == 134_217_728)
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_320, longitudinalMeters: 111_320
    )
    #expect(abs(region.span.latitudeDelta - 1) < 1e-9 && abs(region.span.longitudeDelta - 1) < 1e-9)
  }

  @Test func userLocationFollowsTheSimulatedDeviceWhenAuthorized() {
    CLLocationManager.resetSimulatedDevice()
    defer { CLLocationManager.resetSimulatedDevice() }
    let recorder = MapRecorder()
    let (window, map) = mapInWindow(recorder)
    defer { withExtendedLifetime(window) {} }
    map.showsUserLocation = true
    MainQueue.drain()
    CLLocationManager.simulateAuthorizationChange(to: .authorizedWhenInUse)
    CLLocationManager.simulateLocations([CLLocation(latitude: 40.7128, longitude: -74.006)])
    map.setCenter(CLLocationCoordinate2D(latitude: 40, longitude: -74), animated: false)
    MainQueue.drain()
    #expect(map.userLocation.coordinate.latitude == 40.7128 && map.isUserLocationVisible)
    #expect(map.view(for: map.userLocation) != nil && !(map.view(for: map.userLocation) is MKMarkerAnnotationView))
    #expect(
      recorder.events == [
        "regionWillChange(false)", "regionDidChange(false)", "didUpdateUserLocation(40.7128,-74.006)",
        "viewFor(My Location)", "didAdd(My Location)",
      ])
  }
}

/// An app's annotation view, registered by class.
private final class PinView: MKAnnotationView {
  override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    canShowCallout = true
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Records a map's delegate calls; Berlin gets a registered pin view, the others MapKit's default.
@MainActor
private final class MapRecorder: MKMapViewDelegate {
  var events: [String] = []

  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
    events.append("regionWillChange(\(animated))")
  }

  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    events.append("regionDidChange(\(animated))")
  }

  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    events.append("viewFor(\((annotation.title ?? nil) ?? "-"))")
    guard annotation.title == "Berlin" else { return nil }
    return mapView.dequeueReusableAnnotationView(withIdentifier: "pin", for: annotation)
  }

  func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {
    events.append("didAdd(\(views.map { ($0.annotation?.title ?? nil) ?? "-" }.joined(separator: ",")))")
  }

  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
    events.append("didSelect(\((view.annotation?.title ?? nil) ?? "-"))")
  }

  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {
    events.append("didDeselect(\((view.annotation?.title ?? nil) ?? "-"))")
  }

  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    events.append("rendererFor(\((overlay as? MKPolyline)?.pointCount ?? 0) points)")
    let renderer = MKPolylineRenderer(polyline: overlay as! MKPolyline)
    renderer.strokeColor = .systemBlue
    renderer.lineWidth = 3
    return renderer
  }

  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
    let coordinate = userLocation.coordinate
    events.append("didUpdateUserLocation(\(coordinate.latitude),\(coordinate.longitude))")
  }
}
