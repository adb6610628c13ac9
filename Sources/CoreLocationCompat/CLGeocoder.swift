public import Foundation

/// The handler of a geocoding request. Mirrors CoreLocation's `CLGeocodeCompletionHandler`.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into addresses and back. Mirrors CoreLocation's `CLGeocoder`.
///
/// There is no geocoding service: a request answers on the main queue (after the call returns, as Apple's does)
/// with ``simulatedPlacemarks`` when a test set some, and otherwise with `CLError.network`, as a device without a
/// network connection does.
@preconcurrency @MainActor
open class CLGeocoder: NSObject {
  /// What every request answers; `nil` (the default) answers `CLError.network`. Not in CoreLocation.
  public static var simulatedPlacemarks: [CLPlacemark]?

  /// Whether a request is waiting for its answer.
  open private(set) var isGeocoding = false
  private var pending: CLGeocodeCompletionHandler?

  public override init() {
    super.init()
  }

  open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
    answer(completionHandler)
  }

  open func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    answer(completionHandler)
  }

  open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
    answer(completionHandler)
  }

  open func geocodeAddressString(
    _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    answer(completionHandler)
  }

  /// Cancels the request: its handler gets `CLError.geocodeCanceled`.
  open func cancelGeocode() {
    guard let handler = pending else { return }
    pending = nil
    isGeocoding = false
    handler(nil, CLError(.geocodeCanceled))
  }

  private func answer(_ handler: @escaping CLGeocodeCompletionHandler) {
    cancelGeocode()
    pending = handler
    isGeocoding = true
    let placemarks = Self.simulatedPlacemarks
    MainQueue.async { [self] in
      guard let handler = pending else { return }
      pending = nil
      isGeocoding = false
      if let placemarks {
        handler(placemarks, placemarks.isEmpty ? CLError(.geocodeFoundNoResult) : nil)
      } else {
        handler(nil, CLError(.network))
      }
    }
  }
}

/// An area the app monitors. Mirrors CoreLocation's `CLRegion` (monitoring itself is not simulated).
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
  open private(set) var identifier: String
  open var notifyOnEntry = true
  open var notifyOnExit = true

  init(identifier: String) {
    self.identifier = identifier
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A circular area. Mirrors CoreLocation's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  open private(set) var center: CLLocationCoordinate2D
  open private(set) var radius: CLLocationDistance

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }

  /// Whether `coordinate` lies within the region.
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    CLLocation(latitude: center.latitude, longitude: center.longitude).distance(
      from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
  }
}
