public import Foundation

/// Delivers location and heading events to its delegate. Mirrors CoreLocation's `CLLocationManager`.
///
/// The device is simulated by class-wide settings a test makes (none of them in CoreLocation):
/// ``simulatedAuthorizationStatus`` (what the user allowed; `.notDetermined` until a test or the user's answer to the
/// prompt changes it), ``simulatedLocationServicesEnabled``, ``simulatedHeadingAvailable``, and the device's position,
/// which ``simulateLocations(_:)`` moves. The delegate hears everything on the main queue after the call that caused
/// it returns, as Apple's managers call their delegates on the run loop they were made on, in CoreLocation's order:
/// a new manager reports its authorization once (Apple: "The system calls this method when the app creates the related
/// object's CLLocationManager instance, and when the app's authorization status changes"), a request while the status
/// is `.notDetermined` waits for the user (``simulatedPromptAnswer`` or ``simulateAuthorizationChange(to:)``), an
/// answer that changes the status is reported (an unchanged one is not), and updating managers get locations only
/// while authorized — a denied manager's `startUpdatingLocation()` fails with `CLError.denied`.
@preconcurrency @MainActor
open class CLLocationManager: NSObject {
  // MARK: The simulated device (not in CoreLocation)

  /// The app's location authorization; `.notDetermined` by default. Setting it reports nothing: use
  /// ``simulateAuthorizationChange(to:)`` for a change the app hears about. Not in CoreLocation.
  public static var simulatedAuthorizationStatus: CLAuthorizationStatus = .notDetermined
  /// The answer the user gives to the next authorization prompt, or `nil` to leave the prompt unanswered until a test
  /// calls ``simulateAuthorizationChange(to:)``. Not in CoreLocation.
  public static var simulatedPromptAnswer: CLAuthorizationStatus?
  /// The app's location accuracy authorization. Not in CoreLocation.
  public static var simulatedAccuracyAuthorization: CLAccuracyAuthorization = .fullAccuracy
  /// Whether Location Services are on in Settings; `true` by default. Not in CoreLocation.
  public static var simulatedLocationServicesEnabled = true
  /// Whether the device has a compass; `false` by default. Not in CoreLocation.
  public static var simulatedHeadingAvailable = false
  /// Where the device is: the last location ``simulateLocations(_:)`` reported; `nil` (no fix yet) by default. Not in
  /// CoreLocation.
  public private(set) static var simulatedLocation: CLLocation?
  /// How many authorization prompts the app caused. Not in CoreLocation.
  public private(set) static var authorizationRequestCount = 0

  private static var live = WeakManagers()

  /// Restores the simulated device's defaults (not determined, services on, no compass, no location). Not in
  /// CoreLocation.
  public static func resetSimulatedDevice() {
    simulatedAuthorizationStatus = .notDetermined
    simulatedPromptAnswer = nil
    simulatedAccuracyAuthorization = .fullAccuracy
    simulatedLocationServicesEnabled = true
    simulatedHeadingAvailable = false
    simulatedLocation = nil
    authorizationRequestCount = 0
  }

  /// The user changes the app's authorization (answering the prompt, or in Settings): every manager's delegate hears
  /// `locationManagerDidChangeAuthorization(_:)` and then `locationManager(_:didChangeAuthorization:)` when the status
  /// changed; updating managers then get the device's location (or `CLError.denied`). Not in CoreLocation.
  public static func simulateAuthorizationChange(to status: CLAuthorizationStatus) {
    guard status != simulatedAuthorizationStatus else { return }
    simulatedAuthorizationStatus = status
    for manager in live.allObjects { manager.authorizationChanged() }
  }

  /// The device moves through `locations` (the last is where it is now): every manager updating its location while
  /// authorized hears `locationManager(_:didUpdateLocations:)` with those past its distance filter. Not in
  /// CoreLocation.
  public static func simulateLocations(_ locations: [CLLocation]) {
    guard let last = locations.last else { return }
    simulatedLocation = last
    for manager in live.allObjects where manager.isUpdatingLocation { manager.deliver(locations) }
  }

