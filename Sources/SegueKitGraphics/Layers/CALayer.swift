public import Foundation

/// A layer: the visual state behind a view (corners, border, shadow, opacity, sublayers). Nothing is drawn.
///
/// Mirrors QuartzCore's `CALayer`; values set are read back, with Core Animation's defaults. A view's layer starts
/// with the view's frame; later frame changes of the view are not copied to it.
open class CALayer: NSObject {
  /// The layer's frame in its superlayer.
  open var frame: CGRect = .zero
  /// Mirrors Core Animation's `preferredFrameSize()`: the bounds' size (nothing is measured).
  open func preferredFrameSize() -> CGSize { bounds.size }
  /// The layer's bounds (origin zero, the frame's size).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The layer's position (its frame's centre with the default anchor point).
  open var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The anchor point, in unit coordinates.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The radius of the rounded corners.
  open var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The curve of the rounded corners.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// The border's width.
  open var borderWidth: CGFloat = 0
  /// The border's colour; opaque black by default, as in Core Animation.
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The background colour.
  open var backgroundColor: CGColor?
  /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
  open var masksToBounds = false
  /// The shadow's colour; opaque black by default.
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The shadow's opacity; zero (no shadow) by default.
  open var shadowOpacity: Float = 0
  /// The shadow's offset; `(0, -3)` by default, as in Core Animation.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius; 3 by default.
  open var shadowRadius: CGFloat = 3
  /// The shadow's shape.
  open var shadowPath: CGPath?
  /// The layer's opacity.
  open var opacity: Float = 1
  /// Whether the layer is hidden.
  open var isHidden = false
  /// The layer's position on the z axis.
  open var zPosition: CGFloat = 0
  /// The layer's 3-D transform.
  open var transform: CATransform3D = CATransform3DIdentity
  /// The layer whose alpha masks this one.
  open var mask: CALayer?
  /// The layer's name.
  open var name: String?
  /// The layer's contents (an image).
  open var contents: Any?
  /// Whether the layer is rendered as a bitmap.
  open var shouldRasterize = false
  /// The scale of a rasterized layer.
  open var rasterizationScale: CGFloat = 1
  /// The scale of the contents.
  open var contentsScale: CGFloat = 1
  /// Whether the layer is opaque.
  open var isOpaque = false
  /// The layer's delegate.
  open weak var delegate: AnyObject?
  /// The layer's sublayers, back to front, or `nil` when there are none.
  open var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set {
      for layer in children { layer.superlayerStorage = nil }
      children = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }
  private var children: [CALayer] = []
  private weak var superlayerStorage: CALayer?
  /// The layer's superlayer.
  open var superlayer: CALayer? { superlayerStorage }

  /// Creates a layer. `required` so that a view can make its `UIView.layerClass`.
  public required override init() {
    super.init()
  }

  /// Creates a copy of `layer` for presentation; here a new layer. Mirrors `init(layer:)`.
  public init(layer: Any) {
    super.init()
  }

  /// Adds `layer` on top of the sublayers, removing it from its previous superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(children.count))
  }

  /// Inserts `layer` at `idx` in the sublayers.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    children.insert(layer, at: min(Int(idx), children.count))
    layer.superlayerStorage = self
  }

  /// Inserts `layer` below `sibling` (at the bottom when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = children.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` above `sibling` (on top when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces the sublayer `oldLayer` with `newLayer`.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayerStorage else { return }
    parent.children.removeAll { $0 === self }
    superlayerStorage = nil
  }

  /// Marks the contents as needing display; inert.
  open func setNeedsDisplay() {}
  /// Marks the layer as needing layout; inert.
  open func setNeedsLayout() {}
  /// Lays out sublayers; inert.
  open func layoutIfNeeded() {}
  /// Lays out sublayers; does nothing by default.
  open func layoutSublayers() {}
  /// Removes all animations; inert (no animation is attached).
  open func removeAllAnimations() {}
  /// Removes the animation for a key; inert.
  open func removeAnimation(forKey key: String) {}

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open func presentation() -> Self? { nil }
  open func model() -> Self { self }
  open class func defaultValue(forKey key: String) -> Any? { nil }
  open class func needsDisplay(forKey key: String) -> Bool { false }
  open func shouldArchiveValue(forKey key: String) -> Bool { false }
  open var anchorPointZ: CGFloat = 0
  open func affineTransform() -> CGAffineTransform { .identity }
  open func setAffineTransform(_ m: CGAffineTransform) {}
  open var isDoubleSided: Bool = false
  open var isGeometryFlipped: Bool = false
  open func contentsAreFlipped() -> Bool { false }
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { .zero }
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { .zero }
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { 0 }
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { 0 }
  open func hitTest(_ p: CGPoint) -> CALayer? { nil }
  open func contains(_ p: CGPoint) -> Bool { false }
  open var contentsRect: CGRect = .zero
  open var contentsCenter: CGRect = .zero
  open var minificationFilterBias: Float = 0
  open func display() {}
  open func setNeedsDisplay(_ r: CGRect) {}
  open func needsDisplay() -> Bool { false }
  open func displayIfNeeded() {}
  open var needsDisplayOnBoundsChange: Bool = false
  @available(iOS 6.0, *)
  open var drawsAsynchronously: Bool = false
  open func draw(in ctx: CGContext) {}
  open func render(in ctx: CGContext) {}
  @available(iOS 2.0, *)
  open var allowsEdgeAntialiasing: Bool = false
  @available(iOS 13.0, *)
  open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat { 0 }
  @available(iOS 2.0, *)
  open var allowsGroupOpacity: Bool = false
  open var compositingFilter: Any? = nil
  open var filters: [Any]? = nil
  open var backgroundFilters: [Any]? = nil
  open func needsLayout() -> Bool { false }
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
  open func action(forKey event: String) -> (any CAAction)? { nil }
  open var actions: [String: any CAAction]? = nil
  open func animationKeys() -> [String]? { nil }
  open var style: [AnyHashable: Any]? = nil
  open func scroll(_ p: CGPoint) {}
  open func scrollRectToVisible(_ r: CGRect) {}
  open var visibleRect: CGRect { .zero }
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 0
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses: Bool = false
  // MARK: - End of generated members
}
