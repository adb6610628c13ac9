import Foundation

extension UIViewController {
  /// Registers the view controller to show previews of `sourceView`'s content when the user presses firmly (3D
  /// Touch); returns the context to unregister with.
  ///
  /// Mirrors UIKit's `registerForPreviewing(with:sourceView:)`. A headless device has no 3D Touch, as most iOS
  /// devices do not: the context keeps the delegate and the source view, and its gesture recognizer never begins, so
  /// the delegate is never asked for a preview.
  @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
  public func registerForPreviewing(
    with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
  ) -> any UIViewControllerPreviewing {
    PreviewingContext(delegate: delegate, sourceView: sourceView)
  }
}

/// What `registerForPreviewing(with:sourceView:)` returns.
@MainActor
final class PreviewingContext: UIViewControllerPreviewing {
  let delegate: any UIViewControllerPreviewingDelegate
  let sourceView: UIView
  var sourceRect: CGRect
  let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer(target: nil, action: nil)

  init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
    self.delegate = delegate
    self.sourceView = sourceView
    sourceRect = sourceView.bounds
  }
}
