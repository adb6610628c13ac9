public import Foundation

/// A deprecated alert with a title, message and buttons, reporting taps to its delegate.
///
/// Mirrors UIKit's `UIAlertView` (deprecated since iOS 9). `show()` records the alert as visible (in
/// ``visibleAlertViews``) and tells the delegate; there is no window to draw in. Because UIKit's `delegate` is
/// untyped, the delegate is called only when it adopts ``UIAlertViewDelegate``.
@preconcurrency @MainActor
open class UIAlertView: UIView {
  /// Not in UIKit: the alert views shown and not yet dismissed, oldest first.
  public private(set) static var visibleAlertViews: [UIAlertView] = []

  /// The object told about taps.
  ///
  /// Mirrors UIKit's `delegate`.
  open weak var delegate: AnyObject?
  /// The alert's title.
  ///
  /// Mirrors UIKit's `title`.
  open var title = ""
  /// The alert's message.
  ///
  /// Mirrors UIKit's `message`.
  open var message: String?
  /// The index of the cancel button; -1 when there is none.
  ///
  /// Mirrors UIKit's `cancelButtonIndex`.
  open var cancelButtonIndex = -1
  /// Whether the alert is shown.
  ///
  /// Mirrors UIKit's `isVisible`.
  open private(set) var isVisible = false
  private var buttonTitles: [String] = []

  /// An alert with a title, message, delegate, cancel button and other buttons.
  ///
  /// Mirrors UIKit's `init(title:message:delegate:cancelButtonTitle:otherButtonTitles:_:)`.
  public convenience init(
    title: String, message: String, delegate: Any?, cancelButtonTitle: String?,
    otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
  ) {
    self.init(frame: .zero)
    self.title = title
    self.message = message
    self.delegate = delegate.map { $0 as AnyObject }
    if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    for other in [firstButtonTitle] + moreButtonTitles { addButton(withTitle: other) }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Adds a button; returns its index.
  ///
  /// Mirrors UIKit's `addButton(withTitle:)`.
  @discardableResult
  open func addButton(withTitle title: String?) -> Int {
    buttonTitles.append(title ?? "")
    return buttonTitles.count - 1
  }

  /// The title of the button at an index.
  ///
  /// Mirrors UIKit's `buttonTitle(at:)`.
  open func buttonTitle(at buttonIndex: Int) -> String? {
    buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
  }

  /// The number of buttons.
  ///
  /// Mirrors UIKit's `numberOfButtons`.
  open var numberOfButtons: Int { buttonTitles.count }

  /// The index of the first button that is not the cancel button; -1 when there is none.
  ///
  /// Mirrors UIKit's `firstOtherButtonIndex`.
  open var firstOtherButtonIndex: Int { buttonTitles.indices.first { $0 != cancelButtonIndex } ?? -1 }

  private var alertDelegate: (any UIAlertViewDelegate)? { delegate as? any UIAlertViewDelegate }

  /// Shows the alert, telling the delegate before and after.
  ///
  /// Mirrors UIKit's `show()`.
  open func show() {
    guard !isVisible else { return }
    alertDelegate?.willPresent(self)
    isVisible = true
    Self.visibleAlertViews.append(self)
    alertDelegate?.didPresent(self)
  }

  /// Dismisses the alert as if a button was tapped, without calling `alertView(_:clickedButtonAt:)`.
  ///
  /// Mirrors UIKit's `dismiss(withClickedButtonIndex:animated:)`.
  open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
    guard isVisible else { return }
    alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
    isVisible = false
    Self.visibleAlertViews.removeAll { $0 === self }
    alertDelegate?.alertView(self, didDismissWithButtonIndex: buttonIndex)
  }

  /// Not in UIKit: taps the button at an index, as the user does: the delegate hears
  /// `alertView(_:clickedButtonAt:)`, then the alert dismisses.
  public func simulateTap(onButtonAt buttonIndex: Int) {
    guard isVisible, buttonTitles.indices.contains(buttonIndex) else { return }
    alertDelegate?.alertView(self, clickedButtonAt: buttonIndex)
    dismiss(withClickedButtonIndex: buttonIndex, animated: true)
  }
}
