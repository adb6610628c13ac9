import CoreLocationCompat
import Foundation
import Testing

/// CoreLocation's stand-in: authorization and locations a test sets, the delegate told in CoreLocation's order on the
/// main queue. Apple's pages: `locationManagerDidChangeAuthorization(_:)` and `locationManager(_:didChangeAuthorization:)`
/// ("The system calls this method when the app creates the related object's CLLocationManager instance, and when the
/// app's authorization status changes"; "If the user's choice doesn't change the authorization status … the location
/// manager doesn't report the current authorization status"), `requestLocation()` ("calls … didFailWithError if it
/// cannot get a location"), `CLError.Code.denied` (https://developer.apple.com/documentation/corelocation/…).
@MainActor
@Suite(.serialized) struct CoreLocationTests {
  init() {
    MainQueue.drain()
    CLLocationManager.resetSimulatedDevice()
  }

  @Test func aNewManagerReportsItsAuthorizationThenThePromptsAnswerThenLocations() {
    let manager = CLLocationManager()
    let recorder = LocationRecorder()
    manager.delegate = recorder
    manager.distanceFilter = 100
    #expect(recorder.events.isEmpty)
    MainQueue.drain()
    manager.requestWhenInUseAuthorization()
    manager.startUpdatingLocation()
    MainQueue.drain()
    #expect(CLLocationManager.authorizationRequestCount == 1 && manager.location == nil)
    CLLocationManager.simulateLocations([CLLocation(latitude: 48.8584, longitude: 2.2945)])
    MainQueue.drain()
    CLLocationManager.simulateAuthorizationChange(to: .authorizedWhenInUse)
    MainQueue.drain()
    // 50 m north: within the distance filter; then 1.1 km north.
    CLLocationManager.simulateLocations([
      CLLocation(latitude: 48.85885, longitude: 2.2945), CLLocation(latitude: 48.8684, longitude: 2.2945),
    ])
    MainQueue.drain()
    manager.requestWhenInUseAuthorization()  // Already determined: nothing.
    MainQueue.drain()
    #expect(
      recorder.events == [
        "didChangeAuthorization", "didChangeAuthorization(notDetermined)",
        "didChangeAuthorization", "didChangeAuthorization(authorizedWhenInUse)",
        "didUpdateLocations(48.8584,2.2945)",
        "didUpdateLocations(48.8684,2.2945)",
      ])
    #expect(manager.location?.coordinate.latitude == 48.8684 && CLLocationManager.authorizationRequestCount == 1)
  }

  @Test func deniedOrUnknownLocationsFailWithCoreLocationsErrors() {
    CLLocationManager.simulatedPromptAnswer = .denied
    let manager = CLLocationManager()
    let recorder = LocationRecorder()
    manager.delegate = recorder
    manager.requestWhenInUseAuthorization()
    MainQueue.drain()
    manager.startUpdatingLocation()
    MainQueue.drain()
    CLLocationManager.simulateAuthorizationChange(to: .authorizedAlways)
    MainQueue.drain()
    manager.stopUpdatingLocation()
    manager.requestLocation()  // No fix yet.
    MainQueue.drain()
    #expect(
      recorder.events == [
        "didChangeAuthorization", "didChangeAuthorization(notDetermined)",
        "didChangeAuthorization", "didChangeAuthorization(denied)",
        "didFailWithError(kCLErrorDomain 1)",
        "didChangeAuthorization", "didChangeAuthorization(authorizedAlways)",
        "didFailWithError(kCLErrorDomain 0)",
      ])
    #expect(
      CLLocationManager.authorizationStatus() == .authorizedAlways && manager.authorizationStatus == .authorizedAlways)
  }

  @Test func theDeviceHasNoCompassAndGeocodingNeedsTheNetwork() {
    #expect(!CLLocationManager.headingAvailable() && CLLocationManager.locationServicesEnabled())
    let geocoder = CLGeocoder()
    var answers: [String] = []
    geocoder.reverseGeocodeLocation(CLLocation(latitude: 52.52, longitude: 13.405)) { placemarks, error in
      answers.append("\(placemarks?.count ?? -1) \((error as? CLError)?.code == .network)")
    }
    #expect(geocoder.isGeocoding && answers.isEmpty)
    MainQueue.drain()
    CLGeocoder.simulatedPlacemarks = [CLPlacemark(location: nil, name: "Alexanderplatz", locality: "Berlin")]
    defer { CLGeocoder.simulatedPlacemarks = nil }
    geocoder.geocodeAddressString("Alexanderplatz") { placemarks, error in
      answers.append("\(placemarks?.first?.locality ?? "-") \(error == nil)")
    }
    MainQueue.drain()
    #expect(answers == ["-1 true", "Berlin true"] && !geocoder.isGeocoding)
  }

  /// iOS 13 removed deferred updates (`deferredLocationUpdatesAvailable()` is false): asking fails with
  /// `CLError.deferredFailed` (GPS Stone still asks).
  @Test func deferredUpdatesFail() {
    let manager = CLLocationManager()
    let recorder = LocationRecorder()
    manager.delegate = recorder
    MainQueue.drain()
    manager.allowDeferredLocationUpdates(untilTraveled: 500, timeout: 60)
    manager.disallowDeferredLocationUpdates()
    MainQueue.drain()
    #expect(!CLLocationManager.deferredLocationUpdatesAvailable())
    #expect(
      recorder.events == [
        "didChangeAuthorization", "didChangeAuthorization(notDetermined)",
        "didFinishDeferredUpdates(kCLErrorDomain 11)",
      ])
  }

  @Test func distancesAreGreatCircleMetres() {
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    // 343.5 km by the haversine formula; CoreLocation reports about 343.9 km (within 0.5%).
    #expect(abs(paris.distance(from: london) - 343_556) < 500)
    #expect(
      CLLocationCoordinate2DIsValid(paris.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
  }
}

/// Records a location manager's delegate calls.
@MainActor
private final class LocationRecorder: CLLocationManagerDelegate {
  var events: [String] = []

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    events.append("didChangeAuthorization")
  }

  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
    events.append("didChangeAuthorization(\(status))")
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    events.append(
      "didUpdateLocations("
        + locations.map { "\($0.coordinate.latitude),\($0.coordinate.longitude)" }.joined(separator: " ") + ")")
  }

  func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?) {
    let error = error.map { $0 as NSError }
    events.append("didFinishDeferredUpdates(\(error?.domain ?? "-") \(error?.code ?? 0))")
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    let error = error as NSError
    events.append("didFailWithError(\(error.domain) \(error.code))")
  }
}
