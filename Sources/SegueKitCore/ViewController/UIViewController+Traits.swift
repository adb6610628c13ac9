/// Trait collections and their propagation (<doc:Adaptivity#§9.2-Trait-flow>).
extension UIViewController {
  /// The controller's traits: its window's, as overridden by each ancestor for its child; a presented controller
  /// inherits from its presenter.
  public var traitCollection: UITraitCollection {
    inheritedTraits.withStyle(extraStorage?.overrideUserInterfaceStyle ?? .unspecified)
  }

  /// The interface style the controller, its view and its children use regardless of their environment;
  /// `.unspecified` inherits. Setting it tells the controllers whose traits change (`traitCollectionDidChange(_:)`).
  ///
  /// Mirrors UIKit's `overrideUserInterfaceStyle`.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { extraStorage?.overrideUserInterfaceStyle ?? .unspecified }
    set {
      guard newValue != overrideUserInterfaceStyle else { return }
      let window = topOfParentChain.rootWindow
      let before = window.map { $0.snapshotTraits() } ?? []
      extra.overrideUserInterfaceStyle = newValue
      window?.applyTraitChange(previous: before, coordinator: TransitionCoordinator(animated: false, duration: 0))
    }
  }

  /// The coordinator of the transition under way that the receiver or an ancestor takes part in — a presentation or
  /// dismissal, or an animated push, pop or tab switch of its container — else `nil`
  /// (<doc:CustomTransitions#§11.4-Transition-coordinator>).
  ///
  /// Mirrors UIKit's `transitionCoordinator`: it exists from the will-callbacks until the transition completes.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      // Being presented, or presenting: the presentation controller of the transition holds its coordinator.
      if let coordinator = current.presentationControllerStorage?.inFlightCoordinator
        ?? current.presentedViewController?.presentationControllerStorage?.inFlightCoordinator
        ?? current.extraStorage?.containerTransitionCoordinator
      {
        return coordinator
      }
      controller = current.parentStorage
    }
    return nil
  }

  /// The traits from the environment, before the controller's own style override.
  private var inheritedTraits: UITraitCollection {
    if let parent = parentStorage {
      let inherited = parent.traitCollection
      guard let override = parent.extraStorage?.overrideTraits[ObjectIdentifier(self)] else { return inherited }
      return UITraitCollection(traitsFrom: [inherited, override])
    }
    if let presenter = parentModal {
      return presenter.traitCollection
    }
    if let window = viewStorage?.window { return window.traitCollection }
    // A window's root keeps the window's traits while a full-screen presentation has taken its view out.
    if let window = UIApplication.shared.windows.first(where: { $0.rootViewController === self }) {
      return window.traitCollection
    }
    return UIWindow.defaultTraitCollection
  }

  func setOverrideTraitsImplementation(_ collection: UITraitCollection?, forChild child: UIViewController) {
    let window = topOfParentChain.rootWindow
    let before = window.map { $0.snapshotTraits() } ?? []
    if let collection {
      extra.overrideTraits[ObjectIdentifier(child)] = collection
    } else {
      extraStorage?.overrideTraits[ObjectIdentifier(child)] = nil
    }
    window?.applyTraitChange(previous: before, coordinator: TransitionCoordinator(animated: false, duration: 0))
  }

  /// The window whose hierarchy the receiver (the top of a parent chain) belongs to.
  var rootWindow: UIWindow? {
    var top = self
    while let presenter = top.parentModal { top = presenter.topOfParentChain }
    if let window = top.viewStorage?.window { return window }
    return UIApplication.shared.windows.first { $0.rootViewController === top }
  }

  /// Every controller in the receiver's hierarchy, parents before children, presented controllers after the
  /// subtree that presents them.
  func forEachInHierarchy(_ body: (UIViewController) -> Void) {
    body(self)
    for (_, child) in dumpChildren { child.forEachInHierarchy(body) }
    childModal?.forEachInHierarchy(body)
  }
}
