public import Foundation

/// A view that arranges its arranged subviews in a row or column, laid out by the layout pass.
///
/// Mirrors UIKit's `UIStackView`: adding an arranged subview also adds it as a subview; removing it from the
/// arranged subviews keeps it a subview; removing it from the stack view also removes it from the arranged ones. A
/// change to the arrangement (its properties, its views, a custom spacing, an arranged view hidden or shown) lays the
/// stack out again at the next display refresh, as UIKit's stack view updates its constraints at once.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How the arranged views share the stack's length.
  ///
  /// Mirrors UIKit's `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  /// How the arranged views are placed across the stack.
  ///
  /// Mirrors UIKit's `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    /// Alias of `.leading` for a horizontal stack.
    public static let top = Alignment.leading
    /// Alias of `.trailing` for a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// The spacing value meaning "use the stack's spacing".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The spacing value meaning "use the system spacing".
  public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

  private var arranged: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The views the stack arranges, in order (those still its subviews).
  open var arrangedSubviews: [UIView] { arranged.filter { $0.superview === self } }
  /// The direction of the stack; `.horizontal` by default.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { setNeedsLayout() }
  }
  /// How the arranged views share the length; `.fill` by default.
  open var distribution: Distribution = .fill {
    didSet { setNeedsLayout() }
  }
  /// How the arranged views are placed across; `.fill` by default.
  open var alignment: Alignment = .fill {
    didSet { setNeedsLayout() }
  }
  /// The space between arranged views; `0` by default.
  open var spacing: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }
  /// Whether vertical spacing is measured from baselines.
  open var isBaselineRelativeArrangement = false {
    didSet { setNeedsLayout() }
  }
  /// Whether the arranged views are placed within the layout margins.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { setNeedsLayout() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack arranging `views` (added as subviews).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init(coder: NSCoder) {
    super.init(coder: coder)!
  }

  /// Appends `view` to the arranged views, adding it as a subview.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arranged views at `stackIndex`, adding it as a subview if it is not one.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arranged = arrangedSubviews.filter { $0 !== view }
    arranged.insert(view, at: min(max(0, stackIndex), arranged.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// Sets the space after `arrangedSubview`, which replaces ``spacing`` there (``spacingUseSystem``: the system
  /// spacing). Ignored when the view is not an arranged subview; kept while it moves in the stack, dropped when it
  /// leaves the arranged subviews (Apple, `UIStackView.h`).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arranges(arrangedSubview) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    setNeedsLayout()
  }

  /// Whether `view` is one of the arranged subviews.
  func arranges(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

  /// The space after `arrangedSubview`: its custom spacing, else ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    guard arranges(arrangedSubview) else { return Self.spacingUseDefault }
    return customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }
}
