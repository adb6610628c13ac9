import StoryboardFormat

/// What `init?(coder:)` decodes from a scene: everything in the controller's own nib, not its view
/// (which loads later, <doc:LifeCycle#§6.1-Loading-the-view>): title, restoration id, presentation options, navigation and tab bar items.
extension StoryboardCoder {
  func decode(into controller: UIViewController) {
    consumedBy = ObjectIdentifier(controller)
    let state = StoryboardSceneState(storyboard: storyboard, controller: self.controller)
    for template in state.templates { template.viewController = controller }
    controller.storyboardState = state
    let description = self.controller
    if let title = description.title { controller.title = title }
    if let restoration = description.restorationIdentifier { controller.restorationIdentifier = restoration }
    if let style = description.modalPresentationStyle.flatMap(UIModalPresentationStyle.init(storyboardName:)) {
      controller.modalPresentationStyle = style
    }
    if let style = description.modalTransitionStyle.flatMap(UIModalTransitionStyle.init(storyboardName:)) {
      controller.modalTransitionStyle = style
    }
    if description.definesPresentationContext { controller.definesPresentationContext = true }
    if description.providesPresentationContextTransitionStyle {
      controller.providesPresentationContextTransitionStyle = true
    }
    if description.attributes.bool("modalInPresentation") == true { controller.isModalInPresentation = true }
    if let item = description.navigationItem { decodeNavigationItem(item, into: controller, state: state) }
    if let item = description.tabBarItem { decodeTabBarItem(item, into: controller, state: state) }
    if let navigation = controller as? UINavigationController,
      description.attributes.bool("navigationBarHidden") == true
    {
      navigation.isNavigationBarHidden = true
    }
    if let split = controller as? UISplitViewController,
      let mode = description.attributes["preferredDisplayMode"].flatMap(UISplitViewController.DisplayMode.init(storyboardName:))
    {
      split.preferredDisplayMode = mode
    }
  }

  private func decodeNavigationItem(_ object: StoryboardObject, into controller: UIViewController, state: StoryboardSceneState) {
    let item = controller.navigationItem
    if let title = object.title { item.title = title }
    if let prompt = object.attributes["prompt"] { item.prompt = prompt }
    if let back = object.attributes["backButtonTitle"] { item.backButtonTitle = back }
    for child in object.children {
      switch child.key ?? child.element {
      case "leftBarButtonItem": item.leftBarButtonItem = barButtonItem(child, controller: controller, state: state)
      case "rightBarButtonItem": item.rightBarButtonItem = barButtonItem(child, controller: controller, state: state)
      case "backBarButtonItem": item.backBarButtonItem = barButtonItem(child, controller: controller, state: state)
      case "leftBarButtonItems":
        item.leftBarButtonItems = child.children.map { barButtonItem($0, controller: controller, state: state) }
      case "rightBarButtonItems":
        item.rightBarButtonItems = child.children.map { barButtonItem($0, controller: controller, state: state) }
      default: break
      }
    }
  }

  private func decodeTabBarItem(_ object: StoryboardObject, into controller: UIViewController, state: StoryboardSceneState) {
    let item: UITabBarItem
    if let system = object.attributes["systemItem"].flatMap({ name in
      UITabBarItem.SystemItem.allCases.first { "\($0)" == name }
    }) {
      item = UITabBarItem(tabBarSystemItem: system, tag: object.tag ?? 0)
    } else {
      item = UITabBarItem(title: object.title, image: object.attributes["image"], tag: object.tag ?? 0)
    }
    item.badgeValue = object.attributes["badgeValue"]
    item.accessibilityIdentifier = object.accessibilityIdentifier
    controller.tabBarItem = item
    if let id = object.id { state.objects[id] = item }
  }

  /// A bar button item with its title, system item, and its action or segue wired as UIKit wires them
  /// (target = the action's destination or the segue's template, <doc:Segues#§2.5-Triggers>).
  func barButtonItem(_ object: StoryboardObject, controller: UIViewController, state: StoryboardSceneState)
    -> UIBarButtonItem
  {
    let style: UIBarButtonItem.Style = object.attributes["style"] == "done" ? .done : .plain
    let item: UIBarButtonItem
    if let system = object.attributes["systemItem"].flatMap(UIBarButtonItem.SystemItem.init(storyboardName:)) {
      item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
      item.title = object.title  // UIKit leaves a system item's title nil.
    } else {
      item = UIBarButtonItem(title: object.title, style: style, target: nil, action: nil)
      item.imageName = object.attributes["image"]
    }
    item.tag = object.tag ?? 0
    item.accessibilityIdentifier = object.accessibilityIdentifier
    item.isEnabled = object.attributes.bool("enabled") ?? true
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

extension UIModalPresentationStyle {
  /// The style a storyboard names (`formSheet`, `overCurrentContext` …).
  init?(storyboardName: String) {
    guard let style = Self.allCases.first(where: { $0.dumpName == storyboardName }) else { return nil }
    self = style
  }
}

extension UIModalTransitionStyle {
  /// The style a storyboard names (`crossDissolve`, `flipHorizontal` …).
  init?(storyboardName: String) {
    guard let style = Self.allCases.first(where: { "\($0)" == storyboardName }) else { return nil }
    self = style
  }
}

extension UIBarButtonItem.SystemItem {
  static let storyboardNames: [String: Self] = [
    "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
    "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
    "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
    "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
    "undo": .undo, "redo": .redo, "close": .close,
  ]

  /// The system item a storyboard names (`add`, `done` …).
  init?(storyboardName: String) {
    guard let item = Self.storyboardNames[storyboardName] else { return nil }
    self = item
  }
}

extension UISplitViewController.DisplayMode {
  /// The display mode a storyboard names: Interface Builder's short names (`beside`, `overlay` …) and the API's.
  init?(storyboardName: String) {
    switch storyboardName {
    case "automatic": self = .automatic
    case "secondaryOnly", "primaryHidden", "hidden": self = .secondaryOnly
    case "beside", "allVisible", "oneBesideSecondary": self = .oneBesideSecondary
    case "overlay", "primaryOverlay", "oneOverSecondary": self = .oneOverSecondary
    case "twoBeside", "twoBesideSecondary": self = .twoBesideSecondary
    case "twoOver", "twoOverSecondary": self = .twoOverSecondary
    case "twoDisplace", "twoDisplaceSecondary": self = .twoDisplaceSecondary
    default: return nil
    }
  }
}
