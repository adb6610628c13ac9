/// The delegate of a sheet: an adaptive presentation delegate that also hears when the selected detent changes.
///
/// Mirrors UIKit's protocol; set it as the sheet's `delegate`. Swift has no optional protocol requirements on Linux,
/// so the method has an empty default.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
