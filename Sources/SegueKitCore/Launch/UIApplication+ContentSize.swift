import Foundation

// Dynamic Type: the user's text size, as Settings changes it. Apple's documentation: `preferredContentSizeCategory`
// ("the font sizing option preferred by the user"), `UIContentSizeCategory.didChangeNotification` ("posted when the
// user changes the preferred content size setting"; object: the app; userInfo: `newValueUserInfoKey`),
// `adjustsFontForContentSizeCategory` ("whether the object automatically updates its font when the device's content
// size category changes"; the font must come from `preferredFont(forTextStyle:)` or `UIFontMetrics`), and
// `traitCollectionDidChange(_:)`.
extension UIApplication {
  /// The text size the user chose in Settings; Large unless a test changes it. Mirrors UIKit's
  /// `preferredContentSizeCategory`.
  public var preferredContentSizeCategory: UIContentSizeCategory { DynamicTypeSizes.category }

  /// Changes the device's text size, as the user does in Settings: every window's controllers whose traits change
  /// hear `traitCollectionDidChange(_:)`, labels, text fields and text views that adjust their font for the content
  /// size category take the new size of their text style, then `UIContentSizeCategory.didChangeNotification` is
  /// posted with the app as its object [I: the order; UIKit documents each, not their sequence]. Nothing when the
  /// category is already `category`.
  ///
  /// Not in UIKit (the system changes it).
  public func simulateContentSizeCategoryChange(to category: UIContentSizeCategory) {
    guard category != DynamicTypeSizes.category, category != .unspecified else { return }
    let before = windows.map { ($0, $0.snapshotTraits()) }
    DynamicTypeSizes.category = category
    for (window, traits) in before {
      window.applyTraitChange(previous: traits, coordinator: TransitionCoordinator(animated: false, duration: 0))
      Self.adjustFonts(in: window)
    }
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: self,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }

  /// Resets the text size to Large without telling anyone: a new simulated device. Not in UIKit.
  package func resetContentSizeCategory() {
    DynamicTypeSizes.category = .large
  }

  /// Gives each text view under `view` that adjusts its font for the content size the new size of its text style.
  private static func adjustFonts(in view: UIView) {
    switch view {
    case let label as UILabel where label.adjustsFontForContentSizeCategory:
      if let style = label.font.preferredTextStyle { label.font = .preferredFont(forTextStyle: style) }
    case let field as UITextField where field.adjustsFontForContentSizeCategory:
      if let style = field.font?.preferredTextStyle { field.font = .preferredFont(forTextStyle: style) }
    case let textView as UITextView where textView.adjustsFontForContentSizeCategory:
      if let style = textView.font?.preferredTextStyle { textView.font = .preferredFont(forTextStyle: style) }
    default:
      break
    }
    for subview in view.subviews { adjustFonts(in: subview) }
  }
}
