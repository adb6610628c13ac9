import Foundation
import MapKitCompat
import Testing
import WebKitCompat

/// Interface Builder's `<wkWebView>` and `<mapView>` elements are WebKit's `WKWebView` and MapKit's `MKMapView`
/// (Xcode's object library: "WebKit View", "Map Kit View"; a storyboard names no custom class for them). SegueKit's
/// core cannot name those classes, so WebKitCompat and MapKitCompat register them by element name, as `segue port`'s
/// generated `PortedApp.registerClasses()` does; an element nobody registered stays a plain `UIView`.
@MainActor
@Suite struct StoryboardElementTests {
  /// The shape of the wide corpus's Scoop (`<wkWebView>` with its configuration) and ParkenDD (`<mapView>`).
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-1">
        <scenes>
            <scene sceneID="sc-1">
                <objects>
                    <viewController id="vc-1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <wkWebView contentMode="scaleToFill" id="web">
                                    <rect key="frame" x="0.0" y="46" width="320" height="502"/>
                                    <wkWebViewConfiguration key="configuration">
                                        <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                                        <wkPreferences key="preferences"/>
                                    </wkWebViewConfiguration>
                                </wkWebView>
                                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
    mapType="standard" showsUserLocation="YES" id="map" tag="7">
                                    <rect key="frame" x="10" y="20" width="300" height="200"/>
                                </mapView>
                                <mtkView contentMode="scaleToFill" id="metal">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                </mtkView>
                                <view contentMode="scaleToFill" id="plain">
                                    <rect key="frame" x="0.0" y="46" width="320" height="502"/>
                                </view>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func registeredElementsLoadAsTheirFrameworksClasses() throws {
    StoryboardClassRegistry.registerWebKitElements()
    StoryboardClassRegistry.registerMapKitElements()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoryboardElements-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Main.storyboard")
    try Self.storyboard.write(to: url, atomically: true, encoding: .utf8)
    let controller = try #require(UIStoryboard(url: url).instantiateInitialViewController())
    let subviews = controller.view.subviews
    #expect(subviews.map { String(describing: type(of: $0)) } == ["WKWebView", "MKMapView", "UIView", "UIView"])
    // The element's frame is loaded as a plain view's with the same `<rect key="frame">` is (the loader leaves
    // frames to layout today).
    #expect(subviews[0].frame == subviews[3].frame)
    #expect(subviews.allSatisfy { $0.superview === controller.view })
    #expect(subviews[1].tag == 7)
    let webView = try #require(subviews[0] as? WKWebView)
    let request = URLRequest(url: try #require(URL(string: "https://example.com/news")))
    webView.load(request)
    #expect(webView.loads == [.request(request)])
    #expect(webView.url == request.url)
    MainQueue.drain()
  }
}
