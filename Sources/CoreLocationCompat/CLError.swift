public import Foundation

/// CoreLocation's error domain. Mirrors `kCLErrorDomain`.
public let kCLErrorDomain = "kCLErrorDomain"

/// A CoreLocation error. Mirrors CoreLocation's `CLError` (its codes' raw values are CoreLocation's).
public struct CLError: Error, CustomNSError, Hashable, Sendable {
  /// The kinds of CoreLocation errors.
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case headingFailure = 3
    case regionMonitoringDenied = 4
    case regionMonitoringFailure = 5
    case regionMonitoringSetupDelayed = 6
    case regionMonitoringResponseDelayed = 7
    case geocodeFoundNoResult = 8
    case geocodeFoundPartialResult = 9
    case geocodeCanceled = 10
    case deferredFailed = 11
    case deferredNotUpdatingLocation = 12
    case deferredAccuracyTooLow = 13
    case deferredDistanceFiltered = 14
    case deferredCanceled = 15
    case rangingUnavailable = 16
    case rangingFailure = 17
    case promptDeclined = 18
    case historicalLocationError = 19
  }

  public let code: Code

  public init(_ code: Code) {
    self.code = code
  }

  public static var errorDomain: String { kCLErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static var locationUnknown: Code { .locationUnknown }
  public static var denied: Code { .denied }
  public static var network: Code { .network }
  public static var headingFailure: Code { .headingFailure }
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
  public static var geocodeCanceled: Code { .geocodeCanceled }
  public static var deferredCanceled: Code { .deferredCanceled }
}
