internal import Foundation

/// Modal presentation (<doc:Presentation>).
extension UIViewController {
  /// The duration of animated modal transitions, in seconds of virtual time.
  static let modalTransitionDuration: TimeInterval = 0.5

  /// The view controller presented by the receiver or by one of its ancestors (<doc:Presentation#§4.1-Relationships>).
  public var presentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let node = current {
      if let presented = node.childModal { return presented }
      current = node.parentStorage
    }
    return nil
  }

  /// The view controller that presented the receiver or one of its ancestors (<doc:Presentation#§4.1-Relationships>).
  public var presentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let node = current {
      if let presenter = node.parentModal { return presenter }
      current = node.parentStorage
    }
    return nil
  }

  /// Whether the receiver itself is being presented (not its children) (<doc:Presentation#§4.9-Being-presented>).
  public var isBeingPresented: Bool { flags.contains(.beingPresented) }

  /// Whether the receiver itself is being dismissed (not its children) (<doc:Presentation#§4.9-Being-presented>).
  public var isBeingDismissed: Bool { flags.contains(.beingDismissed) }

  /// The presentation controller for the receiver's current or next presentation; created on first use.
  public var presentationController: UIPresentationController? {
    if let controller = presentationControllerStorage, parentModal != nil || controller.matches(modalPresentationStyle)
    {
      return controller
    }
    let controller = makePresentationController()
    presentationControllerStorage = controller
    return controller
  }

  /// The popover presentation controller, when the receiver's style is `.popover`.
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// The sheet presentation controller, when the receiver's style is a sheet.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The presentation controller `present` starts from: the one already made, else a new one. A `.custom`
  /// presentation's transitioning delegate is asked later, once, with the real presenter
  /// (<doc:CustomTransitions#§11.1-Presentation> step 1).
  func presentationControllerForPresenting() -> UIPresentationController {
    if let controller = presentationControllerStorage, parentModal != nil || controller.matches(modalPresentationStyle)
    {
      return controller
    }
    let controller = makePresentationController(askingTransitioningDelegate: false)
    presentationControllerStorage = controller
    return controller
  }

  private func makePresentationController(askingTransitioningDelegate: Bool = true) -> UIPresentationController {
    let delegate = presentationControllerStorage?.delegate
    let controller: UIPresentationController
    switch modalPresentationStyle.resolvedAutomatic {
    case .popover: controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    case .pageSheet, .formSheet:
      controller = UISheetPresentationController(presentedViewController: self, presenting: nil)
    case .custom:
      // <doc:CustomTransitions#§11.1-Presentation> step 1: read before presenting, the delegate is asked with no
      // presenter.
      controller =
        (askingTransitioningDelegate
          ? transitioningDelegate?.presentationController(forPresented: self, presenting: nil, source: self) : nil)
        ?? UIPresentationController(presentedViewController: self, presenting: nil)
    default: controller = UIPresentationController(presentedViewController: self, presenting: nil)
    }
    controller.delegate = delegate
    return controller
  }

  // MARK: present

  func presentImplementation(
    _ vc: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    // Step 4 (nil controller) cannot happen: the Swift signature is non-optional, as in UIKit.
    var controller = vc.presentationControllerForPresenting()
    controller.requestedStyle = vc.modalPresentationStyle.resolvedAutomatic
    let style = controller.requestedStyle
    var fullScreenFamily = !(style.isContextFamily || (style == .custom && !controller.shouldPresentInFullscreen))
    var presenter = fullScreenFamily ? topOfParentChain : presentationContextController
    // Step 5: partial curl.
    if presenter.parentModal != nil, presenter.presentationControllerStorage?.transitionStyle == .partialCurl {
      UIKitException.raise(
        .invalidArgument, "Application tried to present a nested modal view controller while curled \(presenter).")
      return
    }
    if vc.modalTransitionStyle == .partialCurl, style != .fullScreen || presenter.isPresentedNonFullScreen {
      UIKitException.raise(
        .invalidArgument,
        "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller "
          + "\(vc).")
      return
    }
    // Step 6.
    if let parent = vc.parentStorage {
      UIKitException.raise(
        .invalidArgument,
        "Application tried to present modally a view controller \(vc) that has a parent view controller \(parent).")
      return
    }
    // Step 8: `.none` is an adaptive answer, not a style a presentation controller exists for.
    if style == .none {
      UIKitException.raise(
        .internalInconsistency,
        "The specified modal presentation style doesn't have a corresponding presentation controller.")
      return
    }
    // Step 8, <doc:CustomTransitions#§11.1-Presentation> step 1: a `.custom` presentation's controller comes from the
    // transitioning delegate, asked with the real presenter.
    if style == .custom, let delegate = vc.transitioningDelegate,
      let custom = delegate.presentationController(
        forPresented: vc, presenting: presenter, source: self)
    {
      if custom !== controller {
        if custom.delegate == nil { custom.delegate = controller.delegate }
        vc.presentationControllerStorage = custom
        custom.requestedStyle = style
        controller = custom
      }
      fullScreenFamily = custom.shouldPresentInFullscreen
      presenter = fullScreenFamily ? topOfParentChain : presentationContextController
    }
    // Step 10.
    if vc === presenter {
      UIKitException.raise(
        .invalidArgument,
        "Application tried to present modal view controller on itself. Presenting controller is \(presenter).")
      return
    }
    // Steps 11-13: log only; the completion is never called.
    if presenter.flags.contains(.presentationTransitioning) {
      Console.log("Attempt to present \(vc) on \(presenter) (from \(self)) while a presentation is in progress.")
      return
    }
    guard presenter.viewStorage?.window != nil else {
      Console.log("Attempt to present \(vc) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
      return
    }
    if let existing = presenter.childModal {
      Console.log("Attempt to present \(vc) on \(presenter) (from \(self)) which is already presenting \(existing).")
      return
    }
    // Step 14: a detached caller continues with a fault.
    if isDetached {
      Console.log(
        "Presenting view controller \(vc) from detached view controller \(self) is not supported, and may result in "
          + "incorrect safe area insets and a corrupt root presentation. Make sure \(self) is in the view controller "
          + "hierarchy before presenting from it. Will become a hard exception in a future release.")
    }
    // An action sheet's popover needs an anchor in a regular width (UIKit raises from the popover's
    // `presentationTransitionWillBegin`; SegueKit checks before anything changes).
    if let alert = vc as? any PopoverAnchorChecking, !alert.checkPopoverAnchor(presenter: presenter) { return }
    // Step 15.
    if let existingPresenter = vc.parentModal {
      UIKitException.raise(
        .invalidArgument,
        "Application tried to present modally a view controller \(vc) that is already being presented by "
          + "\(existingPresenter).")
      return
    }
    // Step 16: the transition style comes from the context controller when it provides one.
    let context = fullScreenFamily ? presenter : presentationContextController
    controller.transitionStyle =
      (!fullScreenFamily && context.providesPresentationContextTransitionStyle)
      ? context.modalTransitionStyle : vc.modalTransitionStyle
    // <doc:CustomTransitions#§11.1-Presentation> step 1: the animator, then (only with one) the interaction
    // controller, asked once inside `present`; only for animated presentations [I].
    controller.pendingAnimator = nil
    controller.pendingInteraction = nil
    if animated, UIView.areAnimationsEnabled, let delegate = vc.transitioningDelegate,
      let animator = delegate.animationController(forPresented: vc, presenting: presenter, source: self)
    {
      controller.pendingAnimator = animator
      controller.pendingInteraction = delegate.interactionControllerForPresentation(using: animator)
    }
    // Step 17: relationships change now.
    controller.attach(presenting: presenter)
    controller.hostIsWindow = context.viewStorage?.superview?.windowIfSelf != nil
    controller.adapt(to: controller.adaptiveStyle(for: presenter.traitCollection))
    // <doc:Presentation#§4.5-Adaptation> step 2: in an adapted style the delegate may present another controller
    // instead (e.g. the original
    // wrapped in a navigation controller); it takes the original's place and shares its presentation controller.
    var presented = vc
    if controller.adaptedStyle != .none,
      let substitute = controller.delegate?.presentationController(
        controller, viewControllerForAdaptivePresentationStyle: controller.adaptedStyle),
      substitute !== vc, substitute !== presenter, substitute.parentStorage == nil, substitute.parentModal == nil
    {
      substitute.presentationControllerStorage = controller
      presented = substitute
    }
    presenter.childModal = presented
    presented.parentModal = presenter
    presented.modalSource = self
    presented.flags.insert(.beingPresented)
    presenter.flags.insert(.presentationTransitioning)
    // <doc:CustomTransitions#§11.4-Transition-coordinator>: the coordinator exists as soon as `present` returns, so
    // that the caller can animate alongside [I: apps do so right after `present`].
    controller.inFlightCoordinator = TransitionCoordinator(
      animated: animated, duration: animated ? Self.modalTransitionDuration : 0, from: presenter, to: presented,
      style: controller.presentationStyle, animator: controller.pendingAnimator,
      interaction: controller.pendingInteraction)
    controller.pendingAnimator = nil
    controller.pendingInteraction = nil
    presenter.checkHierarchyInvariants()
    MainQueue.async {
      guard presenter.childModal === presented else {
        controller.inFlightCoordinator = nil
        return
      }
      presented.runPresentationTransition(presenter: presenter, animated: animated, completion: completion)
    }
  }

  /// The top of the receiver's parent chain: the window's root or a presented controller
  /// (<doc:Presentation#§4.3-The-presenter>).
  var topOfParentChain: UIViewController {
    var top = self
    while let parent = top.parentStorage { top = parent }
    return top
  }

  /// The first controller, starting with the receiver, that defines a presentation context; else the top
  /// (<doc:Presentation#§4.3-The-presenter>).
  var presentationContextController: UIViewController {
    var current: UIViewController? = self
    while let node = current {
      if node.definesPresentationContext { return node }
      current = node.parentStorage
    }
    return topOfParentChain
  }

  private var isPresentedNonFullScreen: Bool {
    guard parentModal != nil, let controller = presentationControllerStorage else { return false }
    return controller.effectiveStyle != .fullScreen
  }

  /// Whether the receiver's hierarchy is neither a window's root nor presented (<doc:Presentation#§4.6-Presenting> step
  /// 14).
  private var isDetached: Bool {
    let top = topOfParentChain
    if top.parentModal != nil { return false }
    if let window = top.viewStorage?.window, window.rootViewController === top { return false }
    return true
  }

  /// Whether the receiver or a visible descendant sets `isModalInPresentation` [I].
  var isModalInPresentationAnywhere: Bool {
    if isModalInPresentation { return true }
    return appearanceForwardingChildren().contains { $0.isModalInPresentationAnywhere }
  }
}

extension UIPresentationController {
  /// Whether the view the presentation goes into is on screen and not disappearing: the window, or a view of a
  /// controller that is appearing or appeared.
  var isHostVisible: Bool {
    guard let host = hostView, host.window != nil else { return false }
    var view: UIView? = host
    while let current = view {
      if let owner = current.owningViewController as? UIViewController { return owner.isVisibleOrAppearing }
      view = current.superview
    }
    return true
  }

  func matches(_ style: UIModalPresentationStyle) -> Bool {
    switch style.resolvedAutomatic {
    case .popover: self is UIPopoverPresentationController
    case .pageSheet, .formSheet: self is UISheetPresentationController
    default: !(self is UIPopoverPresentationController) && !(self is UISheetPresentationController)
    }
  }
}
