public import StoryboardFormat

extension Wireframe {
  /// The wireframe of a storyboard scene, as Interface Builder's canvas draws it: the device frame, the status bar,
  /// the navigation bar, toolbar and tab bar the controller's simulated metrics and items call for, and the view
  /// tree from the stored frames.
  ///
  /// The size is the root view's stored frame, else the controller's freeform size, else the document's device.
  /// Container controllers draw their own bars (a navigation controller's navigation bar, a tab bar controller's
  /// tab bar with the titles of the tabs its relationship segues name) and a caption; storyboard references draw
  /// where they point. Approximate: bars are drawn at the device's standard heights over the root view (as the
  /// canvas draws them), large titles and prompts are not drawn, and Auto Layout is not solved (frames are as stored).
  public init(scene: Scene, in document: StoryboardDocument) {
    guard let controller = scene.controller else {
      self.init(title: nil, size: Size(width: 375, height: 667), boxes: [])
      return
    }
    self = SceneWireframeBuilder(controller: controller, scene: scene, document: document).build()
  }

  /// The wireframe of a xib's top-level object (a view, a cell, a view controller's view): the object's stored
  /// frame and its tree, with no bars (a xib's simulated metrics are not drawn).
  public init(nibObject object: StoryboardObject, in document: NibDocument) {
    let boxes = StoryboardBoxes(flipsVertically: document.platform == .macOS)
    let device = DeviceMetrics(device: document.device, platform: document.platform)
    let view = object.child(key: "view") ?? object
    let size = StoryboardBoxes.frame(of: view)?.size ?? device.size
    var root = boxes.box(view, in: size) ?? Box(kind: .view, frame: Rect(x: 0, y: 0, width: size.width, height: 0))
    root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let title = object.customClass ?? object.userLabel ?? object.element
    if root.kind == .view {
      self.init(title: title, size: size, boxes: root.children)
    } else {
      self.init(title: title, size: size, boxes: [root])
    }
  }
}

/// Builds one scene's wireframe; see ``Wireframe/init(scene:in:)``.
struct SceneWireframeBuilder {
  let controller: Controller
  let scene: Scene
  let document: StoryboardDocument

