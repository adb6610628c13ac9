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
        titles: tabList.map(\.tabTitle),
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
  /// How a snapshot of a tab bar controller (``ControllerSnapshot/Content/tabs(titles:selectedIndex:selected:)``)
  /// names the tab of this controller: its bar item's title, its system item's, its own title, else its class name.
  /// Not in UIKit.
  package var tabTitle: String { tabBarItem.title ?? tabBarItem.systemItem?.title ?? title ?? className }

  /// The class name without the module, as snapshots and traces print it (`String(describing:)` of the class, worked
  /// out once per class: traces and snapshots ask for every controller's after every step).
  package var className: String {
    let key = ObjectIdentifier(type(of: self))
    if let name = ClassNames.byClass[key] { return name }
    let name = String(describing: type(of: self))
    ClassNames.byClass[key] = name
    return name
  }

  /// The title people see: `title`, else the navigation item's title.
  var displayTitle: String? {
    if let title, !title.isEmpty { return title }
    if let title = navigationItem.title, !title.isEmpty { return title }
    return nil
  }
}

/// The class names ``UIViewController/className`` worked out, by class.
@MainActor
private enum ClassNames {
  static var byClass: [ObjectIdentifier: String] = [:]
}
