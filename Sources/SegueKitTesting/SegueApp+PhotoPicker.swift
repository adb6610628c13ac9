public import PhotosUICompat

/// Choosing in the photo picker (PhotosUI's `PHPickerViewController`) on screen, as the user does.
extension SegueApp {
  /// Picks `images` in the photo picker on screen and taps Add, as one step: its delegate's
  /// `picker(_:didFinishPicking:)` gets a result for each (at most the configuration's selection limit), whose item
  /// provider loads the image as a `UIImage` (PNG data).
  ///
  /// Throws when no photo picker is on screen.
  public func pickPhotos(_ images: [UIImage]) throws {
    let picker = try visiblePhotoPicker()
    try step { picker.simulatePick(images.map { PHPickerResult(itemProvider: NSItemProvider(object: $0)) }) }
  }

  /// Cancels the photo picker on screen, as one step: its delegate's `picker(_:didFinishPicking:)` with no results.
  public func cancelPhotoPicker() throws {
    let picker = try visiblePhotoPicker()
    try step { picker.simulateCancel() }
  }

  private func visiblePhotoPicker() throws -> PHPickerViewController {
    guard let picker = Screen(window: window)?.layer as? PHPickerViewController else {
      throw SegueAppError.element("no photo picker on screen")
    }
    return picker
  }
}
