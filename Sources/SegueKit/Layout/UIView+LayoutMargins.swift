/// A view's layout margins, safe area insets and autoresizing mask — recorded, not applied.
extension UIView {
  /// How a view resizes when its superview's bounds change.
  ///
  /// Mirrors UIKit's `UIView.AutoresizingMask`, with its raw values.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// The view's layout margins; 8 points on each side by default, as in UIKit.
  ///
  /// Mirrors UIKit's `layoutMargins`.
  public var layoutMargins: UIEdgeInsets {
    get { LayoutState.existing(for: self)?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set { layoutState.layoutMargins = newValue }
  }

  /// Whether the view's margins take in its superview's margins.
  ///
  /// Mirrors UIKit's `preservesSuperviewLayoutMargins`.
  public var preservesSuperviewLayoutMargins: Bool {
    get { LayoutState.existing(for: self)?.preservesSuperviewLayoutMargins ?? false }
    set { layoutState.preservesSuperviewLayoutMargins = newValue }
  }

  /// Whether the margins grow with the safe area; `true` by default.
  ///
  /// Mirrors UIKit's `insetsLayoutMarginsFromSafeArea`.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { LayoutState.existing(for: self)?.insetsLayoutMarginsFromSafeArea ?? true }
    set { layoutState.insetsLayoutMarginsFromSafeArea = newValue }
  }

  /// The insets of the safe area; `.zero` here (nothing is laid out).
  ///
  /// Mirrors UIKit's `safeAreaInsets`.
  public var safeAreaInsets: UIEdgeInsets { .zero }

  /// How the view resizes with its superview; none by default.
  ///
  /// Mirrors UIKit's `autoresizingMask`.
  public var autoresizingMask: AutoresizingMask {
    get { LayoutState.existing(for: self)?.autoresizingMask ?? [] }
    set { layoutState.autoresizingMask = newValue }
  }

  /// Whether subviews resize with the view; `true` by default.
  ///
  /// Mirrors UIKit's `autoresizesSubviews`.
  public var autoresizesSubviews: Bool {
    get { LayoutState.existing(for: self)?.autoresizesSubviews ?? true }
    set { layoutState.autoresizesSubviews = newValue }
  }
}
