public import SegueKit

/// Dynamic Type: the text size the user picks in Settings.
extension SegueApp {
  /// Changes the device's text size as one step, through
  /// `UIApplication.simulateContentSizeCategoryChange(to:)`: traits change, fonts that follow the content size
  /// grow or shrink, `UIContentSizeCategory.didChangeNotification` is posted; then the main queue is drained and the
  /// life cycle recorded. Each launch starts at Large.
  ///
  /// Throws for `.unspecified`, which is no text size: "'unspecified' is not a text size a user can choose".
  public func setContentSizeCategory(_ category: UIContentSizeCategory) throws {
    guard category != .unspecified else {
      throw SegueAppError.element("'unspecified' is not a text size a user can choose")
    }
    try step { UIApplication.shared.simulateContentSizeCategoryChange(to: category) }
  }
}
