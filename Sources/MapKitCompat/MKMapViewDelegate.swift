public import SegueKit

/// The delegate of a map view. Mirrors MapKit's `MKMapViewDelegate`; its requirements are optional there and have
/// defaults here (no view or renderer, nothing done).
@preconcurrency @MainActor
public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapViewWillStartLoadingMap(_ mapView: MKMapView)
  func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
  func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  func mapViewWillStartLocatingUser(_ mapView: MKMapView)
  func mapViewDidStopLocatingUser(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
    fromOldState oldState: MKAnnotationView.DragState)
  func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
  func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
  func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation])
    -> MKClusterAnnotation
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
  public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
  public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
  public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
  ) {}
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
  public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
  public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
    fromOldState oldState: MKAnnotationView.DragState
  ) {}
  public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
  /// MapKit requires a renderer for each overlay; without the delegate's, a plain renderer that draws nothing.
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    MKOverlayRenderer(overlay: overlay)
  }
  public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
  public func mapView(
    _ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation]
  ) -> MKClusterAnnotation {
    MKClusterAnnotation(memberAnnotations: memberAnnotations)
  }
}
