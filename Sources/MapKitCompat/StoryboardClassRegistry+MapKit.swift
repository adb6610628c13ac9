extension StoryboardClassRegistry {
  /// Makes storyboards and nibs load `<mapView>` as ``MKMapView`` (a plain `UIView` otherwise, since SegueKit's core
  /// cannot name MapKit's class). `segue port`'s generated `PortedApp.registerClasses()` calls it when the app imports
  /// MapKit.
  ///
  /// Not in MapKit, where Interface Builder's `<mapView>` is the class itself.
  public static func registerMapKitElements() {
    register(MKMapView.self, forElement: "mapView")
  }
}
