public import CoreLocationCompat
public import Foundation

/// The reuse identifier of the views the map makes when its delegate gives none. Mirrors MapKit's constant.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The reuse identifier of cluster views the map makes. Mirrors MapKit's constant.
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier =
  "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// The kind of map shown. Mirrors MapKit's `MKMapType`; raw values are MapKit's.
public enum MKMapType: UInt, Sendable {
  case standard = 0
  case satellite = 1
  case hybrid = 2
  case satelliteFlyover = 3
  case hybridFlyover = 4
  case mutedStandard = 5
}

/// How the map follows the user. Mirrors MapKit's `MKUserTrackingMode`.
public enum MKUserTrackingMode: Int, Sendable {
  case none = 0
  case follow = 1
  case followWithHeading = 2
}

/// Where an overlay is drawn. Mirrors MapKit's `MKOverlayLevel`.
public enum MKOverlayLevel: Int, Sendable {
  case aboveRoads = 0
  case aboveLabels = 1
}

/// A map, as a view that keeps what the app puts on it. Mirrors MapKit's `MKMapView`.
///
/// Nothing is drawn and no tiles load. The map keeps its region, annotations, overlays and selection; it makes the
/// views of the annotations in its region on the main queue once it is in a window (after the call that added them
/// returns), asking its delegate's `mapView(_:viewFor:)` first — a `nil` answer gets an `MKMarkerAnnotationView`
/// (MapKit's default since iOS 11), and the user location a plain `MKAnnotationView` — then tells
/// `mapView(_:didAdd:)`; it asks `mapView(_:rendererFor:)` for each overlay the same way. A removed annotation's view
/// goes to the reuse queue. `regionWillChangeAnimated` is told before a region change and `regionDidChangeAnimated`
/// on the main queue after it. Points and coordinates convert linearly across the view's bounds.
@preconcurrency @MainActor
open class MKMapView: UIView {
  /// Zoom limits. Mirrors `MKMapView.CameraZoomRange`.
  open class CameraZoomRange: NSObject, @unchecked Sendable {
    public let minCenterCoordinateDistance: CLLocationDistance
    public let maxCenterCoordinateDistance: CLLocationDistance

    public init?(
      minCenterCoordinateDistance minDistance: CLLocationDistance,
      maxCenterCoordinateDistance maxDistance: CLLocationDistance
    ) {
      guard minDistance >= 0, maxDistance >= minDistance else { return nil }
      minCenterCoordinateDistance = minDistance
      maxCenterCoordinateDistance = maxDistance
    }

    public convenience init?(minCenterCoordinateDistance minDistance: CLLocationDistance) {
      self.init(minCenterCoordinateDistance: minDistance, maxCenterCoordinateDistance: .greatestFiniteMagnitude)
    }

    public convenience init?(maxCenterCoordinateDistance maxDistance: CLLocationDistance) {
      self.init(minCenterCoordinateDistance: 0, maxCenterCoordinateDistance: maxDistance)
    }
  }

  /// Where the camera's centre may go. Mirrors `MKMapView.CameraBoundary`.
  open class CameraBoundary: NSObject, @unchecked Sendable {
    public let region: MKCoordinateRegion

    public init?(coordinateRegion region: MKCoordinateRegion) {
      self.region = region
    }

    public convenience init?(mapRect: MKMapRect) {
      self.init(coordinateRegion: MKCoordinateRegion(mapRect))
    }
  }

  open weak var delegate: (any MKMapViewDelegate)?
  open var mapType: MKMapType = .standard
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  open var showsCompass = true
  open var showsScale = false
  open var showsTraffic = false
  open var showsBuildings = true
  open var showsPointsOfInterest = true
  open private(set) var cameraZoomRange: CameraZoomRange?
  open private(set) var cameraBoundary: CameraBoundary?
  /// The user's position, kept from the simulated device while ``showsUserLocation`` is on.
  public let userLocation = MKUserLocation()
  open private(set) var userTrackingMode: MKUserTrackingMode = .none
  open private(set) var annotations: [any MKAnnotation] = []
  open private(set) var overlays: [any MKOverlay] = []
  open var selectedAnnotations: [any MKAnnotation] = []

  /// The whole world until the app sets a region.
  private var currentRegion = MKCoordinateRegion(
    center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
  private var views: [ObjectIdentifier: MKAnnotationView] = [:]
  private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
  private var reuseQueues: [String: [MKAnnotationView]] = [:]
  private var registeredClasses: [String: MKAnnotationView.Type] = [:]
  private var updateIsQueued = false
  private var reportedLocationFailure = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Region

  open var region: MKCoordinateRegion {
    get { currentRegion }
    set { setRegion(newValue, animated: false) }
  }

  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    currentRegion = region
    MainQueue.async { [weak self] in
      guard let self else { return }
      delegate?.mapView(self, regionDidChangeAnimated: animated)
    }
    queueUpdate()
  }

