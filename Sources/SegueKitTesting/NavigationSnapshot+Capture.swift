public import SegueKit

extension NavigationSnapshot {
  /// The navigation state of `window` now.
  @MainActor
  public init(of window: UIWindow) {
    self.init(
      device: window.device.name, orientation: window.orientation,
      root: window.rootViewController.map(ControllerSnapshot.init(of:)),
      contextMenu: UIContextMenuInteraction.visible(in: window).flatMap { interaction in
        interaction.visibleMenu.map { MenuSnapshot(of: $0, in: interaction) }
      })
  }
}

extension ControllerSnapshot {
  /// The snapshot of `controller` and of what it shows now.
  @MainActor
  public init(of controller: UIViewController) {
    var managed: [UIViewController] = []
    let content: Content
    switch controller {
    case let navigation as UINavigationController:
      managed = navigation.viewControllers
      content = .navigation(stack: managed.map(ControllerSnapshot.init(of:)))
    case let tabs as UITabBarController:
      let tabList = tabs.viewControllers ?? []
      managed = tabs.children + tabList
      let selected = tabs.selectedViewController
      content = .tabs(
        titles: tabList.map { $0.tabBarItem.title ?? $0.tabBarItem.systemItem?.title ?? $0.title ?? $0.className },
        selectedIndex: tabList.firstIndex { $0 === selected },
        selected: tabs.shownTab.map(ControllerSnapshot.init(of:)))
    case let split as UISplitViewController:
      managed = split.children
      content = .split(
        isCollapsed: split.isCollapsed, columns: split.shownColumnControllers.map(ControllerSnapshot.init(of:)))
    case let alert as UIAlertController:
      content = .alert(message: alert.message, actions: alert.actions.map { $0.title ?? "" })
    default:
      content = .plain
    }
    let embedded = controller.children.filter { child in !managed.contains { $0 === child } }
    var presentation: PresentationSnapshot?
    if let presented = controller.presentedViewController, presented.presentingViewController === controller {
      presentation = PresentationSnapshot(
        requestedStyle: presented.presentationController?.presentationStyle ?? presented.modalPresentationStyle,
        adaptedStyle: controller.adaptedPresentationStyle,
        controller: ControllerSnapshot(of: presented))
    }
    self.init(
      className: controller.className, title: controller.displayTitle, content: content,
      embedded: embedded.map(ControllerSnapshot.init(of:)), presentation: presentation)
  }
}

extension UIViewController {
  /// The class name without the module, as snapshots and traces print it.
  var className: String { String(describing: type(of: self)) }

  /// The title people see: `title`, else the navigation item's title.
  var displayTitle: String? {
    if let title, !title.isEmpty { return title }
    if let title = navigationItem.title, !title.isEmpty { return title }
    return nil
  }
}
