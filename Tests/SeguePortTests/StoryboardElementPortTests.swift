import Testing

@testable import SeguePort

/// A ported app that imports WebKit or MapKit gets their storyboard elements registered in the generated
/// `PortedApp.registerClasses()`, so that `<wkWebView>` and `<mapView>` load as `WKWebView` and `MKMapView`
/// (on iOS Interface Builder's elements are those classes; SegueKit's core cannot name them).
@Suite struct StoryboardElementPortTests {
  @Test func registerClassesRegistersTheElementsOfTheImportedFrameworks() {
    let source = PortedApp.source(
      plist: "App/Info.plist", hasResources: true, classes: ["MapViewController"],
      frameworks: ["CoreLocationCompat", "WebKitCompat", "MapKitCompat"])
    let imports = source.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("import ") }
    #expect(imports == ["import Foundation", "import SegueKit", "import MapKitCompat", "import WebKitCompat"])
    let body = source.split(separator: "\n").drop { !$0.contains("func registerClasses()") }.prefix(5)
    #expect(
      body.joined(separator: "\n") == """
          public static func registerClasses() {
            StoryboardClassRegistry.registerMapKitElements()
            StoryboardClassRegistry.registerWebKitElements()
            StoryboardClassRegistry.register(MapViewController.self)
          }
        """)
  }

  /// Without WebKit or MapKit, the file is as before: no other import, no element registration.
  @Test func otherFrameworksRegisterNoElements() {
    let source = PortedApp.source(
      plist: nil, hasResources: false, classes: ["A"], frameworks: ["CoreLocationCompat"])
    #expect(source == PortedApp.source(plist: nil, hasResources: false, classes: ["A"]))
    #expect(!source.contains("Elements()") && !source.contains("import CoreLocationCompat"))
    #expect(source.contains("import SegueKit\n\n/// The ported app"))
  }
}
