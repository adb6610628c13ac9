/// What the user allowed the app. Mirrors CoreLocation's `CLAuthorizationStatus`; raw values are CoreLocation's.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4

  @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use kCLAuthorizationStatusAuthorizedAlways")
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether the app gets precise locations. Mirrors CoreLocation's `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy = 0
  case reducedAccuracy = 1
}

/// What the app uses locations for. Mirrors CoreLocation's `CLActivityType`.
public enum CLActivityType: Int, Sendable {
  case other = 1
  case automotiveNavigation = 2
  case fitness = 3
  case otherNavigation = 4
  case airborne = 5
}

/// The device's orientation. Mirrors CoreLocation's `CLDeviceOrientation`.
public enum CLDeviceOrientation: Int32, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6
}
