import Foundation

/// The view classes of Interface Builder elements that SegueKit's core cannot name.
///
/// `<wkWebView>` and `<mapView>` are WebKit's `WKWebView` and MapKit's `MKMapView`, which live in modules above the
/// core (`WebKitCompat`, `MapKitCompat`). Those modules register their classes here
/// (`StoryboardClassRegistry.registerWebKitElements()`, `registerMapKitElements()`), and `segue port`'s generated
/// `PortedApp.registerClasses()` calls that for each module the app imports. An element without a registered class
/// loads as a plain `UIView`, as before.
extension StoryboardClassRegistry {
  private static var elementClasses: [String: UIView.Type] = [:]

  /// Makes storyboards and nibs load the element named `element` (`"wkWebView"`) as `type`, through its
  /// `init?(coder:)`, unless the element names a custom class.
  ///
  /// Not in UIKit, where Interface Builder's element names are the system's own classes.
  public static func register(_ type: UIView.Type, forElement element: String) {
    elementClasses[element] = type
  }

  /// The class registered for an element name, or `nil`.
  package static func viewClass(forElement element: String) -> UIView.Type? {
    elementClasses[element]
  }
}
