public import Foundation

extension UIView {
  /// How a view lays out its content in its bounds. Mirrors UIKit's `UIView.ContentMode`; raw values are UIKit's.
  public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }

  /// How a view's tint is adjusted. Mirrors UIKit's `UIView.TintAdjustmentMode`; raw values are UIKit's.
  public enum TintAdjustmentMode: Int, Sendable, CaseIterable {
    case automatic = 0
    case normal = 1
    case dimmed = 2
  }

  /// How a view resizes with its superview. Mirrors UIKit's `UIView.AutoresizingMask`; raw values are UIKit's.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var flexibleLeftMargin: AutoresizingMask { AutoresizingMask(rawValue: 1 &<< 0) }
    public static var flexibleWidth: AutoresizingMask { AutoresizingMask(rawValue: 1 &<< 1) }
    public static var flexibleRightMargin: AutoresizingMask { AutoresizingMask(rawValue: 1 &<< 2) }
    public static var flexibleTopMargin: AutoresizingMask { AutoresizingMask(rawValue: 1 &<< 3) }
    public static var flexibleHeight: AutoresizingMask { AutoresizingMask(rawValue: 1 &<< 4) }
    public static var flexibleBottomMargin: AutoresizingMask { AutoresizingMask(rawValue: 1 &<< 5) }
  }

  /// The value of a dimension without a natural size. Mirrors UIKit's `UIView.noIntrinsicMetric` (-1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size for layout to fit as small as possible. Mirrors UIKit's `UIView.layoutFittingCompressedSize`.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// The size for layout to fit as large as possible. Mirrors UIKit's `UIView.layoutFittingExpandedSize`.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

/// A view's visual and accessibility state, allocated on first write so that views that never set it stay one word larger.
///
/// Not in UIKit (UIKit keeps this state in the view and its layer).
@MainActor
final class UIViewVisualState {
  var layer: CALayer?
  var backgroundColor: UIColor?
  var alpha: CGFloat = 1
  var isOpaque = true
  var contentMode: UIView.ContentMode = .scaleToFill
  var tintColor: UIColor?
  var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  var transform: CGAffineTransform = .identity
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var autoresizingMask: UIView.AutoresizingMask = []
  var autoresizesSubviews = true
  var needsLayout = false
  /// Whether `LayoutState` holds an entry for the view: views without one (most) skip its table.
  @exclusivity(unchecked) var hasLayoutState = false
  var isAccessibilityElement: Bool?
  var accessibilityLabel: String?
  var accessibilityHint: String?
  var accessibilityValue: String?
  var accessibilityTraits: UIAccessibilityTraits?
  var accessibilityElementsHidden = false
  var accessibilityViewIsModal = false
  var shouldGroupAccessibilityChildren = false
  var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  var accessibilityElements: [Any]?
  var accessibilityIgnoresInvertColors = false
  var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  var explicitAppearanceKeys: Set<AnyHashable> = []
}
