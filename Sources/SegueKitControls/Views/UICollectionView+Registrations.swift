public import Foundation

extension UICollectionView {
  /// A cell class (or a nib holding the cell) and the handler that configures each cell made with it for an item.
  ///
  /// Mirrors UIKit's `UICollectionView.CellRegistration` (iOS 14): ``dequeueConfiguredReusableCell(using:for:item:)``
  /// registers the cell with the collection view under a reuse identifier of the registration's own, dequeues a cell
  /// (a reused one after its `prepareForReuse()`), and calls `handler` with the cell, its index path and the item.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<LanguageCell, String> { cell, _, language in
  ///   cell.titleLabel.text = language
  /// }
  /// let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "German")
  /// ```
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures a cell for the item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    let reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
    let cellNib: UINib?
    let handler: Handler

    /// A registration of the `Cell` class. Mirrors UIKit's `init(handler:)`.
    public init(handler: @escaping Handler) {
      cellNib = nil
      self.handler = handler
    }

    /// A registration of the cell a nib holds. Mirrors UIKit's `init(cellNib:handler:)`.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.cellNib = cellNib
      self.handler = handler
    }
  }

  /// A supplementary view class (or a nib holding the view) of one kind, and the handler that configures each view
  /// made with it.
  ///
  /// Mirrors UIKit's `UICollectionView.SupplementaryRegistration` (iOS 14); see ``CellRegistration``.
  public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
    /// Configures a view of the element kind at an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    let reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
    let elementKind: String
    let supplementaryNib: UINib?
    let handler: Handler

    /// A registration of the `Supplementary` class for a kind. Mirrors UIKit's `init(elementKind:handler:)`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      supplementaryNib = nil
      self.handler = handler
    }

    /// A registration of the view a nib holds for a kind.
    ///
    /// Mirrors UIKit's `init(supplementaryNib:elementKind:handler:)`.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.supplementaryNib = supplementaryNib
      self.handler = handler
    }
  }

  /// A cell of the registration's class, configured by its handler for `item`.
  ///
  /// Mirrors UIKit's `dequeueConfiguredReusableCell(using:for:item:)`; the handler is not called for a nil item.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    if let nib = registration.cellNib {
      register(nib, forCellWithReuseIdentifier: registration.reuseIdentifier)
    } else {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // A nib's cell of another class: UIKit raises [I] (the reason text is inferred); after a captured exception, a
    // new cell of the class.
    guard let cell = dequeued as? Cell else {
      UIKitException.raise(
        .internalInconsistency,
        "the cell returned from the registration's nib is not of the registration's class \(Cell.self)")
      return Cell(_dequeuedWithReuseIdentifier: registration.reuseIdentifier)
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class and kind, configured by its handler.
  ///
  /// Mirrors UIKit's `dequeueConfiguredReusableSupplementary(using:for:)`.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    if let nib = registration.supplementaryNib {
      register(
        nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
    } else {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let view = dequeued as? Supplementary else {
      UIKitException.raise(
        .internalInconsistency,
        "the view returned from the registration's nib is not of the registration's class \(Supplementary.self)")
      return Supplementary(_dequeuedWithReuseIdentifier: registration.reuseIdentifier)
    }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

/// The reuse identifiers registrations register their class under: one each, numbered in the order they are made, so
/// that two registrations of one class keep their cells apart as UIKit's do.
enum RegistrationIdentifiers {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0

  static func next(for type: Any.Type) -> String {
    lock.withLock {
      count += 1
      return "\(type)-registration-\(count)"
    }
  }
}
