public import Foundation

/// A collection cell.
///
/// Mirrors UIKit's `UICollectionViewCell`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// The view to add custom subviews to: a subview of the cell, as in UIKit, so what code adds to it is in the
  /// cell's hierarchy (a storyboard or nib cell's content is in the cell's own hierarchy already).
  open var contentView: UIView {
    if content.superview == nil { insertSubview(content, at: 0) }
    return content
  }
  /// A view behind the content.
  open var backgroundView: UIView?
  /// A view behind the content while selected.
  open var selectedBackgroundView: UIView?
  /// The segues the cell fires itself (a storyboard cell made outside a collection view's prototypes).
  final var segueTemplates = CellSegueTemplates()
  private lazy var content = UIView()

  /// Creates a cell.
  ///
  /// Mirrors UIKit's designated (not `required`) `init(frame:)`: a subclass overrides it with `override init`,
  /// and a registered cell class is made through it (the inherited ``UICollectionReusableView``
  /// `init(_dequeuedWithReuseIdentifier:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
