public import Foundation

/// The object that positions a collection view's items (SegueKit lays nothing out).
///
/// Mirrors UIKit's `UICollectionViewLayout`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout belongs to.
  open internal(set) weak var collectionView: UICollectionView?

  /// Invalidates the layout (inert).
  ///
  /// Mirrors UIKit's `invalidateLayout()`.
  open func invalidateLayout() {}

  /// Not in UIKit: the decoration view classes registered, by element kind.
  public private(set) var decorationViewClasses: [String: AnyClass] = [:]

  /// Registers a class for the decoration views of a kind.
  ///
  /// Mirrors UIKit's `register(_:forDecorationViewOfKind:)`.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass
  }
}