  /// The compass reports `heading`: every manager updating its heading hears `locationManager(_:didUpdateHeading:)`.
  /// Not in CoreLocation.
  public static func simulateHeading(_ heading: CLHeading) {
    guard simulatedHeadingAvailable else { return }
    for manager in live.allObjects where manager.isUpdatingHeading {
      manager.heading = heading
      MainQueue.async { [manager] in manager.delegate?.locationManager(manager, didUpdateHeading: heading) }
    }
  }

  // MARK: CoreLocation's API

  open weak var delegate: (any CLLocationManagerDelegate)?
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var activityType: CLActivityType = .other
  open var pausesLocationUpdatesAutomatically = true
  open var allowsBackgroundLocationUpdates = false
  open var showsBackgroundLocationIndicator = false
  open var headingFilter: CLLocationDegrees = 1
  open var headingOrientation: CLDeviceOrientation = .portrait
  /// The most recent location the manager delivered, or `nil`.
  open private(set) var location: CLLocation?
  /// The most recent heading the manager delivered, or `nil`.
  open private(set) var heading: CLHeading?
  open private(set) var monitoredRegions: Set<CLRegion> = []
  open var maximumRegionMonitoringDistance: CLLocationDistance { 1_000 }

  /// Whether `startUpdatingLocation()` (or significant-change monitoring) is on. Not in CoreLocation.
  public private(set) var isUpdatingLocation = false
  /// Whether `startUpdatingHeading()` is on. Not in CoreLocation.
  public private(set) var isUpdatingHeading = false
  private var wantsOneLocation = false
  private var lastDelivered: CLLocation?

  public override init() {
    super.init()
    Self.live.add(self)
    // A new manager reports its authorization once, after the code that made it has set its delegate.
    MainQueue.async { [weak self] in self?.reportAuthorization() }
  }

  /// The app's authorization (iOS 14).
  open var authorizationStatus: CLAuthorizationStatus { Self.simulatedAuthorizationStatus }
  /// Whether locations are precise (iOS 14).
  open var accuracyAuthorization: CLAccuracyAuthorization { Self.simulatedAccuracyAuthorization }
  /// The app's authorization.
  @available(iOS, introduced: 4.2, deprecated: 14.0)
  open class func authorizationStatus() -> CLAuthorizationStatus { simulatedAuthorizationStatus }
  open class func locationServicesEnabled() -> Bool { simulatedLocationServicesEnabled }
  open class func headingAvailable() -> Bool { simulatedHeadingAvailable }
  open class func significantLocationChangeMonitoringAvailable() -> Bool { true }
  /// `false`: iOS 13 removed deferred updates.
  @available(iOS, introduced: 6.0, deprecated: 13.0)
  open class func deferredLocationUpdatesAvailable() -> Bool { false }
  open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { true }
  open class func isRangingAvailable() -> Bool { false }

  /// Asks for When In Use authorization: while the status is `.notDetermined`, the system prompts the user
  /// (``simulatedPromptAnswer`` answers); otherwise nothing happens.
  open func requestWhenInUseAuthorization() { requestAuthorization() }
  /// Asks for Always authorization, as ``requestWhenInUseAuthorization()`` does.
  open func requestAlwaysAuthorization() { requestAuthorization() }
  open func requestTemporaryFullAccuracyAuthorization(
    withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    MainQueue.async { completion?(nil) }
  }

  open func startUpdatingLocation() {
    isUpdatingLocation = true
    startDelivering()
  }

  open func stopUpdatingLocation() {
    isUpdatingLocation = false
    wantsOneLocation = false
  }

