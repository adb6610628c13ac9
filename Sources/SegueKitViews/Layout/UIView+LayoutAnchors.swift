/// A view's layout anchors, constraints, layout guides and content priorities; a layout pass solves the constraints
/// (`ConstraintLayout`).
extension UIView {
  /// The view's leading edge.
  ///
  /// Mirrors UIKit's `leadingAnchor`.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The view's trailing edge.
  ///
  /// Mirrors UIKit's `trailingAnchor`.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The view's left edge.
  ///
  /// Mirrors UIKit's `leftAnchor`.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge.
  ///
  /// Mirrors UIKit's `rightAnchor`.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's top edge.
  ///
  /// Mirrors UIKit's `topAnchor`.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge.
  ///
  /// Mirrors UIKit's `bottomAnchor`.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The view's horizontal center.
  ///
  /// Mirrors UIKit's `centerXAnchor`.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The view's vertical center.
  ///
  /// Mirrors UIKit's `centerYAnchor`.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The view's width.
  ///
  /// Mirrors UIKit's `widthAnchor`.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The view's height.
  ///
  /// Mirrors UIKit's `heightAnchor`.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The baseline of the view's first line of text.
  ///
  /// Mirrors UIKit's `firstBaselineAnchor`.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the view's last line of text.
  ///
  /// Mirrors UIKit's `lastBaselineAnchor`.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

  /// The active constraints held by the view (those whose items' nearest common ancestor it is).
  ///
  /// Mirrors UIKit's `constraints`.
  /// Constraints that refer to a view no longer in the receiver's subtree are dropped, as UIKit drops them when
  /// that view is removed from its superview.
  public var constraints: [NSLayoutConstraint] {
    guard let state = LayoutState.existing(for: self) else { return [] }
    state.constraints.removeAll { constraint in
      guard !constraint.belongs(to: self) else { return false }
      constraint.container = nil
      return true
    }
    return state.constraints
  }

  /// Adds `constraint` to the view's constraints and activates it.
  ///
  /// Mirrors UIKit's `addConstraint(_:)`.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let container = constraint.container {
      if container === self { return }
      constraint.isActive = false
    }
    layoutState.constraints.append(constraint)
    constraint.container = self
  }

  /// Adds and activates each of `constraints`.
  ///
  /// Mirrors UIKit's `addConstraints(_:)`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes `constraint` from the view's constraints, deactivating it.
  ///
  /// Mirrors UIKit's `removeConstraint(_:)`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.container === self else { return }
    constraint.isActive = false
  }

  /// Removes each of `constraints`.
  ///
  /// Mirrors UIKit's `removeConstraints(_:)`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Whether the view's autoresizing mask becomes constraints; `true` by default (Interface Builder sets `false`
  /// for views it lays out with constraints).
  ///
  /// Mirrors UIKit's `translatesAutoresizingMaskIntoConstraints`.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { LayoutState.existing(for: self)?.translatesAutoresizingMaskIntoConstraints ?? true }
    set { layoutState.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// How strongly the view resists growing beyond its content on `axis`; `.defaultLow` by default.
  ///
  /// Mirrors UIKit's `contentHuggingPriority(for:)`.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    LayoutState.existing(for: self)?.contentHugging[axis.rawValue] ?? .defaultLow
  }

  /// Sets how strongly the view resists growing beyond its content on `axis`.
  ///
  /// Mirrors UIKit's `setContentHuggingPriority(_:for:)`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutState.contentHugging[axis.rawValue] = priority
  }

  /// How strongly the view resists shrinking below its content on `axis`; `.defaultHigh` by default.
  ///
  /// Mirrors UIKit's `contentCompressionResistancePriority(for:)`.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    LayoutState.existing(for: self)?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  /// Sets how strongly the view resists shrinking below its content on `axis`.
  ///
  /// Mirrors UIKit's `setContentCompressionResistancePriority(_:for:)`.
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutState.compressionResistance[axis.rawValue] = priority
  }

  /// The constraints, held by the view or its ancestors, that involve the view on `axis`.
  ///
  /// Mirrors UIKit's `constraintsAffectingLayout(for:)`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    let horizontal: Set<NSLayoutConstraint.Attribute> = [
      .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins,
    ]
    var result: [NSLayoutConstraint] = []
    var view: UIView? = self
    while let current = view {
      for constraint in current.constraints {
        let involves =
          (constraint.firstItem === self && horizontal.contains(constraint.firstAttribute) == (axis == .horizontal))
          || (constraint.secondItem === self
            && horizontal.contains(constraint.secondAttribute) == (axis == .horizontal))
        if involves { result.append(constraint) }
      }
      view = current.superview
    }
    return result
  }

  /// Whether the constraints leave the view's frame open: more than one frame satisfies them equally well (where that
  /// is so, the layout pass keeps the frame the view had). `false` for a view placed by its autoresizing mask. Checked
  /// by solving the constraints of the view's whole tree again with the kept frames moved; nothing moves.
  ///
  /// Mirrors UIKit's `hasAmbiguousLayout`, a debugging aid.
  public var hasAmbiguousLayout: Bool {
    ConstraintLayout.ambiguousViews(under: topmostSuperview)[ObjectIdentifier(self)] != nil
  }

  /// The root of the view's tree.
  var topmostSuperview: UIView {
    var top = self
    while let superview = top.superview { top = superview }
    return top
  }

  /// The layout guides added to the view.
  ///
  /// Mirrors UIKit's `layoutGuides`.
  public var layoutGuides: [UILayoutGuide] { LayoutState.existing(for: self)?.layoutGuides ?? [] }

  /// Adds `layoutGuide` to the view (its ``UILayoutGuide/owningView`` becomes the view).
  ///
  /// Mirrors UIKit's `addLayoutGuide(_:)`.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
    layoutState.layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes `layoutGuide` from the view.
  ///
  /// Mirrors UIKit's `removeLayoutGuide(_:)`.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let state = LayoutState.existing(for: self) else { return }
    state.layoutGuides.removeAll { $0 === layoutGuide }
    if layoutGuide.owningView === self {
      layoutGuide.owningView = nil
      // The guide's constraints go with it (their holders no longer find it in their subtree).
      NSLayoutConstraint.dropConstraints(leaving: self)
    }
  }

  /// The guide of the area not covered by bars and the device's sensor housing; the same object on every call.
  ///
  /// Mirrors UIKit's `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide("UIViewSafeAreaLayoutGuide") }

  /// The guide of the view's margins; the same object on every call.
  ///
  /// Mirrors UIKit's `layoutMarginsGuide`.
  public var layoutMarginsGuide: UILayoutGuide { systemGuide("UIViewLayoutMarginsGuide") }

  /// The guide of a comfortable reading width; the same object on every call.
  ///
  /// Mirrors UIKit's `readableContentGuide`.
  public var readableContentGuide: UILayoutGuide { systemGuide("UIViewReadableContentGuide") }

  package func systemGuide(_ identifier: String) -> UILayoutGuide {
    let state = layoutState
    if let guide = state.systemGuides[identifier] { return guide }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.owningView = self
    state.systemGuides[identifier] = guide
    return guide
  }
}
