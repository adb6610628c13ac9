/// A label.
///
/// Mirrors UIKit's `UILabel`.
@MainActor
open class UILabel: UIView {
  /// The label's text.
  open var text: String?
}
