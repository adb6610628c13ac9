public import Foundation

/// A rectangle in a view's layout that constraints can use without a view.
///
/// Mirrors UIKit's `UILayoutGuide`. A guide the app adds gets its ``layoutFrame`` at each layout pass.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to; set by `UIView.addLayoutGuide(_:)`, settable as in UIKit.
  open weak var owningView: UIView?
  /// A name shown in logs.
  open var identifier = ""
  /// The guide's frame in its owning view, from the last layout pass; `.zero` before one.
  open var layoutFrame: CGRect { solvedFrame }
  /// What the last layout pass found for ``layoutFrame``.
  var solvedFrame: CGRect = .zero

  public override init() {
    super.init()
  }

  /// The guide's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The guide's vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The guide's width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
