public import Foundation

/// A relation between two layout attributes: `first.attribute = multiplier × second.attribute + constant`.
///
/// Mirrors UIKit's `NSLayoutConstraint`. Activating a constraint adds it to the ``UIView/constraints`` of the
/// nearest common ancestor of its items (raising UIKit's exception when they have none); deactivating removes it.
/// Active constraints place their views at each layout pass (the core's DifferencesFromUIKit article says when passes
/// run).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout attribute.
  ///
  /// Mirrors UIKit's `NSLayoutConstraint.Attribute`, with its raw values.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0
    /// Alias of `.lastBaseline`. Not in UIKit's Swift interface (Objective-C's `NSLayoutAttributeBaseline`).
    public static let baseline = Attribute.lastBaseline
  }

  /// How the two sides relate.
  ///
  /// Mirrors UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// A layout axis.
  ///
  /// Mirrors UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// The first item (a view or a layout guide).
  ///
  /// Not retained, as in UIKit, whose interface declares it `unowned(unsafe)` (`assign` in Objective-C): a constraint
  /// leaves its container's ``UIView/constraints`` when an item leaves the container's subtree, before the item can
  /// go. Reading it after the item is gone is an error, as in UIKit.
  public final private(set) unowned(unsafe) var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, or `nil` for a constant constraint. Not retained, as ``firstItem``.
  public final private(set) unowned(unsafe) var secondItem: AnyObject?
  /// The second item's attribute (`.notAnAttribute` without one).
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// The constant added; a change shows at the next layout pass (``UIView/layoutIfNeeded()``, or the window's at the
  /// next display refresh).
  open var constant: CGFloat {
    didSet { requestLayout() }
  }
  /// The priority; `.required` by default.
  open var priority: UILayoutPriority = .required {
    didSet { requestLayout() }
  }
  /// A name shown in logs.
  open var identifier: String?
  /// Whether the containing view is archived with the constraint.
  open var shouldBeArchived = false
  /// Mirrors UIKit's `awakeFromNib()` (an `NSObject` method there), for a constraint subclass that overrides it.
  open func awakeFromNib() {}
  /// Mirrors UIKit's `prepareForInterfaceBuilder()` (an `NSObject` method there); never called here.
  open func prepareForInterfaceBuilder() {}
  /// The view whose ``UIView/constraints`` holds the active constraint; cleared when the constraint leaves them and
  /// when that view is deallocated (`LayoutState.viewDidDeallocate(_:)`), so not a weak reference.
  unowned(unsafe) var container: UIView?
  /// Whether the constraint was made with a second item.
  private let hasSecondItem: Bool
  /// Whether a layout pass broke the constraint (it conflicted with required ones), so that the conflict is logged
  /// once.
  var wasBrokenByLayout = false

  /// A constraint `item.attribute relatedBy toItem.attribute × multiplier + constant`.
  ///
  /// Mirrors UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    hasSecondItem = view2 != nil
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  // Objective-C releases an object's associated values when it is deallocated (``objc_setAssociatedObject(_:_:_:_:)``).
  deinit { AssociatedObjects.removeAll(of: ObjectIdentifier(self)) }

  /// Whether the constraint is active; setting it adds it to or removes it from the common ancestor's
  /// ``UIView/constraints``. A constraint whose item has left the container's subtree (removed from its superview,
  /// as UIKit removes the constraints that refer to a removed view) is no longer active.
  open var isActive: Bool {
    get {
      guard let container else { return false }
      guard belongs(to: container) else {
        container.layoutState.constraints.removeAll { $0 === self }
        self.container = nil
        return false
      }
      return true
    }
    set { newValue ? activate() : deactivate() }
  }

  /// The first item's anchor.
  open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
  /// The second item's anchor, if any.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  /// Activates every constraint.
  ///
  /// Mirrors UIKit's `activate(_:)`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  ///
  /// Mirrors UIKit's `deactivate(_:)`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func activate() {
    guard container == nil else { return }
    let first = Self.view(of: firstItem)
    let second = Self.view(of: secondItem)
    let ancestor: UIView?
    if secondItem == nil {
      ancestor = first
    } else if let first, let second {
      ancestor = Self.commonAncestor(first, second)
    } else {
      ancestor = nil
    }
    guard let ancestor else {
      UIKitException.raise(
        .generic,
        "Unable to activate constraint with anchors \(firstAnchor.anchorDescription) and "
          + "\(secondAnchor?.anchorDescription ?? "nil") "
          + "because they have no common ancestor.  Does the constraint or its anchors reference items in different "
          + "view hierarchies?  That's illegal.")
      return
    }
    ancestor.layoutState.constraints.append(self)
    container = ancestor
    requestLayout()
  }

  private func deactivate() {
    guard let container else { return }
    container.layoutState.constraints.removeAll { $0 === self }
    self.container = nil
    DisplayRefresh.requestLayout(of: container)
  }

  /// A layout pass of the holding view's window at the next display refresh, for an active constraint.
  private func requestLayout() {
    if let container { DisplayRefresh.requestLayout(of: container) }
  }

  /// Whether both items are still in `container`'s subtree (and the second item's guide, if any, still has a view).
  func belongs(to container: UIView) -> Bool {
    guard let first = Self.view(of: firstItem), first.isDescendant(of: container) else { return false }
    guard hasSecondItem else { return true }
    guard let second = Self.view(of: secondItem) else { return false }
    return second.isDescendant(of: container)
  }

  /// Drops, from the constraints held by `view` and its ancestors, those whose items are no longer in the holder's
  /// subtree, now that a view has left `view`'s subtree: UIKit removes the constraints that refer to a removed view.
  /// This keeps every item of a held constraint alive (its holder's subtree retains it).
  static func dropConstraints(leaving view: UIView) {
    guard !LayoutState.isEmpty else { return }
    var current: UIView? = view
    while let holder = current {
      if let state = LayoutState.existing(for: holder), !state.constraints.isEmpty { _ = holder.constraints }
      current = holder.superviewStorage
    }
  }

  /// The view an item lays out in: the view itself, or a layout guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide.owningView }
    return nil
  }

  /// The nearest view that is `first` or `second` or an ancestor of both.
  static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
    var ancestors: Set<ObjectIdentifier> = []
    var view: UIView? = first
    while let current = view {
      ancestors.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = second
    while let current = view {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return nil
  }

  /// `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 8.0>`, as UIKit logs it.
  ///
  /// Not in UIKit (UIKit's `description`).
  public final var layoutDescription: String {
    func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
      guard let item else { return "nil" }
      return "\(type(of: item)):\(addressDescription(item)).\(attribute)"
    }
    var text = "<NSLayoutConstraint:\(addressDescription(self)) \(name(firstItem, firstAttribute))"
    text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
    if secondItem != nil {
      let second = name(secondItem, secondAttribute)
      text += multiplier == 1 ? second : "\(multiplier)*\(second)"
      if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
    } else {
      text += "\(constant)"
    }
    if let identifier { text += "   (\(identifier))" }
    return text + ">"
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 6.0, *)
  open class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] { [] }
  // MARK: - End of generated members
}
