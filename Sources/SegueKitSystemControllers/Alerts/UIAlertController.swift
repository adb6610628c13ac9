import Foundation

/// An alert or action sheet: a presented view controller with a title, a message and actions.
///
/// Mirrors UIKit's `UIAlertController`. It is presented like any controller with
/// `present(_:animated:completion:)`. An `.alert` covers the screen without removing the presenter's views
/// (SegueKit models UIKit's private alert presentation as `.overFullScreen`); an `.actionSheet` is a popover,
/// which in a horizontally regular environment needs `popoverPresentationController.sourceView` or
/// `barButtonItem`, else presenting it raises UIKit's `NSGenericException`. Neither can be swiped away
/// (``isModalInPresentation`` is always `true`). ``simulateTap(on:)`` taps an action: the alert is dismissed and
/// then the action's handler runs [I: UIKit runs the handler once the dismissal is under way; a handler that
/// presents another controller works there, which needs the alert gone].
@preconcurrency @MainActor
open class UIAlertController: UIViewController, PopoverAnchorChecking {
  /// The two kinds of alert controller; raw values are UIKit's.
  ///
  /// Mirrors UIKit's `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// The message below the title.
  open var message: String?
  /// The kind of alert, fixed at creation.
  open var preferredStyle: Style { style }
  /// The actions, in the order added.
  open private(set) var actions: [UIAlertAction] = []
  /// The action the alert emphasises (and the return key performs); it must be one of ``actions``.
  open var preferredAction: UIAlertAction?
  private var style: Style = .alert

  /// Creates an alert or action sheet.
  ///
  /// Mirrors UIKit's `init(title:message:preferredStyle:)`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.style = preferredStyle
    modalPresentationStyle = preferredStyle == .alert ? .overFullScreen : .popover
  }

  /// Adds an action; an alert takes at most one `.cancel` action (UIKit raises `NSInternalInconsistencyException`
  /// for a second one).
  ///
  /// Mirrors UIKit's `addAction(_:)`.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      UIKitException.raise(
        .internalInconsistency,
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  /// The text fields added with ``addTextField(configurationHandler:)``, in order; `nil` when there are none.
  ///
  /// Mirrors UIKit's `textFields`.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  private var fields: [UITextField] = []

  /// Adds a text field to an alert, which `configurationHandler` sets up; the field is in the alert's view, so a
  /// test can type into it. An action sheet takes none: UIKit raises `NSInternalInconsistencyException`.
  ///
  /// Mirrors UIKit's `addTextField(configurationHandler:)`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard !UIKitException.isUnwinding else { return }
    guard style == .alert else {
      UIKitException.raise(
        .internalInconsistency,
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField()
    fields.append(field)
    if isViewLoaded { view.addSubview(field) }
    configurationHandler?(field)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    for field in fields where field.superview == nil { view.addSubview(field) }
  }

  /// The first text field becomes first responder when the alert appears, and the keyboard shows, as UIKit does
  /// [I: UIKit does it as the alert animates in; here once it has appeared].
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let first = fields.first, !first.isFirstResponder { first.becomeFirstResponder() }
  }

  /// Always `true`: an alert or action sheet is never dismissed by a swipe.
  open override var isModalInPresentation: Bool {
    get { true }
    set {}
  }

  /// Simulates the user tapping `action`: when it is enabled and one of ``actions``, the alert is dismissed
  /// (animated) and the action's handler runs when the dismissal completes (drain the main queue).
  ///
  /// Not in UIKit.
  public final func simulateTap(on action: UIAlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }), presentingViewController != nil else {
      return
    }
    dismiss(animated: true) { action.handler?(action) }
  }

  /// Simulates the user tapping the action titled `title`; returns whether there was one to tap.
  ///
  /// Not in UIKit.
  @discardableResult
  public final func simulateTap(onActionTitled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
    simulateTap(on: action)
    return true
  }

  /// Checks what UIKit checks when an action sheet is presented from `presenter`: in a horizontally regular
  /// environment its popover needs an anchor.
  package func checkPopoverAnchor(presenter: UIViewController) -> Bool {
    guard style == .actionSheet, presenter.traitCollection.horizontalSizeClass == .regular,
      let popover = popoverPresentationController, popover.sourceView == nil, popover.barButtonItem == nil
    else { return true }
    UIKitException.raise(
      .generic,
      "Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet from "
        + "\(type(of: presenter)) (\(presenter)). The modalPresentationStyle of a UIAlertController with this style "
        + "is UIModalPresentationPopover. You must provide location information for this popover through the alert "
        + "controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a "
        + "barButtonItem.  If this information is not known when you present the alert controller, you may provide "
        + "it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
    return false
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 11.0, *)
  open var isSpringLoaded: Bool = false
  // MARK: - End of generated members
}
