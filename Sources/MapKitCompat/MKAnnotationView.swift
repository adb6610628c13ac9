public import Foundation
public import SegueKit

/// The view of an annotation on the map. Mirrors MapKit's `MKAnnotationView`.
///
/// The map makes one for each annotation in its region (asking its delegate's `mapView(_:viewFor:)` first) and adds it
/// as its subview; removed annotations' views wait in the map's reuse queue for
/// ``MKMapView/dequeueReusableAnnotationView(withIdentifier:)``.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
  /// The state of a drag. Mirrors `MKAnnotationView.DragState`.
  public enum DragState: UInt, Sendable {
    case none = 0
    case starting = 1
    case dragging = 2
    case canceling = 3
    case ending = 4
  }

  /// How the map ranks the view when views collide. Mirrors `MKFeatureDisplayPriority`.
  public struct DisplayPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = DisplayPriority(rawValue: 1000)
    public static let defaultHigh = DisplayPriority(rawValue: 750)
    public static let defaultLow = DisplayPriority(rawValue: 250)
  }

  /// How the view collides with others. Mirrors `MKAnnotationView.CollisionMode`.
  public enum CollisionMode: Int, Sendable {
    case rectangle = 0
    case circle = 1
    case none = 2
  }

  open private(set) var reuseIdentifier: String?
  open var annotation: (any MKAnnotation)?
  open var image: UIImage?
  open var centerOffset: CGPoint = .zero
  open var calloutOffset: CGPoint = .zero
  open var isEnabled = true
  open var isHighlighted = false
  open var isSelected = false
  open var canShowCallout = false
  open var leftCalloutAccessoryView: UIView?
  open var rightCalloutAccessoryView: UIView?
  open var detailCalloutAccessoryView: UIView?
  open var isDraggable = false
  open var dragState: DragState = .none
  open var clusteringIdentifier: String?
  open private(set) weak var cluster: MKAnnotationView?
  open var displayPriority: DisplayPriority = .required
  open var collisionMode: CollisionMode = .rectangle
  /// How many times the map prepared the view for reuse. Not in MapKit.
  public private(set) var reuseCount = 0

  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// A view with no annotation and `frame`. A convenience initializer here (MapKit's views go through
  /// `init(annotation:reuseIdentifier:)`), so that a subclass overriding that one and `init?(coder:)` inherits
  /// ``init(_dequeuedWithReuseIdentifier:)``, as cells do.
  public override convenience init(frame: CGRect) {
    self.init(annotation: nil, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Makes a view of the receiving class for a registered reuse identifier, through the class's
  /// `init(annotation:reuseIdentifier:)`.
  ///
  /// Not in MapKit, which reaches `init(annotation:reuseIdentifier:)` through the Objective-C runtime. A subclass
  /// inherits it when it overrides (or inherits) `init(annotation:reuseIdentifier:)` and `init?(coder:)`, as views
  /// written for MapKit do.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(annotation: nil, reuseIdentifier: reuseIdentifier)
  }

  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }

  /// Called before the map hands the view out again.
  open func prepareForReuse() {}
  /// Called before the view is shown.
  open func prepareForDisplay() {}

  func markReused() {
    reuseCount += 1
    prepareForReuse()
  }
}

/// A pin's colour before iOS 9. Mirrors MapKit's `MKPinAnnotationColor`.
@available(iOS, introduced: 3.0, deprecated: 9.0, message: "Use MKPinAnnotationView's pinTintColor instead")
public enum MKPinAnnotationColor: UInt, Sendable {
  case red = 0
  case green = 1
  case purple = 2
}

/// A pin. Mirrors MapKit's `MKPinAnnotationView`.
@preconcurrency @MainActor
open class MKPinAnnotationView: MKAnnotationView {
  open var pinTintColor: UIColor? = .systemRed
  open var animatesDrop = false
  @available(iOS, introduced: 3.0, deprecated: 9.0, message: "Use pinTintColor instead")
  open var pinColor: MKPinAnnotationColor = .red

  open class func redPinColor() -> UIColor { .systemRed }
  open class func greenPinColor() -> UIColor { .systemGreen }
  open class func purplePinColor() -> UIColor { .systemPurple }
}

/// A balloon marker, the default view of annotations since iOS 11. Mirrors MapKit's `MKMarkerAnnotationView`.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
  /// When the marker's title shows. Mirrors `MKFeatureVisibility`.
  public typealias TitleVisibility = MKFeatureVisibility

  open var markerTintColor: UIColor?
  open var glyphTintColor: UIColor?
  open var glyphText: String?
  open var glyphImage: UIImage?
  open var selectedGlyphImage: UIImage?
  open var titleVisibility: MKFeatureVisibility = .adaptive
  open var subtitleVisibility: MKFeatureVisibility = .adaptive
  open var animatesWhenAdded = false
}

/// When a feature of the map shows. Mirrors MapKit's `MKFeatureVisibility`.
public enum MKFeatureVisibility: Int, Sendable {
  case adaptive = 0
  case hidden = 1
  case visible = 2
}
