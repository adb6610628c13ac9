public import Foundation

/// The object that manages one modal presentation: its style, its adaptation and its delegate.
///
/// Mirrors UIKit's `UIPresentationController`. A view controller's ``UIViewController/presentationController``
/// exists before it is presented, so a delegate can be set first, as in UIKit.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  // Back-references are unowned(unsafe) (cleared by the controllers' deinit and on dismissal) rather than weak:
  // weak references move an object's reference counts to a side table, which makes every retain slow.
  unowned(unsafe) var presentedStorage: UIViewController?
  unowned(unsafe) var presentingStorage: UIViewController?

  /// The delegate that adapts the presentation and hears about interactive dismissal.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The presented view controller.
  public final var presentedViewController: UIViewController { presentedStorage! }

  /// The presenting view controller (the presenter chosen by UIKit's rules), once presented.
  public final var presentingViewController: UIViewController? { presentingStorage }

  /// The style the presentation was requested with (`.automatic` already resolved).
  open var presentationStyle: UIModalPresentationStyle { requestedStyle }

  /// Whether the presenter's views are removed when the presentation finishes. Defaults to `false`.
  open var shouldRemovePresentersView: Bool { false }

  /// Whether a `.custom` presentation covers the whole screen (presenter found like `.fullScreen`).
  open var shouldPresentInFullscreen: Bool { true }

  /// The trait collection of the presentation: the presenter's (or, before presenting, the presented one's).
  public var traitCollection: UITraitCollection {
    (presentingStorage ?? presentedStorage)?.traitCollection ?? UITraitCollection()
  }

  var requestedStyle: UIModalPresentationStyle
  /// The style after adaptation, `.none` when the presentation does not adapt.
  var adaptedStyle: UIModalPresentationStyle = .none
  /// Where the covered controller's view was among its superview's subviews before it was removed.
  var removedViewIndex = 0
  var presentedViewIsRemovingPresenter = false
  /// The coordinator of the presentation transition under way, else `nil` (`transitionCoordinator`).
  var inFlightCoordinator: TransitionCoordinator?
  /// Whether the presented view goes into the window (else into the container the presenter is shown in).
  var hostIsWindow = true

  /// The view the presented view is added to: the window, or the container the presenter is shown in.
  var hostView: UIView? {
    if hostIsWindow {
      return presentedStorage?.viewStorage?.window ?? presentingStorage?.rootWindow
    }
    return presentedStorage?.viewStorage?.superview ?? presentingStorage?.viewStorage?.superview
  }
  /// Whether the covered controller's view is currently removed by this presentation.
  var contextViewRemoved = false
  var transitionStyle: UIModalTransitionStyle = .coverVertical

  /// The view the presentation runs in while the presented controller is presented (or being presented), else `nil`:
  /// a container view above the presenter in the window for a presentation with a transitioning delegate or the
  /// `.custom` style, else the window or the container view the presenter is shown in
  /// (<doc:CustomTransitions#§11.1-Presentation>).
  ///
  /// Mirrors UIKit's `containerView`.
  public final var containerView: UIView? {
    if let containerViewStorage { return containerViewStorage }
    guard let presenter = presentingStorage, presenter.childModal?.presentationControllerStorage === self else {
      return nil
    }
    return hostView
  }

  /// The view that is animated into the container: the presented controller's view unless a subclass wraps it.
  ///
  /// Mirrors UIKit's `presentedView`.
  open var presentedView: UIView? { presentedStorage?.view }

  /// Where the presented view ends in the container; the container's bounds unless a subclass says otherwise.
  ///
  /// Mirrors UIKit's `frameOfPresentedViewInContainerView`.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Called when the presentation transition is about to start (a transition coordinator exists): add chrome such as
  /// a dimming view to the container here.
  ///
  /// Mirrors UIKit's `presentationTransitionWillBegin()`.
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation transition ended, with whether it completed (`false`: an interactive presentation
  /// was cancelled).
  ///
  /// Mirrors UIKit's `presentationTransitionDidEnd(_:)`.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called when the dismissal transition is about to start.
  ///
  /// Mirrors UIKit's `dismissalTransitionWillBegin()`.
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal transition ended, with whether it completed (`false`: an interactive dismissal was
  /// cancelled).
  ///
  /// Mirrors UIKit's `dismissalTransitionDidEnd(_:)`.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the container lays out its subviews (SegueKit lays out nothing; never called).
  ///
  /// Mirrors UIKit's `containerViewWillLayoutSubviews()`.
  open func containerViewWillLayoutSubviews() {}

  /// Called after the container laid out its subviews (never called).
  ///
  /// Mirrors UIKit's `containerViewDidLayoutSubviews()`.
  open func containerViewDidLayoutSubviews() {}

  /// The container view of a custom transition, while presented.
  var containerViewStorage: UIView?
  /// The animator and interaction controller the transitioning delegate gave for the presentation under way.
  var pendingAnimator: (any UIViewControllerAnimatedTransitioning)?
  var pendingInteraction: (any UIViewControllerInteractiveTransitioning)?

  /// Creates a presentation controller; UIKit does this for you when presenting.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedStorage = presentedViewController
    self.presentingStorage = presentingViewController
    self.requestedStyle = presentedViewController.modalPresentationStyle.resolvedAutomatic
    super.init()
  }

  /// What the presentation adapts to by itself for `traits` (`.none` = no adaptation)
  /// (<doc:Presentation#§4.5-Adaptation>). Not in UIKit, which asks its private presentation controllers.
  public final func defaultAdaptivePresentationStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    switch requestedStyle {
    case .pageSheet, .formSheet:
      traits.verticalSizeClass == .compact ? .fullScreen : .none
    case .popover:
      traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact ? .formSheet : .none
    default:
      .none
    }
  }

  /// The style the presentation adapts to for `traits`, asking the delegate as UIKit does
  /// (<doc:Presentation#§4.5-Adaptation>).
  func adaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    let proposed = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
    let fallback = defaultAdaptivePresentationStyle(for: traits)
    guard let proposed else { return fallback }
    switch proposed {
    case .fullScreen, .overFullScreen, .formSheet, .none: return proposed
    default: return fallback
    }
  }

  /// The presentation controller that takes over in the adapted `style`, handed to the delegate's
  /// `presentationController(_:prepare:)`: a popover's sheet for a sheet style, a new full-screen presentation
  /// controller for a full-screen one [I: UIKit's `_presentationControllerForTraitCollection:`].
  func adaptivePresentationController(for style: UIModalPresentationStyle) -> UIPresentationController? {
    let presented = presentedStorage!
    let adaptive: UIPresentationController
    switch style {
    case .formSheet, .pageSheet:
      adaptive =
        (self as? UIPopoverPresentationController)?.adaptiveSheetPresentationController
        ?? UISheetPresentationController(presentedViewController: presented, presenting: presentingStorage)
    case .fullScreen, .overFullScreen:
      adaptive = UIPresentationController(presentedViewController: presented, presenting: presentingStorage)
    default:
      return nil
    }
    adaptive.delegate = delegate
    return adaptive
  }

  /// Adapts to `style`: lets the delegate prepare the adaptive presentation controller
  /// (<doc:Presentation#§4.5-Adaptation> step 4).
  func adapt(to style: UIModalPresentationStyle) {
    adaptedStyle = style
    if let adaptive = adaptivePresentationController(for: style) {
      delegate?.presentationController(self, prepare: adaptive)
    }
  }

  /// The style whose behaviour the presentation has now: adapted, with sheets full screen in compact height.
  var effectiveStyle: UIModalPresentationStyle {
    guard adaptedStyle != .none else { return requestedStyle }
    if (adaptedStyle == .formSheet || adaptedStyle == .pageSheet) && traitCollection.verticalSizeClass == .compact {
      return .fullScreen
    }
    return adaptedStyle
  }

  /// Whether the presentation, as it behaves now, removes the covered controller's views.
  var removesPresenterViews: Bool {
    let style = effectiveStyle
    if style == .custom { return shouldRemovePresentersView }
    return style.removesPresenterViews
  }

  func attach(presenting: UIViewController) {
    presentingStorage = presenting
  }

  func detach() {
    presentingStorage = nil
  }

  /// Simulates the user swiping the presented sheet down, optionally giving up half-way
  /// (<doc:Presentation#§4.8-Swipe-to-dismiss>).
  ///
  /// Not in UIKit. Returns whether a dismissal gesture started: only for a sheet-like presentation that is on top
  /// (a sheet covered by another presentation cannot be swiped), on a settled screen (the main queue drained).
  @discardableResult
  public final func simulateInteractiveDismissal(completing: Bool = true) -> Bool {
    guard MainQueue.isEmpty, let presenter = presentingStorage, let presented = presenter.childModal,
      presented.presentationControllerStorage === self, presented.presentedViewController == nil,
      !presenter.flags.contains(.presentationTransitioning), effectiveStyle.isSheetLike
    else { return false }
    if presented.isModalInPresentationAnywhere || delegate?.presentationControllerShouldDismiss(self) == false {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return false
    }
    delegate?.presentationControllerWillDismiss(self)
    presented.runInteractiveDismissal(completing: completing, presenter: presenter, controller: self)
    return true
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
  @available(iOS 8.3, *)
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    .fullScreen
  }
  open var overrideTraitCollection: UITraitCollection? = nil
  @available(iOS 8.0, *)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  @available(iOS 8.0, *)
  open var preferredContentSize: CGSize { .zero }
  @available(iOS 8.0, *)
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  @available(iOS 8.0, *)
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  @available(iOS 8.0, *)
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  { .zero }
  @available(iOS 8.0, *)
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
  @available(iOS 8.0, *)
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
  @available(iOS 12.0, *)
  open var parentFocusEnvironment: (any UIFocusEnvironment)? { nil }
  @available(iOS 12.0, *)
  open var focusItemContainer: (any UIFocusItemContainer)? { nil }
  open func setNeedsFocusUpdate() {}
  open func updateFocusIfNeeded() {}
  open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { false }
  open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
  @available(iOS, introduced: 9.0, deprecated: 10.0)
  open var preferredFocusedView: UIView? { nil }
  @available(iOS 14.0, *)
  open var focusGroupIdentifier: String? { nil }
  @available(iOS 11.0, tvOS 11.0, *)
  open func contains(_ environment: any UIFocusEnvironment) -> Bool { false }
  // MARK: - End of generated members
}

