public import Foundation
public import SegueKit

/// Draws an overlay. Mirrors MapKit's `MKOverlayRenderer`; nothing is drawn, the renderer keeps its settings.
@preconcurrency @MainActor
open class MKOverlayRenderer: NSObject {
  public let overlay: any MKOverlay
  open var alpha: CGFloat = 1
  open var contentScaleFactor: CGFloat { 1 }
  /// How many times `setNeedsDisplay()` was called. Not in MapKit.
  public private(set) var displayRequestCount = 0

  public init(overlay: any MKOverlay) {
    self.overlay = overlay
    super.init()
  }

  open func setNeedsDisplay() { displayRequestCount += 1 }
}

/// Draws an overlay as a path. Mirrors MapKit's `MKOverlayPathRenderer`.
@preconcurrency @MainActor
open class MKOverlayPathRenderer: MKOverlayRenderer {
  open var fillColor: UIColor?
  open var strokeColor: UIColor?
  open var lineWidth: CGFloat = 0
  open var lineJoin: CGLineJoin = .round
  open var lineCap: CGLineCap = .round
  open var miterLimit: CGFloat = 10
  open var lineDashPhase: CGFloat = 0
  open var lineDashPattern: [NSNumber]?
}

/// Draws a polyline. Mirrors MapKit's `MKPolylineRenderer`.
@preconcurrency @MainActor
open class MKPolylineRenderer: MKOverlayPathRenderer {
  public convenience init(polyline: MKPolyline) {
    self.init(overlay: polyline)
  }

  open var polyline: MKPolyline { overlay as! MKPolyline }
}

/// Draws a polygon. Mirrors MapKit's `MKPolygonRenderer`.
@preconcurrency @MainActor
open class MKPolygonRenderer: MKOverlayPathRenderer {
  public convenience init(polygon: MKPolygon) {
    self.init(overlay: polygon)
  }

  open var polygon: MKPolygon { overlay as! MKPolygon }
}

/// Draws a circle. Mirrors MapKit's `MKCircleRenderer`.
@preconcurrency @MainActor
open class MKCircleRenderer: MKOverlayPathRenderer {
  public convenience init(circle: MKCircle) {
    self.init(overlay: circle)
  }

  open var circle: MKCircle { overlay as! MKCircle }
}