  func build() -> Wireframe {
    let device = DeviceMetrics(device: document.device, platform: document.platform)
    let boxes = StoryboardBoxes(flipsVertically: document.platform == .macOS)
    let rootView = controller.view ?? controller.object.child(key: "contentView")
    let freeform = controller.object.children.first { $0.element == "size" && $0.key == "freeformSize" }
    let size =
      rootView.flatMap(StoryboardBoxes.frame(of:))?.size
      ?? freeform.map {
        Size(
          width: $0.attributes["width"].flatMap(Double.init) ?? device.size.width,
          height: $0.attributes["height"].flatMap(Double.init) ?? device.size.height)
      } ?? device.size
    var drawn: [Box] = []
    if let rootView, var root = boxes.box(rootView, in: size) {
      root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
      if root.kind == .view { drawn += root.children } else { drawn.append(root) }
    } else if let caption {
      drawn.append(Box(kind: .caption, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), text: caption))
    }
    drawn += bars(size: size, device: device)
    let title = controller.title ?? controller.customClass ?? controller.navigationItem?.title
    return Wireframe(title: title ?? controller.kind.rawValue, size: size, boxes: drawn)
  }

  /// What a controller without a view shows: its kind, or for a reference where it points.
  private var caption: String? {
    if let reference = controller.storyboardReference {
      let name = reference.storyboardName ?? document.name
      return "→ \(name)" + (reference.referencedIdentifier.map { " / \($0)" } ?? "")
    }
    let words = controller.kind.rawValue.reduce(into: "") { text, character in
      if character.isUppercase { text += " " }
      text.append(character)
    }
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  private func bars(size: Size, device: DeviceMetrics) -> [Box] {
    guard document.platform == .iOS, !controller.kind.isStoryboardReference else { return [] }
    let object = controller.object
    var bars: [Box] = []
    let metrics = Dictionary(
      object.children.filter { $0.element.hasPrefix("simulated") }.map { ($0.key ?? "", $0) },
      uniquingKeysWith: { first, _ in first })
    let statusHidden = metrics["simulatedStatusBarMetrics"]?.attributes["statusBarStyle"] == "none"
    let status = statusHidden ? 0 : device.statusBarHeight
    if status > 0 {
      bars.append(Box(kind: .statusBar, frame: Rect(x: 0, y: 0, width: size.width, height: status), text: "9:41"))
    }
    let topMetric = metrics["simulatedTopBarMetrics"]?.element
    let navigationItem = controller.navigationItem
    if controller.kind == .navigationController {
      let stored = object.child(key: "navigationBar").flatMap(StoryboardBoxes.frame(of:))
      let frame = stored ?? Rect(x: 0, y: status, width: size.width, height: 44)
      if object.child(key: "navigationBar")?.isHidden != true {
        bars.append(Box(kind: .navigationBar, frame: frame))
      }
    } else if navigationItem != nil || topMetric == "simulatedNavigationBarMetrics" {
      bars.append(navigationBar(navigationItem, width: size.width, y: status))
    }
    let bottomMetric = metrics["simulatedBottomBarMetrics"]?.element
    var bottom = size.height - device.bottomInset
    let tabItems = tabBarItems
    if controller.kind == .tabBarController || bottomMetric == "simulatedTabBarMetrics"
      || (controller.tabBarItem != nil && controller.kind != .navigationController)
    {
      let items = controller.kind == .tabBarController ? tabItems : [controller.tabBarItem].compactMap { $0 }
      let stored =
        controller.kind == .tabBarController ? object.child(key: "tabBar").flatMap(StoryboardBoxes.frame(of:)) : nil
      let frame = stored ?? Rect(x: 0, y: bottom - 49, width: size.width, height: 49 + device.bottomInset)
      bars.append(barBox(.tabBar, items: items.map { $0.title ?? $0.image.map { "[\($0)]" } ?? "Item" }, frame: frame))
      bottom = frame.y
    }
    let toolbarItems = object.children.first { $0.element == "toolbarItems" }?.children ?? []
    if !toolbarItems.isEmpty || bottomMetric == "simulatedToolbarMetrics" {
      let frame = Rect(x: 0, y: bottom - 44, width: size.width, height: 44)
      bars.append(barBox(.toolbar, items: toolbarItems.compactMap(StoryboardBoxes.barItemTitle), frame: frame))
    }
    return bars
  }

  /// The tab bar items of the controllers a tab bar controller's `viewControllers` relationships name.
  private var tabBarItems: [StoryboardObject] {
    scene.segues.filter { $0.relationship == "viewControllers" }.compactMap {
      document.controller(withID: $0.destination)?.tabBarItem
    }
  }

  private func navigationBar(_ item: StoryboardObject?, width: Double, y: Double) -> Box {
    var bar = Box(kind: .navigationBar, frame: Rect(x: 0, y: y, width: width, height: 44))
    bar.text = item?.title ?? controller.title
    guard let item else { return bar }
    func items(_ single: String, _ many: String) -> [StoryboardObject] {
      (item.child(key: single).map { [$0] } ?? []) + (item.child(key: many)?.children ?? [])
    }
    var x = 8.0
    for left in items("leftBarButtonItem", "leftBarButtonItems") {
      guard let title = StoryboardBoxes.barItemTitle(left) else { continue }
      let w = min(Double(title.count) * 7 + 16, width / 4)
      bar.children.append(Box(kind: .barItem, frame: Rect(x: x, y: 0, width: w, height: 44), text: title))
      x += w
    }
    var right = width - 8
    for item in items("rightBarButtonItem", "rightBarButtonItems") {
      guard let title = StoryboardBoxes.barItemTitle(item) else { continue }
      let w = min(Double(title.count) * 7 + 16, width / 4)
      right -= w
      bar.children.append(Box(kind: .barItem, frame: Rect(x: right, y: 0, width: w, height: 44), text: title))
    }
    return bar
  }

  private func barBox(_ kind: BoxKind, items: [String], frame: Rect) -> Box {
    var bar = Box(kind: kind, frame: frame)
    let width = frame.width / Double(max(items.count, 1))
    for (index, title) in items.enumerated() {
      bar.children.append(
        Box(kind: .barItem, frame: Rect(x: width * Double(index), y: 0, width: width, height: 49), text: title))
    }
    return bar
  }
}
