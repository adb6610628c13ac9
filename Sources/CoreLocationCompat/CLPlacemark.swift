public import Foundation

/// A place's address. Mirrors CoreLocation's `CLPlacemark`; a test makes them with
/// ``init(location:name:thoroughfare:subThoroughfare:locality:subLocality:administrativeArea:postalCode:isoCountryCode:country:)``
/// (not in CoreLocation) and gives them to ``CLGeocoder/simulatedPlacemarks``.
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
  open private(set) var location: CLLocation?
  open private(set) var name: String?
  open private(set) var thoroughfare: String?
  open private(set) var subThoroughfare: String?
  open private(set) var locality: String?
  open private(set) var subLocality: String?
  open private(set) var administrativeArea: String?
  open private(set) var subAdministrativeArea: String?
  open private(set) var postalCode: String?
  open private(set) var isoCountryCode: String?
  open private(set) var country: String?
  open private(set) var inlandWater: String?
  open private(set) var ocean: String?
  open private(set) var areasOfInterest: [String]?
  open private(set) var timeZone: TimeZone?

  /// A copy of `placemark`.
  public init(placemark: CLPlacemark) {
    super.init()
    copyFields(of: placemark)
  }

  /// A placemark with the given address. Not in CoreLocation.
  public init(
    location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
    locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil, postalCode: String? = nil,
    isoCountryCode: String? = nil, country: String? = nil
  ) {
    self.location = location
    self.name = name
    self.thoroughfare = thoroughfare
    self.subThoroughfare = subThoroughfare
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.postalCode = postalCode
    self.isoCountryCode = isoCountryCode
    self.country = country
  }

  private func copyFields(of other: CLPlacemark) {
    (location, name, thoroughfare, subThoroughfare) = (
      other.location, other.name, other.thoroughfare, other.subThoroughfare
    )
    (locality, subLocality, administrativeArea, subAdministrativeArea) = (
      other.locality, other.subLocality, other.administrativeArea, other.subAdministrativeArea
    )
    (postalCode, isoCountryCode, country) = (other.postalCode, other.isoCountryCode, other.country)
    (inlandWater, ocean, areasOfInterest, timeZone) = (
      other.inlandWater, other.ocean, other.areasOfInterest, other.timeZone
    )
  }

  public func copy(with zone: NSZone? = nil) -> Any { CLPlacemark(placemark: self) }
}