  open var centerCoordinate: CLLocationCoordinate2D {
    get { currentRegion.center }
    set { setCenter(newValue, animated: false) }
  }

  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: currentRegion.span), animated: animated)
  }

  open var visibleMapRect: MKMapRect {
    get {
      let northWest = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: currentRegion.center.latitude + currentRegion.span.latitudeDelta / 2,
          longitude: currentRegion.center.longitude - currentRegion.span.longitudeDelta / 2))
      let southEast = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: currentRegion.center.latitude - currentRegion.span.latitudeDelta / 2,
          longitude: currentRegion.center.longitude + currentRegion.span.longitudeDelta / 2))
      return MKMapRect(
        x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
    }
    set { setVisibleMapRect(newValue, animated: false) }
  }

  open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {
    setRegion(MKCoordinateRegion(mapRect), animated: animate)
  }

  open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) {
    setVisibleMapRect(mapRect, animated: animate)
  }

  open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect { mapRect }
  open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

  open func setCameraZoomRange(_ cameraZoomRange: CameraZoomRange?, animated: Bool) {
    self.cameraZoomRange = cameraZoomRange
  }

  open func setCameraBoundary(_ cameraBoundary: CameraBoundary?, animated: Bool) {
    self.cameraBoundary = cameraBoundary
  }

  /// Adds `annotations` and sets the region to the smallest that shows them all.
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    let missing = annotations.filter { annotation in !self.annotations.contains { $0 === annotation } }
    addAnnotations(missing)
    guard !annotations.isEmpty else { return }
    let latitudes = annotations.map(\.coordinate.latitude)
    let longitudes = annotations.map(\.coordinate.longitude)
    let (south, north) = (latitudes.min()!, latitudes.max()!)
    let (west, east) = (longitudes.min()!, longitudes.max()!)
    setRegion(
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
        span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: east - west)),
      animated: animated)
  }

  // MARK: Converting

  open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
    let west = currentRegion.center.longitude - currentRegion.span.longitudeDelta / 2
    let north = currentRegion.center.latitude + currentRegion.span.latitudeDelta / 2
    let point = CGPoint(
      x: (coordinate.longitude - west) / max(currentRegion.span.longitudeDelta, 1e-12) * bounds.width,
      y: (north - coordinate.latitude) / max(currentRegion.span.latitudeDelta, 1e-12) * bounds.height)
    return convert(point, to: view)
  }

  open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
    let local = convert(point, from: view)
    let west = currentRegion.center.longitude - currentRegion.span.longitudeDelta / 2
    let north = currentRegion.center.latitude + currentRegion.span.latitudeDelta / 2
    return CLLocationCoordinate2D(
      latitude: north - local.y / max(bounds.height, 1) * currentRegion.span.latitudeDelta,
      longitude: west + local.x / max(bounds.width, 1) * currentRegion.span.longitudeDelta)
  }

  open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
    let northWest = convert(
      CLLocationCoordinate2D(
        latitude: region.center.latitude + region.span.latitudeDelta / 2,
        longitude: region.center.longitude - region.span.longitudeDelta / 2), toPointTo: view)
    let southEast = convert(
      CLLocationCoordinate2D(
        latitude: region.center.latitude - region.span.latitudeDelta / 2,
        longitude: region.center.longitude + region.span.longitudeDelta / 2), toPointTo: view)
    return CGRect(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
  }

  open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
    let northWest = convert(CGPoint(x: rect.minX, y: rect.minY), toCoordinateFrom: view)
    let southEast = convert(CGPoint(x: rect.maxX, y: rect.maxY), toCoordinateFrom: view)
    return MKCoordinateRegion(
      center: CLLocationCoordinate2D(
        latitude: (northWest.latitude + southEast.latitude) / 2,
        longitude: (northWest.longitude + southEast.longitude) / 2),
      span: MKCoordinateSpan(
        latitudeDelta: northWest.latitude - southEast.latitude,
        longitudeDelta: southEast.longitude - northWest.longitude))
  }

  // MARK: User location

  open var showsUserLocation = false {
    didSet {
      userLocation.isUpdating = showsUserLocation
      reportedLocationFailure = false
      if !showsUserLocation { removeAnnotations([userLocation]) }
      queueUpdate()
    }
  }

  /// Whether the user's location is known and in the region.
  open var isUserLocationVisible: Bool {
    showsUserLocation && userLocation.location.map { currentRegion.contains($0.coordinate) } == true
  }

  open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
    guard mode != userTrackingMode else { return }
    userTrackingMode = mode
    if mode != .none && !showsUserLocation { showsUserLocation = true }
    delegate?.mapView(self, didChange: mode, animated: animated)
  }

  // MARK: Annotations

  open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

  open func addAnnotations(_ annotations: [any MKAnnotation]) {
    self.annotations += annotations
    queueUpdate()
  }

  open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations {
      self.annotations.removeAll { $0 === annotation }
      selectedAnnotations.removeAll { $0 === annotation }
      retireView(of: annotation)
    }
  }

  /// The view of `annotation` when the map made one.
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    views[ObjectIdentifier(annotation)]
  }

  open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
    Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { $0 as? NSObject })
  }

  open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
    registeredClasses[identifier] = viewClass as? MKAnnotationView.Type
  }

  /// A view waiting in the reuse queue for `identifier`, prepared for reuse, or `nil`.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
    guard let view = reuseQueues[identifier]?.popLast() else { return nil }
    view.markReused()
    return view
  }

  /// A view for `annotation`: one from the reuse queue, or a new one of the class registered for `identifier` (a
  /// marker when none is).
  open func dequeueReusableAnnotationView(
    withIdentifier identifier: String, for annotation: any MKAnnotation
  ) -> MKAnnotationView {
    let view =
      dequeueReusableAnnotationView(withIdentifier: identifier)
      ?? (registeredClasses[identifier] ?? MKMarkerAnnotationView.self).init(
        _dequeuedWithReuseIdentifier: identifier)
    view.annotation = annotation
    return view
  }

  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    if let current = selectedAnnotations.first, current !== annotation {
      deselectAnnotation(current, animated: animated)
    }
    guard !selectedAnnotations.contains(where: { $0 === annotation }) else { return }
    selectedAnnotations = [annotation]
    guard let view = view(for: annotation) else { return }
    view.setSelected(true, animated: animated)
    delegate?.mapView(self, didSelect: view)
  }

  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    guard let annotation, selectedAnnotations.contains(where: { $0 === annotation }) else { return }
    selectedAnnotations.removeAll { $0 === annotation }
    guard let view = view(for: annotation) else { return }
    view.setSelected(false, animated: animated)
    delegate?.mapView(self, didDeselect: view)
  }

  // MARK: Overlays

  open func addOverlay(_ overlay: any MKOverlay) { addOverlays([overlay]) }
  open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { addOverlays([overlay]) }
  open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) { addOverlays(overlays) }

  open func addOverlays(_ overlays: [any MKOverlay]) {
    self.overlays += overlays
    queueUpdate()
  }

  open func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
    overlays.insert(overlay, at: min(index, overlays.count))
    queueUpdate()
  }

  open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }

  open func removeOverlays(_ overlays: [any MKOverlay]) {
    for overlay in overlays {
      self.overlays.removeAll { $0 === overlay }
      renderers[ObjectIdentifier(overlay)] = nil
    }
  }

  /// The renderer the delegate gave for `overlay`, once the map asked.
  open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
    renderers[ObjectIdentifier(overlay)]
  }

  // MARK: Making views

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    queueUpdate()
  }

  private func queueUpdate() {
    guard !updateIsQueued else { return }
    updateIsQueued = true
    MainQueue.async { [weak self] in
      guard let self else { return }
      updateIsQueued = false
      update()
    }
  }

  private func update() {
    guard window != nil else { return }
    updateUserLocation()
    var added: [MKAnnotationView] = []
    for annotation in annotations {
      let key = ObjectIdentifier(annotation)
      let inRegion = currentRegion.contains(annotation.coordinate)
      if inRegion, views[key] == nil {
        let view = delegate?.mapView(self, viewFor: annotation) ?? defaultView(for: annotation)
        view.annotation = annotation
        views[key] = view
        addSubview(view)
        added.append(view)
      } else if !inRegion, views[key] != nil {
        retireView(of: annotation)
      }
      if let view = views[key] {
        let point = convert(annotation.coordinate, toPointTo: self)
        view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
      }
    }
    if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    var rendered: [MKOverlayRenderer] = []
    for overlay in overlays where renderers[ObjectIdentifier(overlay)] == nil {
      let renderer = delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
      renderers[ObjectIdentifier(overlay)] = renderer
      rendered.append(renderer)
    }
    if !rendered.isEmpty { delegate?.mapView(self, didAdd: rendered) }
  }

  private func updateUserLocation() {
    guard showsUserLocation else { return }
    let status = CLLocationManager.simulatedAuthorizationStatus
    guard status == .authorizedWhenInUse || status == .authorizedAlways else {
      if status == .denied || status == .restricted, !reportedLocationFailure {
        reportedLocationFailure = true
        delegate?.mapView(self, didFailToLocateUserWithError: CLError(.denied))
      }
      return
    }
    guard let location = CLLocationManager.simulatedLocation, location !== userLocation.location else { return }
    userLocation.location = location
    if !annotations.contains(where: { $0 === userLocation }) { annotations.append(userLocation) }
    delegate?.mapView(self, didUpdate: userLocation)
  }

  private func defaultView(for annotation: any MKAnnotation) -> MKAnnotationView {
    if annotation is MKUserLocation { return MKAnnotationView(annotation: annotation, reuseIdentifier: nil) }
    return dequeueReusableAnnotationView(
      withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
  }

  private func retireView(of annotation: any MKAnnotation) {
    guard let view = views.removeValue(forKey: ObjectIdentifier(annotation)) else { return }
    view.removeFromSuperview()
    view.annotation = nil
    if let identifier = view.reuseIdentifier { reuseQueues[identifier, default: []].append(view) }
  }
}
