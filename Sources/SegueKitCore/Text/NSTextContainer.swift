public import Foundation

/// The region text is laid out in inside a text view (inert: SegueKit lays no text out).
///
/// Mirrors UIKit's `NSTextContainer`.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// The container's size.
  ///
  /// Mirrors UIKit's `size`.
  open var size: CGSize
  /// The inset of each line fragment from the container's edges; 5 points by default.
  ///
  /// Mirrors UIKit's `lineFragmentPadding`.
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines the container holds; 0 is no limit.
  ///
  /// Mirrors UIKit's `maximumNumberOfLines`.
  open var maximumNumberOfLines = 0
  /// How the last line breaks when the text does not fit.
  ///
  /// Mirrors UIKit's `lineBreakMode`.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Whether the container's width follows its text view's.
  ///
  /// Mirrors UIKit's `widthTracksTextView`.
  open var widthTracksTextView = false
  /// Whether the container's height follows its text view's.
  ///
  /// Mirrors UIKit's `heightTracksTextView`.
  open var heightTracksTextView = false

  /// A container of a size.
  ///
  /// Mirrors UIKit's `init(size:)`.
  public init(size: CGSize) {
    self.size = size
  }

  /// A container of unlimited size.
  ///
  /// Mirrors UIKit's `init()`.
  public override convenience init() {
    self.init(size: .zero)
  }
}
