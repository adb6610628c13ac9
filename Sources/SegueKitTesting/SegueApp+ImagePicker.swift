public import SegueKit

/// Choosing in the image picker on screen, as the user does.
extension SegueApp {
  /// Picks `image` in the image picker on screen, as one step: its delegate's
  /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` gets it as the original image (and as the edited one
  /// when the picker allows editing).
  ///
  /// Throws when no image picker is on screen.
  public func pickImage(_ image: UIImage) throws {
    let picker = try visibleImagePicker()
    var info: [UIImagePickerController.InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
    if picker.allowsEditing { info[.editedImage] = image }
    try step { picker.simulatePick(info) }
  }

  /// Cancels the image picker on screen, as one step: its delegate's `imagePickerControllerDidCancel(_:)`.
  public func cancelPicker() throws {
    let picker = try visibleImagePicker()
    try step { picker.simulateCancel() }
  }

  private func visibleImagePicker() throws -> UIImagePickerController {
    guard let picker = Screen(window: window)?.layer as? UIImagePickerController else {
      throw SegueAppError.element("no image picker on screen")
    }
    return picker
  }
}