  /// Asks for one location: the delegate gets the device's location once, or `CLError.locationUnknown` when it has
  /// none, or `CLError.denied` when the app is not allowed.
  open func requestLocation() {
    wantsOneLocation = true
    startDelivering()
  }

  open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
  open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

  open func startUpdatingHeading() {
    isUpdatingHeading = CLLocationManager.headingAvailable()
  }

  open func stopUpdatingHeading() {
    isUpdatingHeading = false
  }

  open func dismissHeadingCalibrationDisplay() {}

  /// Asks for deferred updates: none since iOS 13, so the delegate hears
  /// `locationManager(_:didFinishDeferredUpdatesWithError:)` with `CLError.deferredFailed` on the main queue.
  @available(iOS, introduced: 6.0, deprecated: 13.0)
  open func allowDeferredLocationUpdates(untilTraveled distance: CLLocationDistance, timeout: TimeInterval) {
    MainQueue.async { [weak self] in
      guard let self else { return }
      delegate?.locationManager(self, didFinishDeferredUpdatesWithError: CLError(.deferredFailed))
    }
  }

  @available(iOS, introduced: 6.0, deprecated: 13.0)
  open func disallowDeferredLocationUpdates() {}
  open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
  open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }

  // MARK: Delivery

  private var isAuthorized: Bool {
    Self.simulatedLocationServicesEnabled
      && [.authorizedWhenInUse, .authorizedAlways].contains(Self.simulatedAuthorizationStatus)
  }

  private func requestAuthorization() {
    guard Self.simulatedAuthorizationStatus == .notDetermined else { return }
    Self.authorizationRequestCount += 1
    guard let answer = Self.simulatedPromptAnswer else { return }
    MainQueue.async { Self.simulateAuthorizationChange(to: answer) }
  }

  private func reportAuthorization() {
    delegate?.locationManagerDidChangeAuthorization(self)
    delegate?.locationManager(self, didChangeAuthorization: authorizationStatus)
  }

  private func authorizationChanged() {
    MainQueue.async { [weak self] in
      guard let self else { return }
      reportAuthorization()
      if isUpdatingLocation || wantsOneLocation { startDeliveringNow() }
    }
  }

  private func startDelivering() {
    MainQueue.async { [weak self] in self?.startDeliveringNow() }
  }

  private func startDeliveringNow() {
    guard isUpdatingLocation || wantsOneLocation else { return }
    if Self.simulatedAuthorizationStatus == .notDetermined && Self.simulatedLocationServicesEnabled {
      return  // Waits for the user's answer.
    }
    if !isAuthorized {
      wantsOneLocation = false
      delegate?.locationManager(self, didFailWithError: CLError(.denied))
    } else if let location = Self.simulatedLocation {
      deliverNow([location])
    } else if wantsOneLocation {
      wantsOneLocation = false
      delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
    }
  }

  private func deliver(_ locations: [CLLocation]) {
    MainQueue.async { [weak self] in
      guard let self, isAuthorized, isUpdatingLocation || wantsOneLocation else { return }
      deliverNow(locations)
    }
  }

  private func deliverNow(_ locations: [CLLocation]) {
    var passing: [CLLocation] = []
    for location in locations {
      if distanceFilter > 0, !wantsOneLocation, let last = lastDelivered,
        location.distance(from: last) < distanceFilter
      {
        continue
      }
      passing.append(location)
      lastDelivered = location
    }
    wantsOneLocation = false
    guard let last = passing.last else { return }
    location = last
    delegate?.locationManager(self, didUpdateLocations: passing)
  }
}

/// The managers alive, weakly held, in the order they were made.
@MainActor
private struct WeakManagers {
  private struct Box { weak var manager: CLLocationManager? }
  private var boxes: [Box] = []

  var allObjects: [CLLocationManager] { boxes.compactMap(\.manager) }

  mutating func add(_ manager: CLLocationManager) {
    boxes.removeAll { $0.manager == nil }
    boxes.append(Box(manager: manager))
  }
}
