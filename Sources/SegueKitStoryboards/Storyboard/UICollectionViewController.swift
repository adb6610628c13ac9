public import Foundation

/// A view controller whose view is a collection view, its data source and delegate.
///
/// Mirrors UIKit's `UICollectionViewController`: it declares every data-source and delegate method as an `open`
/// method with UIKit's default behaviour, so a subclass overrides them with `override func` and the collection view
/// reaches the override.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private let initialLayout: UICollectionViewLayout?

  /// Whether the selected items are deselected when the view is about to appear (default: `true`).
  ///
  /// Mirrors UIKit's `clearsSelectionOnViewWillAppear`.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose collection view uses `layout`.
  ///
  /// Mirrors UIKit's designated `init(collectionViewLayout:)`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.initialLayout = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    self.initialLayout = nil
    super.init(coder: coder)
  }

  /// The collection view: the controller's view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout {
    collectionView?.collectionViewLayout ?? initialLayout ?? UICollectionViewFlowLayout()
  }

  open override func loadView() {
    super.loadView()
    guard let collection = viewIfLoaded as? UICollectionView else {
      let collection = UICollectionView(
        frame: .zero, collectionViewLayout: initialLayout ?? UICollectionViewFlowLayout())
      collection.dataSource = self
      collection.delegate = self
      view = collection
      return
    }
    if collection.dataSource == nil { collection.dataSource = self }
    if collection.delegate == nil { collection.delegate = self }
  }

  /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is set.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
    for indexPath in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }

  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

  // MARK: UICollectionViewDelegate

  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }

  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  @available(iOS 16.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard indexPaths.count == 1 else { return nil }
    return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
  }

  @available(iOS, introduced: 13.0, deprecated: 16.0)
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  @available(iOS 13.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}

  @available(iOS 13.2, *)
  open func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  @available(iOS 13.2, *)
  open func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 7.0, *)
  open var useLayoutToLayoutNavigationTransitions: Bool = false
  @available(iOS 9.0, *)
  open var installsStandardGestureForInteractiveMovement: Bool = false
  @available(iOS 8.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  @available(iOS 6.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  @available(iOS, introduced: 6.0, deprecated: 13.0)
  open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
    false
  }
  @available(iOS, introduced: 6.0, deprecated: 13.0)
  open func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  @available(iOS, introduced: 6.0, deprecated: 13.0)
  open func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  @available(iOS 7.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout { UICollectionViewTransitionLayout() }
  @available(iOS 9.0, *)
  open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { false }
  @available(iOS 9.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool { false }
  @available(iOS 9.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  @available(iOS 9.0, *)
  open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
  @available(iOS 9.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { .zero }
  @available(iOS 14.0, *)
  open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }
  @available(iOS 11.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { false }
  @available(iOS 13.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  @available(iOS 13.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  @available(iOS 13.0, *)
  open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
  @available(iOS 13.0, *)
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  @available(iOS 13.0, *)
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  @available(iOS 9.0, *)
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  @available(iOS 6.0, *)
  open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
  // MARK: - End of generated members
}
