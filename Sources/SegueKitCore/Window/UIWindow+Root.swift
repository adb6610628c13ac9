internal import Foundation

// The window's members that name the core's types, and what a window does to its controllers: the views layer
// declares `UIWindow` and calls these through `CoreLayer` (`CoreRuntime`).
extension UIWindow {
  /// The root view controller; its view becomes the window's content view.
  ///
  /// Mirrors UIKit: on a visible window the old root disappears and the new root loads its view and appears
  /// (`viewWillAppear` now, `viewDidAppear` when the main queue is drained). Not overridable here, as the views layer
  /// that declares `UIWindow` does not see view controllers.
  public var rootViewController: UIViewController? {
    get { rootStorage as? UIViewController }
    set { setRoot(newValue) }
  }

  /// The scene the window belongs to; setting another moves the window to that scene's `windows`.
  ///
  /// Mirrors UIKit's `windowScene` (held weakly, as in UIKit); not overridable here.
  public var windowScene: UIWindowScene? {
    get { windowSceneStorage as? UIWindowScene }
    set {
      let old = windowScene
      guard newValue !== old else { return }
      old?.windows.removeAll { $0 === self }
      windowSceneStorage = newValue
      newValue?.windows.append(self)
    }
  }

  /// The screen showing the window: the one simulated screen. Mirrors UIKit's `screen`; not overridable here.
  public var screen: UIScreen {
    get { UIScreen.main }
    set {}  // [I] there is one screen; UIKit moves the window to `newValue`.
  }

  fileprivate func setRoot(_ newRoot: UIViewController?) {
    guard newRoot !== rootViewController, !UIKitException.isUnwinding else { return }
    if let old = rootViewController {
      if !isHidden, old.viewStorage?.superview === self {
        old.beginAppearance(false, animated: false)
        MainQueue.async { old.finishAppearanceTransition(appearing: false) }
      }
      ViewTreeAppearance.suppressed {
        if old.viewStorage?.superview === self { old.viewStorage?.removeFromSuperview() }
      }
    }
    rootStorage = newRoot
    if !isHidden { showRoot(animated: false) }
  }

  func showRoot(animated: Bool) {
    guard let root = rootViewController, root.viewStorage?.superview !== self else { return }
    let rootView: UIView = root.view
    // The root view fills the window [DOC `UIWindow.rootViewController`: "installs the view controller's view as
    // the content view of the window"].
    rootView.frame = bounds
    ViewTreeAppearance.suppressed { insertSubview(rootView, at: 0) }
    root.beginAppearance(true, animated: animated)
    MainQueue.async { root.finishAppearanceTransition(appearing: true) }
  }

  func hideRoot() {
    guard let root = rootViewController, root.isVisibleOrAppearing else { return }
    root.beginAppearance(false, animated: false)
    MainQueue.async { root.finishAppearanceTransition(appearing: false) }
  }

  // MARK: Trait changes

  /// Every controller of the window with its current traits, root first.
  func snapshotTraits() -> [(UIViewController, UITraitCollection)] {
    var result: [(UIViewController, UITraitCollection)] = []
    rootViewController?.forEachInHierarchy { result.append(($0, $0.traitCollection)) }
    return result
  }

  /// The window's device or orientation changed and it took the new size (`previous` is the traits it had): the
  /// root hears `willTransition(to:with:)` for new traits, then `viewWillTransition(to:with:)` for a new size [I for
  /// the order], then traits apply.
  func environmentChanged(from previous: UITraitCollection, sizeChanged: Bool) {
    if sizeChanged { layOutControllerViews() }
    guard let root = rootViewController, previous != traitCollection || sizeChanged else { return }
    // The hierarchy saw `previous`; rebuild what each controller saw from it.
    var before: [(UIViewController, UITraitCollection)] = []
    root.forEachInHierarchy { controller in
      before.append((controller, controller.traits(assumingWindowTraits: previous)))
    }
    let coordinator = TransitionCoordinator(animated: true, duration: 0)
    if previous != traitCollection { root.willTransition(to: traitCollection, with: coordinator) }
    if sizeChanged { root.viewWillTransition(to: frame.size, with: coordinator) }
    applyTraitChange(previous: before, coordinator: coordinator)
  }

  /// Adapts containers and presentations to the new traits, then tells each controller whose traits changed.
  func applyTraitChange(previous: [(UIViewController, UITraitCollection)], coordinator: TransitionCoordinator) {
    // [I] controllers hear of the new traits first, then containers and presentations adapt to them.
    let changed = previous.filter { $0.0.traitCollection != $0.1 }
    for (controller, old) in changed {
      controller.traitCollectionDidChange(old)
    }
    // [I] Presentations adapt before containers rearrange, so a presenter that reappears finishes appearing
    // before a container change takes it off screen.
    for (controller, _) in changed {
      controller.childModal?.presentationControllerStorage?.readapt()
    }
    for (controller, old) in changed {
      controller.containerTraitsDidChange(from: old)
    }
    MainQueue.async { coordinator.finish() }
  }
}

extension UIViewController {
  /// The traits the receiver would have if its window had `windowTraits`.
  func traits(assumingWindowTraits windowTraits: UITraitCollection) -> UITraitCollection {
    inheritedTraits(assumingWindowTraits: windowTraits).withStyle(
      extraStorage?.overrideUserInterfaceStyle ?? .unspecified)
  }

  private func inheritedTraits(assumingWindowTraits windowTraits: UITraitCollection) -> UITraitCollection {
    if let parent = parentStorage {
      let inherited = parent.traits(assumingWindowTraits: windowTraits)
      guard let override = parent.extraStorage?.overrideTraits[ObjectIdentifier(self)] else { return inherited }
      return UITraitCollection(traitsFrom: [inherited, override])
    }
    if let presenter = parentModal { return presenter.traits(assumingWindowTraits: windowTraits) }
    return windowTraits
  }
}
