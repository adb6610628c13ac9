import StoryboardFormat

/// What `init?(coder:)` decodes from a scene: everything in the controller's own nib, not its view
/// (which loads later, <doc:LifeCycle#§6.1-Loading-the-view>): title, restoration id, presentation options, navigation
/// and tab bar items.
extension StoryboardCoder {
  func decode(into controller: UIViewController) {
    consumedBy = ObjectIdentifier(controller)
    let state = StoryboardSceneState(storyboard: storyboard, controller: self.controller)
    for template in state.templates { template.viewController = controller }
    controller.sceneState = state
    let description = self.controller
    if let title = description.title { controller.title = title }
    if let restoration = description.restorationIdentifier { controller.restorationIdentifier = restoration }
    if let style = description.object.modalPresentation.map(UIModalPresentationStyle.init) {
      controller.modalPresentationStyle = style
    }
    if let style = description.object.modalTransition.map(UIModalTransitionStyle.init) {
      controller.modalTransitionStyle = style
    }
    if description.definesPresentationContext { controller.definesPresentationContext = true }
    if description.providesPresentationContextTransitionStyle {
      controller.providesPresentationContextTransitionStyle = true
    }
    if description.object.isModalInPresentation { controller.isModalInPresentation = true }
    if let item = description.navigationItem { decodeNavigationItem(item, into: controller, state: state) }
    if let item = description.tabBarItem { decodeTabBarItem(item, into: controller, state: state) }
    if let navigation = controller as? UINavigationController {
      if description.object.isNavigationBarHidden { navigation.isNavigationBarHidden = true }
      if let bar = description.object.child(key: "navigationBar") {
        AppearanceProxies.decodingNib { Self.decodeNavigationBar(bar, into: navigation.navigationBar) }
      }
    }
    if let split = controller as? UISplitViewController,
      let mode = description.object.preferredDisplayMode.map(UISplitViewController.DisplayMode.init)
    {
      split.preferredDisplayMode = mode
    }
  }

  private func decodeNavigationItem(
    _ object: StoryboardObject, into controller: UIViewController, state: StoryboardSceneState
  ) {
    let item = controller.navigationItem
    if let title = object.title { item.title = title }
    if let prompt = object.prompt { item.prompt = prompt }
    if let back = object.backButtonTitle { item.backButtonTitle = back }
    for child in object.children {
      switch child.navigationItemSlot {
      case .leftBarButtonItem: item.leftBarButtonItem = barButtonItem(child, controller: controller, state: state)
      case .rightBarButtonItem: item.rightBarButtonItem = barButtonItem(child, controller: controller, state: state)
      case .backBarButtonItem: item.backBarButtonItem = barButtonItem(child, controller: controller, state: state)
      case .leftBarButtonItems:
        item.leftBarButtonItems = child.children.map { barButtonItem($0, controller: controller, state: state) }
      case .rightBarButtonItems:
        item.rightBarButtonItems = child.children.map { barButtonItem($0, controller: controller, state: state) }
      case nil: break
      }
    }
  }

  private func decodeTabBarItem(
    _ object: StoryboardObject, into controller: UIViewController, state: StoryboardSceneState
  ) {
    let item: UITabBarItem
    if let system = object.tabBarSystemItem.map(UITabBarItem.SystemItem.init) {
      item = UITabBarItem(tabBarSystemItem: system, tag: object.tag ?? 0)
    } else {
      let image = object.image.flatMap { UIImage(named: $0) }
      item = UITabBarItem(title: object.title, image: image, tag: object.tag ?? 0)
    }
    item.badgeValue = object.badgeValue
    item.accessibilityIdentifier = object.accessibilityIdentifier
    controller.tabBarItem = item
    if let id = object.id { state.objects[id] = item }
  }

  /// A bar button item with its title, system item, and its action or segue wired as UIKit wires them
  /// (target = the action's destination or the segue's template, <doc:Segues#§2.5-Triggers>).
  func barButtonItem(_ object: StoryboardObject, controller: UIViewController, state: StoryboardSceneState)
    -> UIBarButtonItem
  {
    let style: UIBarButtonItem.Style = object.barButtonItemStyle == .done ? .done : .plain
    let item: UIBarButtonItem
    if let system = object.barButtonSystemItem.map(UIBarButtonItem.SystemItem.init) {
      item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
      item.title = object.title  // UIKit leaves a system item's title nil.
    } else {
      item = UIBarButtonItem(title: object.title, style: style, target: nil, action: nil)
      item.image = object.image.flatMap { UIImage(named: $0) }
    }
    item.tag = object.tag ?? 0
    item.accessibilityIdentifier = object.accessibilityIdentifier
    item.isEnabled = object.isEnabled
    if let id = object.id {
      state.objects[id] = item
      if let template = state.templates.first(where: { $0.segue.owner.id == id }) {
        item.target = template
        item.action = UIStoryboardSegueTemplate.performSelector
      }
    }
    if let action = object.connections.first(where: { $0.kind == .action }), let selector = action.selector {
      item.target = action.destination == controller.sceneState?.controller.id ? controller : nil
      item.action = Selector(selector)
    }
    return item
  }
}

extension StoryboardCoder {
  /// A navigation controller's `<navigationBar key="navigationBar">`: `barStyle`, `translucent`,
  /// `prefersLargeTitles`, the bar tint and tint colours, and the title and large title text attributes.
  static func decodeNavigationBar(_ object: StoryboardObject, into bar: UINavigationBar) {
    let attributes = object.attributes
    switch attributes["barStyle"] {
    case "black": bar.barStyle = .black
    case "blackTranslucent": bar.barStyle = .blackTranslucent
    default: break
    }
    if let translucent = attributes["translucent"] { bar.isTranslucent = translucent == "YES" }
    if attributes["prefersLargeTitles"] == "YES" { bar.prefersLargeTitles = true }
    if let color = StoryboardValues.color(object.child(key: "barTintColor")) { bar.barTintColor = color }
    if let color = StoryboardValues.color(object.child(key: "tintColor")) { bar.tintColor = color }
    if let title = StoryboardValues.textAttributes(object.child(key: "titleTextAttributes")) {
      bar.titleTextAttributes = title
    }
    if let large = StoryboardValues.textAttributes(object.child(key: "largeTitleTextAttributes")) {
      bar.largeTitleTextAttributes = large
    }
  }
}