/// The presentation controller of a popover (<doc:Presentation#§4.2-Styles>).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open weak var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  open weak var barButtonItem: UIBarButtonItem?
  /// The arrow directions the popover may use.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any

  /// The sheet the popover becomes when it adapts to a sheet (horizontally compact); configure it in advance or in
  /// the delegate's `presentationController(_:prepare:)` (iOS 15).
  public final private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
    presentedViewController: presentedViewController, presenting: presentingViewController)

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 9.0, *)
  open var canOverlapSourceViewRect: Bool = false
  open var arrowDirection: UIPopoverArrowDirection { [] }
  open var passthroughViews: [UIView]? = nil
  open var backgroundColor: UIColor? = nil
  open var popoverLayoutMargins: UIEdgeInsets = .zero
  open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)? = nil
  // MARK: - End of generated members
}

/// The directions of a popover's arrow.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var up: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 &<< 0) }
  public static var down: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 &<< 1) }
  public static var left: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 &<< 2) }
  public static var right: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 &<< 3) }
  public static var any: UIPopoverArrowDirection { [.up, .down, .left, .right] }
}

extension UIModalPresentationStyle {
  /// `.automatic` resolves to `.formSheet` (iOS 18+); `.blurOverFullScreen` behaves as `.overFullScreen`.
  var resolvedAutomatic: UIModalPresentationStyle {
    switch self {
    case .automatic: .formSheet
    case .blurOverFullScreen: .overFullScreen
    default: self
    }
  }
}
