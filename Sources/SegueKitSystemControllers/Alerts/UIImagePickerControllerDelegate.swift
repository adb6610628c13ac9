import Foundation

/// The object told what the user picked in an image picker.
///
/// Mirrors UIKit's `UIImagePickerControllerDelegate`. When the delegate does not implement a method, the picker
/// dismisses itself, as UIKit's does (Apple's documentation of `imagePickerControllerDidCancel(_:)`).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The user picked media.
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The user cancelled.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picker.dismiss(animated: true)
  }

  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}
