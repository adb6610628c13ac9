public import Foundation

/// A view a collection view reuses: the base of its cells and supplementary views.
///
/// Mirrors UIKit's `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  open internal(set) var reuseIdentifier: String?

  /// Creates a view.
  ///
  /// Mirrors UIKit's designated `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Makes a view of the receiving class for a collection view's dequeue methods, through `init(frame: .zero)`.
  ///
  /// Not in UIKit, which reaches `init(frame:)` through the Objective-C runtime. A subclass inherits this
  /// initializer when it overrides (or inherits) every designated initializer, as views written for UIKit do.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called when the collection view hands the view out again; subclasses reset their content.
  ///
  /// Mirrors UIKit's `prepareForReuse()`.
  open func prepareForReuse() {}
}
