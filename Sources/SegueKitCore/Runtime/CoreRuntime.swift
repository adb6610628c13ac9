internal import Foundation
internal import StoryboardFormat

/// What the views layer below asks of the core (`CoreLayerHooks`): the views layer finds this type by name
/// (`CoreLayer`), as the core finds the storyboard layer. A class, as the runtime finds classes by their
/// `Module.Name`.
@MainActor
final class CoreRuntime: CoreLayerHooks {
  static func register(_ window: UIWindow) { UIApplication.shared.register(window) }

  static func unregister(_ window: UIWindow) { UIApplication.shared.unregister(window) }

  static var keyWindow: UIWindow? { UIApplication.shared.keyWindowStorage }

  static func makeKey(_ window: UIWindow) { UIApplication.shared.keyWindowStorage = window }

  static func windowVisibilityDidChange(_ window: UIWindow) {
    if window.isHidden { window.hideRoot() } else { window.showRoot(animated: false) }
  }

  static func window(_ window: UIWindow, environmentChangedFrom previous: UITraitCollection, sizeChanged: Bool) {
    window.environmentChanged(from: previous, sizeChanged: sizeChanged)
  }

  static func window(_ window: UIWindow, changingTraits change: () -> Void) {
    let before = window.snapshotTraits()
    change()
    window.applyTraitChange(previous: before, coordinator: TransitionCoordinator(animated: false, duration: 0))
  }

  static func viewDidMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    ViewTreeAppearanceCallbacks.viewDidMove(view, from: oldWindow, to: newWindow)
  }

  static func parentsMatch(addingSubtree view: UIView, to superview: UIView) -> Bool {
    ViewTreeAppearanceCallbacks.parentsMatch(addingSubtree: view, to: superview)
  }

  static func rootSafeAreaInsets(of view: UIView) -> UIEdgeInsets { SafeAreaOfRootViews.rootInsets(of: view) }

  static func replayAppearanceOnBars(of controller: any RootViewOwner) {
    guard let controller = controller as? UIViewController else { return }
    AppearanceProxies.replayOnBars(of: controller)
  }

  static func performConnectedAction(_ action: String, on target: AnyObject, sender: Any?) -> Bool {
    ConnectionDispatch.perform(action: action, on: target, sender: sender)
  }

  static func instantiate(
    _ document: NibDocument, layouts: StoredLayouts, owner: AnyObject?, externalObjects: [String: Any]
  ) -> [AnyObject] {
    StoryboardLayer.required.instantiate(document, layouts: layouts, owner: owner, externalObjects: externalObjects)
  }
}

/// A view controller is what owns a root view in the views layer (`UIView.owningViewController`).
extension UIViewController: RootViewOwner {}

/// A root view's safe area, from its controller's containers.
@MainActor
enum SafeAreaOfRootViews {
  static func rootInsets(of view: UIView) -> UIEdgeInsets {
    guard let controller = view.owningViewController as? UIViewController,
      let window = view.window ?? UIApplication.shared.keyWindowStorage
    else { return UIEdgeInsets() }
    let frame = view.window == nil ? CGRect(origin: .zero, size: view.frame.size) : view.convert(view.bounds, to: nil)
    let screen = window.bounds
    var unsafe = window.device.safeAreaInsets(for: window.orientation)
    if let navigation = controller.navigationController, !navigation.isNavigationBarHidden {
      // An iPhone's bar is 32 points tall in a compact height (landscape), 44 otherwise.
      let traits = window.device.traitCollection(for: window.orientation)
      unsafe.top += traits.verticalSizeClass == .compact ? 32 : 44
    }
    if let tabs = controller.tabBarController, !tabs.tabBar.isHidden { unsafe.bottom += 49 }
    let extra = controller.additionalSafeAreaInsets
    return UIEdgeInsets(
      top: max(0, screen.minY + unsafe.top - frame.minY) + extra.top,
      left: max(0, screen.minX + unsafe.left - frame.minX) + extra.left,
      bottom: max(0, frame.maxY - (screen.maxY - unsafe.bottom)) + extra.bottom,
      right: max(0, frame.maxX - (screen.maxX - unsafe.right)) + extra.right)
  }

}

extension AppearanceProxies {
  /// Replays on the bars a container controller shows in its view and on the bar button items they show.
  static func replayOnBars(of controller: UIViewController) {
    if let navigation = controller as? UINavigationController {
      let bar = navigation.navigationBar
      replay(on: bar, traits: { bar.traitCollection }) { containers(from: navigation.viewIfLoaded) }
      if let toolbar = navigation.toolbar {
        replay(on: toolbar, traits: { toolbar.traitCollection }) { containers(from: navigation.viewIfLoaded) }
      }
    }
    if let tabs = controller as? UITabBarController {
      let bar = tabs.tabBar
      replay(on: bar, traits: { bar.traitCollection }) { containers(from: tabs.viewIfLoaded) }
      for item in bar.items ?? [] {
        // A bar item is no trait environment: the bar showing it gives the traits.
        replay(on: item, traits: { bar.traitCollection }) { [bar] + containers(from: tabs.viewIfLoaded) }
      }
    }
    guard recordsBarItems, let navigation = controller.navigationController else { return }
    let item = controller.navigationItem
    let bar = navigation.navigationBar
    let barContainers = { [bar] + containers(from: navigation.viewIfLoaded) }
    let barTraits = { bar.traitCollection }
    for button in item.leftBarButtonItems ?? [] { replay(on: button, traits: barTraits, containers: barContainers) }
    for button in item.rightBarButtonItems ?? [] { replay(on: button, traits: barTraits, containers: barContainers) }
    if let button = item.backBarButtonItem { replay(on: button, traits: barTraits, containers: barContainers) }
    guard let toolbar = navigation.toolbar else { return }
    for button in controller.toolbarItems ?? [] {
      replay(on: button, traits: { toolbar.traitCollection }) { [toolbar] + containers(from: navigation.viewIfLoaded) }
    }
  }
}
