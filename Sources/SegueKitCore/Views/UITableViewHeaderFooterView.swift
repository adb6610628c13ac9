public import Foundation

/// A reusable view for a table section's header or footer.
///
/// Mirrors UIKit's `UITableViewHeaderFooterView`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The reuse identifier.
  open var reuseIdentifier: String? { reuseIdentifierStorage }
  /// Set at creation, or by the table for a view made from a nib.
  final var reuseIdentifierStorage: String?
  /// The view to add custom subviews to.
  public let contentView = UIView()
  /// The main label.
  public let textLabel: UILabel? = UILabel()
  /// The secondary label.
  public let detailTextLabel: UILabel? = UILabel()
  /// A background view.
  open var backgroundView: UIView?

  /// Creates a header or footer view.
  ///
  /// Mirrors UIKit's designated `init(reuseIdentifier:)`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifierStorage = reuseIdentifier
    super.init(frame: .zero)
  }

  /// A view with no reuse identifier and `frame`.
  ///
  /// UIKit imports `UIView`'s `init(frame:)` as a convenience initializer here, going through
  /// `init(reuseIdentifier: nil)`; with it the view also has `UIView`'s `init()`.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Makes a view of the receiving class for ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``.
  ///
  /// Not in UIKit (which uses the Objective-C runtime); a subclass that overrides `init(reuseIdentifier:)`
  /// inherits it.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called when the table view hands the view out again.
  ///
  /// Mirrors UIKit's `prepareForReuse()`.
  open func prepareForReuse() {}
}
