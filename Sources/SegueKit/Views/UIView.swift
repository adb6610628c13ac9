public import Foundation

/// A node of the view tree: subviews, superview, tag, identifiers and visibility — no drawing, no layout.
///
/// Mirrors UIKit's `UIView`. Moving a view that belongs to a view controller into or out of a window runs that
/// view controller's appearance callbacks, as UIKit does for views added by app code.
@MainActor
open class UIView: UIResponder {
  /// The view's frame; kept but never computed (there is no layout).
  open var frame: CGRect
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
  open var isHidden: Bool = false
  /// Whether user interaction is enabled.
  open var isUserInteractionEnabled: Bool = true
  /// The view's subviews, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
  /// The view's superview.
  public var superview: UIView? { superviewStorage }
  /// Unowned(unsafe) rather than weak (a weak reference would slow every retain of the view); cleared when the
  /// view is removed and in the superview's deinit.
  @exclusivity(unchecked) unowned(unsafe) var superviewStorage: UIView?
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

  /// The view controller whose root view this is (UIKit's private `_viewDelegate`).
  @exclusivity(unchecked) unowned(unsafe) var owningViewController: UIViewController?

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  isolated deinit {
    for subview in subviews where subview.superviewStorage === self {
      subview.superviewStorage = nil
    }
  }

  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  open override var next: UIResponder? {
    owningViewController ?? superview
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
    let oldWindow = tracksAppearance ? view.window : nil
    if let old = view.superviewStorage {
      if let position = old.subviews.firstIndex(where: { $0 === view }) { old.subviews.remove(at: position) }
    }
    view.superviewStorage = self
    subviews.insert(view, at: min(max(0, index), subviews.count))
    if tracksAppearance {
      let newWindow = window
      if oldWindow !== newWindow {
        ViewTreeAppearance.viewDidMove(view, from: oldWindow, to: newWindow)
      }
    }
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard !UIKitException.isUnwinding else { return }
    guard let old = superviewStorage else { return }
    let oldWindow = ViewTreeAppearance.isActive ? window : nil
    if let position = old.subviews.firstIndex(where: { $0 === self }) { old.subviews.remove(at: position) }
    superviewStorage = nil
    if oldWindow != nil {
      ViewTreeAppearance.viewDidMove(self, from: oldWindow, to: nil)
    }
  }

  /// The receiver when it is a window (a virtual call instead of a dynamic cast on a hot path).
  var windowIfSelf: UIWindow? { nil }

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

  /// The first view in the subtree (the receiver included, depth first) with `identifier`.
  ///
  /// Not in UIKit (UI tests find views by accessibility identifier through XCUITest).
  public func descendant(withAccessibilityIdentifier identifier: String) -> UIView? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let found = subview.descendant(withAccessibilityIdentifier: identifier) { return found }
    }
    return nil
  }
}
