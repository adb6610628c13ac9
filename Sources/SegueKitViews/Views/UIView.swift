public import Foundation

/// A node of the view tree: subviews, superview, tag, identifiers and visibility — no drawing, no layout.
///
/// Mirrors UIKit's `UIView`. Moving a view that belongs to a view controller into or out of a window runs that
/// view controller's appearance callbacks, as UIKit does for views added by app code.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The view's frame in its superview's coordinates. A new size resizes the subviews by their ``autoresizingMask``
  /// when ``autoresizesSubviews`` is on, as UIKit does; a view placed by constraints gets its frame at the next
  /// layout pass.
  // Unchecked: each dynamic exclusivity check costs a thread-local lookup, and the frame is read and set on every
  // appearance; no access to it overlaps another.
  @exclusivity(unchecked) open var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { boundsSizeDidChange(from: oldValue.size) }
    }
  }
  /// The view's bounds (origin zero, the frame's size).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// An integer to find the view with ``viewWithTag(_:)``.
  open var tag: Int = 0
  /// The identifier UI tests use to find the view.
  open var accessibilityIdentifier: String?
  /// Whether the view is hidden.
  open var isHidden: Bool = false {
    // UIKit's stack view watches its arranged views: one hidden or shown is left out or taken back at the next layout.
    didSet {
      if isHidden != oldValue, let stack = superview as? UIStackView, stack.arranges(self) { stack.setNeedsLayout() }
    }
  }
  /// Whether user interaction is enabled.
  open var isUserInteractionEnabled: Bool = true
  /// The view's subviews, back to front.
  @exclusivity(unchecked) public final private(set) var subviews: [UIView] = []
  /// The view's superview.
  public final var superview: UIView? { superviewStorage }
  /// Unowned(unsafe) rather than weak (a weak reference would slow every retain of the view); cleared when the
  /// view is removed and in the superview's deinit.
  @exclusivity(unchecked) package final unowned(unsafe) var superviewStorage: UIView?
  /// The gesture recognizers attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { recognizer.view = nil }
      recognizers = newValue ?? []
      for recognizer in recognizers { recognizer.view = self }
    }
  }
  private var recognizers: [UIGestureRecognizer] = []

  /// The view controller whose root view this is (UIKit's private `_viewDelegate`), which the core sets.
  @exclusivity(unchecked) unowned(unsafe) package final var owningViewController: (any RootViewOwner)?
  /// The visual state (layer, colours, margins …), allocated on first write so that plain views stay small.
  /// Unchecked, as ``frame``: read on every appearance and layout check, written only by ``visual``.
  @exclusivity(unchecked) var visualStorage: UIViewVisualState?
  /// The visual state, allocated when first needed.
  var visual: UIViewVisualState {
    if let visualStorage { return visualStorage }
    let made = UIViewVisualState()
    visualStorage = made
    return made
  }

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  // Not `isolated deinit`, which a `@preconcurrency` class may not declare; SegueKit releases views and
  // controllers on the main actor only.
  deinit {
    MainActor.assumeIsolated {
      for subview in subviews where subview.superviewStorage === self {
        subview.superviewStorage = nil
      }
      if visualStorage?.hasLayoutState == true { LayoutState.viewDidDeallocate(ObjectIdentifier(self)) }
    }
  }

  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  open override var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return superview
  }

  /// The window the view is in, or `nil` when it is not in a window.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current.windowIfSelf { return window }
      view = current.superviewStorage
    }
    return nil
  }

  /// Adds `view` as the front-most subview, removing it from its previous superview.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in ``subviews``.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard !UIKitException.isUnwinding else { return }
    guard view !== self else { return }
    let tracksAppearance = ViewTreeAppearance.isActive
    if tracksAppearance, window != nil, !ViewTreeAppearance.parentsMatch(addingSubtree: view, to: self) { return }
    let replaysAppearance = AppearanceProxies.isInUse
    let oldWindow = tracksAppearance || replaysAppearance ? view.window : nil
    let oldSuperview = view.superviewStorage
    let movesToNewSuperview = oldSuperview !== self
    if movesToNewSuperview {
      view.willMove(toSuperview: self)
      oldSuperview?.willRemoveSubview(view)
    }
    if let old = view.superviewStorage {
      if let position = old.subviews.firstIndex(where: { $0 === view }) { old.subviews.remove(at: position) }
    }
    view.superviewStorage = self
    subviews.insert(view, at: min(max(0, index), subviews.count))
    if let oldSuperview, movesToNewSuperview { NSLayoutConstraint.dropConstraints(leaving: oldSuperview) }
    if tracksAppearance || replaysAppearance {
      let newWindow = window
      if oldWindow !== newWindow {
        // Appearance proxies apply as the view enters the window, before it appears.
        if replaysAppearance, newWindow != nil { AppearanceProxies.viewDidEnterWindow(view) }
        if tracksAppearance { ViewTreeAppearance.viewDidMove(view, from: oldWindow, to: newWindow) }
      }
    }
    if movesToNewSuperview {
      view.didMoveToSuperview()
      didAddSubview(view)
    }
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard !UIKitException.isUnwinding else { return }
    guard let old = superviewStorage else { return }
    let oldWindow = ViewTreeAppearance.isActive ? window : nil
    willMove(toSuperview: nil)
    old.willRemoveSubview(self)
    if let position = old.subviews.firstIndex(where: { $0 === self }) { old.subviews.remove(at: position) }
    superviewStorage = nil
    NSLayoutConstraint.dropConstraints(leaving: old)
    if oldWindow != nil {
      ViewTreeAppearance.viewDidMove(self, from: oldWindow, to: nil)
    }
    didMoveToSuperview()
  }

  /// Called before the view moves to a new superview (`nil` when it is removed). Mirrors UIKit's
  /// `willMove(toSuperview:)`.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview or was removed. Mirrors UIKit's `didMoveToSuperview()`.
  open func didMoveToSuperview() {}

  /// Called on the superview after `subview` was added. Mirrors UIKit's `didAddSubview(_:)`.
  open func didAddSubview(_ subview: UIView) {}

  /// Called on the superview before `subview` is removed. Mirrors UIKit's `willRemoveSubview(_:)`.
  open func willRemoveSubview(_ subview: UIView) {}

  /// The receiver when it is a window (a virtual call instead of a dynamic cast on a hot path).
  package var windowIfSelf: UIWindow? { nil }

  /// Moves `view` to the front of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Whether the receiver is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let node = current {
      if node === view { return true }
      current = node.superview
    }
    return false
  }

  /// The first view in the receiver's subtree (the receiver included, depth first) with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Attaches a gesture recognizer.
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a gesture recognizer.
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  // MARK: Visual state

  /// The class of the layer the view creates. Mirrors UIKit's `layerClass`; override it to back the view with a
  /// `CAShapeLayer` or `CAGradientLayer`.
  open class var layerClass: AnyClass { CALayer.self }

  /// The layer behind the view, created on first access from ``layerClass`` with the view's frame.
  ///
  /// Mirrors UIKit's `layer`.
  open var layer: CALayer {
    if let layer = visualStorage?.layer { return layer }
    let made = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
    made.frame = frame
    made.backgroundColor = visualStorage?.backgroundColor?.cgColor
    made.isOpaque = isOpaque
    made.delegate = self
    visual.layer = made
    return made
  }

  /// The background colour; `nil` (transparent) by default. Setting it also sets the layer's.
  open var backgroundColor: UIColor? {
    get { visualStorage?.backgroundColor }
    set {
      guard newValue != nil || visualStorage != nil else { return }
      visual.backgroundColor = newValue
      visualStorage?.layer?.backgroundColor = newValue?.cgColor
      noteAppearanceSet(\.backgroundColor)
    }
  }

  /// The view's opacity, from 0 to 1.
  open var alpha: CGFloat {
    get { visualStorage?.alpha ?? 1 }
    set { visual.alpha = newValue }
  }

  /// Whether the view is opaque; `true` by default.
  open var isOpaque: Bool {
    get { visualStorage?.isOpaque ?? true }
    set { visual.isOpaque = newValue }
  }

  /// How the content is laid out in the bounds; `.scaleToFill` by default.
  open var contentMode: ContentMode {
    get { visualStorage?.contentMode ?? .scaleToFill }
    set { visual.contentMode = newValue }
  }

  /// Whether subviews are clipped to the bounds: the layer's `CALayer.masksToBounds`, as in UIKit.
  open var clipsToBounds: Bool {
    get { visualStorage?.layer?.masksToBounds ?? false }
    set { layer.masksToBounds = newValue }
  }

  /// The tint colour: the one set on the view, else its superview's, else the system blue — as UIKit resolves it.
  ///
  /// Setting it calls ``tintColorDidChange()`` on the view and on the descendants that inherit it.
  open var tintColor: UIColor! {
    get {
      var view: UIView? = self
      while let current = view {
        if let color = current.visualStorage?.tintColor { return color }
        view = current.superviewStorage
      }
      return .systemBlue
    }
    set {
      guard newValue != nil || visualStorage?.tintColor != nil else { return }
      visual.tintColor = newValue
      notifyTintColorDidChange()
      noteAppearanceSet(\.tintColor)
    }
  }

  private func notifyTintColorDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.visualStorage?.tintColor == nil {
      subview.notifyTintColorDidChange()
    }
  }

  /// Called when the view's effective tint colour changes. Mirrors UIKit's `tintColorDidChange()`.
  open func tintColorDidChange() {}

  /// How the tint is adjusted (dimmed under a presented view); `.automatic` by default.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { visualStorage?.tintAdjustmentMode ?? .automatic }
    set { visual.tintAdjustmentMode = newValue }
  }

  /// The centre of the frame. Mirrors UIKit's `center`; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The view's affine transform; kept, never applied to the frame.
  open var transform: CGAffineTransform {
    get { visualStorage?.transform ?? .identity }
    set { visual.transform = newValue }
  }

  /// The margins for laying out content; 8 points on each side by default, as UIKit's.
  open var layoutMargins: UIEdgeInsets {
    get { visualStorage?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set {
      visual.layoutMargins = newValue
      layoutMarginsDidChange()
    }
  }

  /// The layout margins with leading and trailing edges (left-to-right layout). Mirrors UIKit's
  /// `directionalLayoutMargins`.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }
  }

  /// Whether the superview's margins also apply to the view; `false` by default.
  open var preservesSuperviewLayoutMargins: Bool {
    get { visualStorage?.preservesSuperviewLayoutMargins ?? false }
    set { visual.preservesSuperviewLayoutMargins = newValue }
  }

  /// Whether the margins are counted from the safe area; `true` by default.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { visualStorage?.insetsLayoutMarginsFromSafeArea ?? true }
    set { visual.insetsLayoutMarginsFromSafeArea = newValue }
  }

  /// Called when ``layoutMargins`` change. Mirrors UIKit's `layoutMarginsDidChange()`.
  open func layoutMarginsDidChange() {}

  /// The insets of the part of the view that the device's unsafe edges (the sensor housing, the home indicator) and
  /// its controllers' bars do not cover: for a view controller's root view, those it lies under plus the controller's
  /// `additionalSafeAreaInsets`; for another view in a window, the part of it outside its nearest controller root's
  /// safe area; zero otherwise. Measured from the frames as they stand. Mirrors UIKit's `safeAreaInsets`.
  open var safeAreaInsets: UIEdgeInsets { SafeArea.insets(of: self) }

  /// Called when ``safeAreaInsets`` change; never called here (they are measured when read). Mirrors UIKit's
  /// `safeAreaInsetsDidChange()`.
  open func safeAreaInsetsDidChange() {}

  /// How the view resizes when its superview's size changes (`UIView+Autoresizing.swift` has the arithmetic).
  open var autoresizingMask: AutoresizingMask {
    get { visualStorage?.autoresizingMask ?? [] }
    set { visual.autoresizingMask = newValue }
  }

  /// Whether subviews are resized by their masks when the view's size changes; `true` by default.
  open var autoresizesSubviews: Bool {
    get { visualStorage?.autoresizesSubviews ?? true }
    set { visual.autoresizesSubviews = newValue }
  }

  // MARK: Layout and display

  /// Lays out subviews; does nothing by default. Called by ``layoutIfNeeded()`` after ``setNeedsLayout()``.
  open func layoutSubviews() {}

  /// Marks the view as needing layout: the next ``layoutIfNeeded()``, or the layout pass of the view's window at the
  /// next display refresh (the end of the main queue's next drain), calls ``layoutSubviews()`` once. Mirrors UIKit's `setNeedsLayout()`.
  open func setNeedsLayout() {
    visual.needsLayout = true
    DisplayRefresh.requestLayout(of: self)
  }

  /// Lays out now, synchronously: the views placed by constraints under the view take the frames the constraints
  /// give them (the view itself keeps its frame), then ``layoutSubviews()`` runs on the view and on each descendant
  /// marked with ``setNeedsLayout()``, superviews first. Mirrors UIKit's `layoutIfNeeded()`.
  open func layoutIfNeeded() {
    ConstraintLayout.layOut(self)
    layOutMarkedViews()
  }

  /// ``layoutSubviews()`` on the view and each descendant marked with ``setNeedsLayout()``, superviews first.
  func layOutMarkedViews() {
    if let state = visualStorage, state.needsLayout {
      state.needsLayout = false
      // As in UIKit, a controller's root view brackets its layout with the controller's layout callbacks.
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layOutMarkedViews() }
  }

  /// Marks the view as needing display; inert (nothing is drawn).
  open func setNeedsDisplay() {}

  /// Marks part of the view as needing display; inert.
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// Draws the view's content; never called (nothing is drawn).
  open func draw(_ rect: CGRect) {}

  /// Draws the view and its subviews into the current image context; nothing is drawn here, and it returns `true`
  /// as UIKit does for a complete snapshot.
  ///
  /// Mirrors UIKit's `drawHierarchy(in:afterScreenUpdates:)`, used inside `UIGraphicsImageRenderer.image(actions:)`.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { true }

  /// The size that fits `size`: the current size by default, as UIKit's.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

  /// The smallest or largest size the view's constraints allow, as near `targetSize` as they let it be
  /// (``UIView/layoutFittingCompressedSize`` or ``UIView/layoutFittingExpandedSize``). Mirrors UIKit's
  /// `systemLayoutSizeFitting(_:)`: both dimensions at `fittingSizeLevel`, below every constraint and intrinsic size.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when each dimension is drawn towards `targetSize` at its priority: a
  /// cell's content view fitted to the table's width (`.required`) and as short as its content allows
  /// (`.fittingSizeLevel`), say. Mirrors UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the constraints held in the
  /// view's subtree are solved with the view's own size free; no frame changes.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    ConstraintLayout.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() {
    frame.size = sizeThatFits(frame.size)
  }

  /// The view's natural size; ``UIView/noIntrinsicMetric`` in both dimensions by default.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// `size` rounded up to the pixels of the view's window's device (the main screen's when the view is in no window),
  /// as UIKit rounds the sizes it measures.
  package final func roundedUpToPixels(_ size: CGSize) -> CGSize {
    let scale = window?.device.scale ?? GraphicsEnvironment.mainScreenScale()
    return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
  }

  /// Called by the storyboard and nib loaders before `awakeFromNib()`: a view that sizes by its content notes what
  /// the file had it show.
  package final func noteDesignContent() { (self as? any ContentView)?.noteContentDesign() }
  /// Whether the view still shows what its file had it show, so that the frame Xcode stored (measured with the
  /// device's fonts) is still its size.
  var showsDesignContent: Bool { (self as? any ContentView)?.showsContentDesign ?? false }

  /// Tells layout that ``intrinsicContentSize`` changed: the view's window is laid out again at the next display
  /// refresh. Mirrors UIKit's `invalidateIntrinsicContentSize()`.
  open func invalidateIntrinsicContentSize() {
    DisplayRefresh.requestLayout(of: self)
  }

  /// Called after the view is loaded from a storyboard or nib. Mirrors UIKit's `awakeFromNib()`.
  open func awakeFromNib() {}

  /// Called by Interface Builder's live rendering; never called here. Mirrors UIKit's `prepareForInterfaceBuilder()`.
  open func prepareForInterfaceBuilder() {}

  /// Called when the traits change. Mirrors UIKit's `traitCollectionDidChange(_:)`; views are not notified yet (view
  /// controllers are).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The view's traits: its view controller's for a root view, else its superview's (a window's at the top, a
  /// light iPhone's when detached), in the view's `overrideUserInterfaceStyle` when one is set.
  ///
  /// Mirrors UIKit's `traitCollection` (`UITraitEnvironment`).
  open var traitCollection: UITraitCollection {
    let inherited =
      owningViewController?.traitCollection ?? superviewStorage?.traitCollection ?? UIWindow.defaultTraitCollection
    return inherited.withStyle(visualStorage?.overrideUserInterfaceStyle ?? .unspecified)
  }

  /// The interface style the view and its subviews use regardless of their environment; `.unspecified` inherits.
  ///
  /// Mirrors UIKit's `overrideUserInterfaceStyle`. Set on a window, the window's view controllers are told of the
  /// new traits (`traitCollectionDidChange(_:)`) as in UIKit; views are not notified.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { visualStorage?.overrideUserInterfaceStyle ?? .unspecified }
    set {
      guard newValue != overrideUserInterfaceStyle else { return }
      guard let window = windowIfSelf else {
        visual.overrideUserInterfaceStyle = newValue
        return
      }
      guard let core = CoreLayer.hooks else {
        visual.overrideUserInterfaceStyle = newValue
        return
      }
      core.window(window) { visual.overrideUserInterfaceStyle = newValue }
    }
  }

  // MARK: Hit testing

  /// The farthest descendant of the receiver (or the receiver) that contains `point`, in the receiver's coordinates.
  ///
  /// Mirrors UIKit's `hitTest(_:with:)` over the recorded frames: a view that is hidden, has user interaction
  /// off or an alpha below 0.01 is not hit, nor are its subviews; a point outside the receiver's bounds (as
  /// ``point(inside:with:)`` answers) is not hit even where a subview extends there; the frontmost subview (last in
  /// ``subviews``) is asked first. Apple's documentation of `hitTest(_:with:)` gives these rules.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      let local = CGPoint(
        x: point.x - subview.frame.origin.x + subview.bounds.origin.x,
        y: point.y - subview.frame.origin.y + subview.bounds.origin.y)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point`, in the receiver's coordinates, is inside the receiver: in its ``bounds``.
  ///
  /// Mirrors UIKit's `point(inside:with:)`; override it to enlarge or shape what ``hitTest(_:with:)`` finds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: Accessibility

  /// Whether VoiceOver treats the view as an element; `false` for plain views, `true` for labels and buttons.
  open var isAccessibilityElement: Bool {
    get { visualStorage?.isAccessibilityElement ?? isAccessibilityElementByDefault }
    set { visual.isAccessibilityElement = newValue }
  }

  /// The label VoiceOver reads; a label's text and a button's title unless set.
  open var accessibilityLabel: String? {
    get { visualStorage?.accessibilityLabel ?? accessibilityLabelByDefault }
    set { visual.accessibilityLabel = newValue }
  }

  /// The hint VoiceOver reads after the label.
  open var accessibilityHint: String? {
    get { visualStorage?.accessibilityHint }
    set { visual.accessibilityHint = newValue }
  }

  /// The value VoiceOver reads.
  open var accessibilityValue: String? {
    get { visualStorage?.accessibilityValue }
    set { visual.accessibilityValue = newValue }
  }

  /// The element's traits; `.staticText` for labels and `.button` for buttons unless set.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { visualStorage?.accessibilityTraits ?? accessibilityTraitsByDefault }
    set { visual.accessibilityTraits = newValue }
  }

  /// Whether the view's subtree is hidden from VoiceOver.
  open var accessibilityElementsHidden: Bool {
    get { visualStorage?.accessibilityElementsHidden ?? false }
    set { visual.accessibilityElementsHidden = newValue }
  }

  /// Whether VoiceOver ignores the view's siblings.
  open var accessibilityViewIsModal: Bool {
    get { visualStorage?.accessibilityViewIsModal ?? false }
    set { visual.accessibilityViewIsModal = newValue }
  }

  /// Whether VoiceOver reads the subviews as a group.
  open var shouldGroupAccessibilityChildren: Bool {
    get { visualStorage?.shouldGroupAccessibilityChildren ?? false }
    set { visual.shouldGroupAccessibilityChildren = newValue }
  }

  /// The actions VoiceOver offers on the element.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { visualStorage?.accessibilityCustomActions }
    set { visual.accessibilityCustomActions = newValue }
  }

  /// The elements VoiceOver visits in the view, in order.
  open var accessibilityElements: [Any]? {
    get { visualStorage?.accessibilityElements }
    set { visual.accessibilityElements = newValue }
  }

  /// Whether Smart Invert leaves the view's content as it is (photos, video); `false` unless set.
  ///
  /// Mirrors UIKit's `accessibilityIgnoresInvertColors`; SegueKit draws nothing, so it is only state.
  open var accessibilityIgnoresInvertColors: Bool {
    get { visualStorage?.accessibilityIgnoresInvertColors ?? false }
    set { visual.accessibilityIgnoresInvertColors = newValue }
  }

  /// Activates the element as a VoiceOver double tap does; `false` (not handled) by default.
  open func accessibilityActivate() -> Bool { false }
  /// Increments an adjustable element; does nothing by default.
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element; does nothing by default.
  open func accessibilityDecrement() {}
  /// The number of accessibility elements in the view: those of ``accessibilityElements``.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

  /// The default of ``isAccessibilityElement`` for the view's class.
  var isAccessibilityElementByDefault: Bool { (self as? any ContentView)?.contentIsAccessibilityElement ?? false }
  /// The default of ``accessibilityLabel`` for the view's class.
  var accessibilityLabelByDefault: String? { (self as? any ContentView)?.contentAccessibilityLabel }
  /// The default of ``accessibilityTraits`` for the view's class.
  var accessibilityTraitsByDefault: UIAccessibilityTraits {
    (self as? any ContentView)?.contentAccessibilityTraits ?? .none
  }

  /// The first view in the subtree (the receiver included, depth first) with `identifier`.
  ///
  /// Not in UIKit (UI tests find views by accessibility identifier through XCUITest).
  public final func descendant(withAccessibilityIdentifier identifier: String) -> UIView? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let found = subview.descendant(withAccessibilityIdentifier: identifier) { return found }
    }
    return nil
  }

  // MARK: Interactions

  /// Adds `interaction` to the view: it is told `willMove(to:)` and `didMove(to:)` with the view, and is in
  /// ``interactions``. An interaction attached to another view leaves that view first.
  ///
  /// Mirrors UIKit's `addInteraction(_:)`.
  @available(iOS 11.0, *)
  open func addInteraction(_ interaction: any UIInteraction) {
    if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` from the view: it is told `willMove(to: nil)` and `didMove(to: nil)`.
  ///
  /// Mirrors UIKit's `removeInteraction(_:)`.
  @available(iOS 11.0, *)
  open func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.remove(at: index)
    interaction.didMove(to: nil)
  }

  /// The interactions attached to the view, in the order they were added.
  ///
  /// Mirrors UIKit's `interactions`.
  @available(iOS 11.0, *)
  open var interactions: [any UIInteraction] = []

  // MARK: Alignment and baselines

  /// The insets from the view's frame to the rectangle Auto Layout aligns; zero unless a subclass says otherwise.
  ///
  /// Mirrors UIKit's `alignmentRectInsets`. Not yet read by the layout pass, which aligns frames.
  @available(iOS 6.0, *)
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// `frame` inset by ``alignmentRectInsets``. Mirrors UIKit's `alignmentRect(forFrame:)`.
  @available(iOS 6.0, *)
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// `alignmentRect` outset by ``alignmentRectInsets``. Mirrors UIKit's `frame(forAlignmentRect:)`.
  @available(iOS 6.0, *)
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return alignmentRect.inset(
      by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  /// The view whose baseline satisfies baseline constraints; the view itself. Mirrors UIKit's `forBaselineLayout()`.
  @available(
    iOS, introduced: 6.0, deprecated: 9.0,
    message: "Override -viewForFirstBaselineLayout or -viewForLastBaselineLayout as appropriate, instead"
  )
  open func forBaselineLayout() -> UIView { self }

  /// The view whose first baseline satisfies first-baseline constraints: ``forLastBaselineLayout`` unless overridden.
  ///
  /// Mirrors UIKit's `forFirstBaselineLayout`. The layout pass uses that view's topmost line of text, or, for a view
  /// without text, its top edge.
  @available(iOS 9.0, *)
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

  /// The view whose last baseline satisfies last-baseline constraints: the view itself unless overridden (a subview).
  ///
  /// Mirrors UIKit's `forLastBaselineLayout`. The layout pass uses that view's bottommost line of text, or, for a view
  /// without text, its bottom edge.
  @available(iOS 9.0, *)
  open var forLastBaselineLayout: UIView { self }

  /// Moves the view, when its layout is ambiguous (``hasAmbiguousLayout``), to another frame its constraints allow
  /// equally well. Mirrors UIKit's `exerciseAmbiguityInLayout()`, a debugging aid; the next layout pass puts it back.
  @available(iOS 6.0, *)
  open func exerciseAmbiguityInLayout() {
    if let other = ConstraintLayout.ambiguousViews(under: topmostSuperview)[ObjectIdentifier(self)] { frame = other }
  }

  /// Where the view's first and last lines of text sit, for the layout pass's baselines; nil for a view without text.
  var textBaselines: TextBaselines? { (self as? any ContentView)?.contentTextBaselines }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter() }
  open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {}
  @available(iOS 9.0, *)
  open var isFocused: Bool { false }
  @available(iOS 9.0, *)
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  @available(iOS 9.0, *)
  open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  { .leftToRight }
  @available(iOS 10.0, *)
  open class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection { .leftToRight }
  @available(iOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  @available(iOS 13.0, *)
  open var transform3D: CATransform3D = CATransform3DIdentity
  @available(iOS 4.0, *)
  open var contentScaleFactor: CGFloat = 0
  open var isMultipleTouchEnabled: Bool = false
  open var isExclusiveTouch: Bool = false
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {}
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
  open func sendSubviewToBack(_ view: UIView) {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}
  open var clearsContextBeforeDrawing: Bool = false
  @available(iOS 8.0, *)
  open var mask: UIView? = nil
  @available(iOS 9.0, *)
  open class var inheritedAnimationDuration: TimeInterval { 0 }
  @available(iOS 4.0, *)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
  @available(iOS 7.0, *)
  open class func perform(
    _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {}
  @available(iOS 12.0, *)
  open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {}
  @available(iOS 7.0, *)
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}
  @available(iOS 7.0, *)
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {}
  @available(iOS 6.0, *)
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
  @available(iOS 7.0, *)
  open func addMotionEffect(_ effect: UIMotionEffect) {}
  @available(iOS 7.0, *)
  open func removeMotionEffect(_ effect: UIMotionEffect) {}
  @available(iOS 7.0, *)
  open var motionEffects: [UIMotionEffect] = []
  @available(iOS 6.0, *)
  open func updateConstraintsIfNeeded() {}
  @available(iOS 6.0, *)
  open func updateConstraints() {}
  @available(iOS 6.0, *)
  open func needsUpdateConstraints() -> Bool { false }
  @available(iOS 6.0, *)
  open func setNeedsUpdateConstraints() {}
  @available(iOS 6.0, *)
  open class var requiresConstraintBasedLayout: Bool { false }
  @available(iOS 6.0, *)
  open var restorationIdentifier: String? = nil
  @available(iOS 6.0, *)
  open func encodeRestorableState(with coder: NSCoder) {}
  @available(iOS 6.0, *)
  open func decodeRestorableState(with coder: NSCoder) {}
  @available(iOS 7.0, *)
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
  @available(iOS 7.0, *)
  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? { nil }
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func commitAnimations() {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationDelegate(_ delegate: Any?) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationWillStart(_ selector: Selector?) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationDidStop(_ selector: Selector?) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationDuration(_ duration: TimeInterval) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationDelay(_ delay: TimeInterval) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationStart(_ startDate: Date) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationRepeatCount(_ repeatCount: Float) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
  open class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {}
  open var showsLargeContentViewer: Bool { false }
  open var largeContentTitle: String? { nil }
  open var largeContentImage: UIImage? { nil }
  open var scalesLargeContentImage: Bool { false }
  open var largeContentImageInsets: UIEdgeInsets { .zero }
  @available(iOS 9.0, *)
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  @available(iOS 9.0, *)
  open var collisionBoundingPath: UIBezierPath {
    InertState.value(of: self, "collisionBoundingPath") { UIBezierPath() }
  }
  open var canBecomeFocused: Bool { false }
  @available(iOS 12.0, *)
  open func didHintFocusMovement(_ hint: UIFocusMovementHint) {}
  open func focusItems(in rect: CGRect) -> [any UIFocusItem] { [] }
  @available(iOS 2.0, *)
  open func display(_ layer: CALayer) {}
  @available(iOS 2.0, *)
  open func draw(_ layer: CALayer, in ctx: CGContext) {}
  @available(iOS 10.0, *)
  open func layerWillDraw(_ layer: CALayer) {}
  @available(iOS 2.0, *)
  open func layoutSublayers(of layer: CALayer) {}
  @available(iOS 2.0, *)
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
  // MARK: - End of generated members
}

/// What the views of the controls layer above that show content (labels, buttons, text fields and text views) answer
/// in place of `UIView`'s defaults: `UIView`'s members that are not public cannot be overridden in another module, so
/// `UIView` asks the view through this protocol. Each member defaults to what `UIView` answers for itself.
@MainActor
package protocol ContentView: UIView {
  /// Where the view's text sits (`textBaselines`).
  var contentTextBaselines: TextBaselines? { get }
  /// Notes what the view's file had it show (`noteDesignContent()`).
  func noteContentDesign()
  /// Whether the view still shows what its file had it show (`showsDesignContent`).
  var showsContentDesign: Bool { get }
  /// The class's default of ``UIView/isAccessibilityElement``.
  var contentIsAccessibilityElement: Bool { get }
  /// The class's default of ``UIView/accessibilityLabel``.
  var contentAccessibilityLabel: String? { get }
  /// The class's default of ``UIView/accessibilityTraits``.
  var contentAccessibilityTraits: UIAccessibilityTraits { get }
}

extension ContentView {
  package var contentTextBaselines: TextBaselines? { nil }
  package func noteContentDesign() {}
  package var showsContentDesign: Bool { false }
  package var contentIsAccessibilityElement: Bool { false }
  package var contentAccessibilityLabel: String? { nil }
  package var contentAccessibilityTraits: UIAccessibilityTraits { .none }
}
