import Foundation
import SegueKit
import SeguePictures
import StoryboardFormat

/// Builds the wireframe of what a window shows now, from the live hierarchy: the root controller's view tree (which
/// holds the shown children of its containers), each presented controller's view over a dimming layer, the
/// navigation bars and tab bars of the containers on screen, and the status bar.
///
/// Frames are the ones the runtime has (what autoresizing and the app's code set); where it has none (the runtime
/// solves no layout and does not apply the storyboard's frames), the storyboard's stored frame (``StoredFrames``),
/// and for a controller's root view without either, its container's bounds, as UIKit's containers fill them [I]. A
/// view made in code without a frame has none and is not drawn. Hidden views are left out. The status bar is drawn
/// 20 points high over the top of the screen; bars are UIKit's standard 44 (navigation) and 49 (tab) points [I].
@MainActor
struct ScreenWireframeBuilder {
  let window: UIWindow
  let storyboardFolder: URL?
  private var stored = StoredFrames(controllers: [], folder: nil)
  private var controllerViews: Set<ObjectIdentifier> = []
  /// Each controller root view's frame in its layer's root coordinates, as drawn.
  private var drawnFrames: [ObjectIdentifier: Rect] = [:]

  init(window: UIWindow, storyboardFolder: URL?) {
    self.window = window
    self.storyboardFolder = storyboardFolder
  }

  static let statusBarHeight = 20.0

  mutating func build() -> Wireframe {
    let bounds = window.bounds
    let size = Size(width: Double(bounds.width), height: Double(bounds.height))
    var boxes: [Box] = []
    var layers: [UIViewController] = []
    var next = window.rootViewController
    while let controller = next {
      layers.append(controller)
      next = controller.presentedViewController
    }
    let shown = layers.flatMap { Screen.shownControllers(from: $0) }
    stored = StoredFrames(controllers: shown, folder: storyboardFolder)
    controllerViews = Set(shown.compactMap { $0.viewIfLoaded.map(ObjectIdentifier.init) })
    for (index, controller) in layers.enumerated() {
      guard let view = controller.viewIfLoaded else { continue }
      var frame = view.superview == nil || index == 0 ? view.frame : view.convert(view.bounds, to: nil)
      if frame.width <= 0 || frame.height <= 0 { frame = bounds }
      if index > 0 {
        boxes.append(Box(kind: .scrim, frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))
      }
      drawnFrames = [:]
      guard var root = box(view, frame: frame, stored: stored.roots[ObjectIdentifier(view)], origin: (0, 0)) else {
        continue
      }
      root.children += bars(of: controller, in: view, topInset: frame.minY < 1 ? Self.statusBarHeight : 0)
      boxes.append(root)
    }
    boxes.append(
      Box(kind: .statusBar, frame: Rect(x: 0, y: 0, width: size.width, height: Self.statusBarHeight), text: "9:41"))
    let top = layers.last.map { Screen.shownControllers(from: $0).last ?? $0 }
    return Wireframe(title: top.map { $0.title ?? String(describing: type(of: $0)) }, size: size, boxes: boxes)
  }

  /// The navigation bars and tab bars of the containers shown in `controller`'s layer, in `view`'s coordinates.
  private func bars(of controller: UIViewController, in view: UIView, topInset: Double) -> [Box] {
    var bars: [Box] = []
    for shown in Screen.shownControllers(from: controller) {
      guard let container = shown.viewIfLoaded, let drawn = drawnFrames[ObjectIdentifier(container)] else { continue }
      let rect = CGRect(x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height)
      if let navigation = shown as? UINavigationController, !navigation.isNavigationBarHidden,
        let top = navigation.topViewController
      {
        let y = Double(rect.minY) + (rect.minY < 1 ? topInset : 0)
        bars.append(
          navigationBar(
            navigation, top: top, frame: Rect(x: Double(rect.minX), y: y, width: Double(rect.width), height: 44)))
      }
      if let tabs = shown as? UITabBarController {
        let items = tabs.tabBar.items ?? []
        var bar = Box(
          kind: .tabBar,
          frame: Rect(x: Double(rect.minX), y: Double(rect.maxY) - 49, width: Double(rect.width), height: 49))
        let width = Double(rect.width) / Double(max(items.count, 1))
        for (index, item) in items.enumerated() {
          let selected = tabs.tabBar.selectedItem === item
          bar.children.append(
            Box(
              kind: .barItem, frame: Rect(x: width * Double(index), y: 0, width: width, height: 49),
              text: (item.title ?? item.systemItem?.title ?? "Item") + (selected ? " •" : "")))
        }
        bars.append(bar)
      }
    }
    return bars
  }

  private func navigationBar(_ navigation: UINavigationController, top: UIViewController, frame: Rect) -> Box {
    let item = top.navigationItem
    var bar = Box(kind: .navigationBar, frame: frame, text: item.title ?? top.title)
    var x = 8.0
    let stack = navigation.viewControllers
    var left: [String] = []
    if stack.count > 1, !item.hidesBackButton {
      let previous = stack[stack.count - 2]
      left.append(
        "‹ " + (previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"))
    }
    left += (item.leftBarButtonItems ?? []).compactMap { $0.systemItem?.title ?? $0.title }
    for title in left {
      let width = min(Double(title.count) * 7 + 16, frame.width / 3)
      bar.children.append(Box(kind: .barItem, frame: Rect(x: x, y: 0, width: width, height: 44), text: title))
      x += width
    }
    var right = frame.width - 8
    for title in (item.rightBarButtonItems ?? []).compactMap({ $0.systemItem?.title ?? $0.title }) {
      let width = min(Double(title.count) * 7 + 16, frame.width / 3)
      right -= width
      bar.children.append(Box(kind: .barItem, frame: Rect(x: right, y: 0, width: width, height: 44), text: title))
    }
    return bar
  }

  /// The box of `view` at `frame` (its parent's coordinates, or `nil` for the view's own) and of its shown subviews;
  /// `stored` is the view's object in the storyboard when the walk beside it still agrees; `origin` is the parent's
  /// origin in the layer's root coordinates.
  private mutating func box(
    _ view: UIView, frame given: CGRect?, stored object: StoryboardObject?, origin: (Double, Double),
    parent: CGSize? = nil
  ) -> Box? {
    guard !view.isHidden else { return nil }
    var frame = given ?? view.frame
    if frame.width <= 0 || frame.height <= 0 {
      if let storedFrame = object.flatMap(StoredFrames.frame(of:)) {
        frame = storedFrame
      } else if controllerViews.contains(ObjectIdentifier(view)), let parent {
        frame = CGRect(x: 0, y: 0, width: parent.width, height: parent.height)
      }
    }
    let absolute = (origin.0 + Double(frame.minX), origin.1 + Double(frame.minY))
    if controllerViews.contains(ObjectIdentifier(view)) {
      drawnFrames[ObjectIdentifier(view)] = Rect(
        x: absolute.0, y: absolute.1, width: Double(frame.width), height: Double(frame.height))
    }
    var box = Box(
      kind: .view,
      frame: Rect(
        x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)))
    switch view {
    case let label as UILabel: (box.kind, box.text) = (.label, label.text)
    case let button as UIButton: (box.kind, box.text) = (.button, button.title(for: .normal))
    case let field as UITextField:
      (box.kind, box.text) = (.textField, field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder)
    case let text as UITextView: (box.kind, box.text) = (.textView, text.text)
    case is UISwitch: box.kind = .toggle
    case is UISlider, is UIProgressView: box.kind = .slider
    case let segmented as UISegmentedControl:
      box.kind = .segmented
      box.text = (0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) ?? "" }.joined(
        separator: " | ")
    case let search as UISearchBar: (box.kind, box.text) = (.searchBar, search.text ?? search.placeholder ?? "Search")
    case is UIImageView: (box.kind, box.text) = (.image, "image")
    case is UITableView: box.kind = .list
    case is UICollectionView: box.kind = .grid
    case let cell as UITableViewCell: (box.kind, box.text) = (.cell, cell.textLabel?.text)
    case is UICollectionViewCell: box.kind = .cell
    default:
      let name = String(describing: type(of: view))
      if !name.hasPrefix("UI") { box.detail = name }
    }
    let storedSubviews = object.map(StoredFrames.subviews(of:))
    let aligned = storedSubviews?.count == view.subviews.count ? storedSubviews : nil
    for (index, subview) in view.subviews.enumerated() {
      let storedChild = stored.roots[ObjectIdentifier(subview)] ?? aligned?[index]
      if let child = self.box(subview, frame: nil, stored: storedChild, origin: absolute, parent: frame.size) {
        box.children.append(child)
      }
    }
    if let table = view as? UITableView, !box.children.contains(where: { $0.kind == .cell }) {
      box.children += cells(of: table, width: Double(frame.width), origin: absolute)
    }
    return box
  }

  /// A table's visible cells, stacked at their frames or, when the runtime gave them none, 44 points apart.
  private mutating func cells(of table: UITableView, width: Double, origin: (Double, Double)) -> [Box] {
    var y = 0.0
    var boxes: [Box] = []
    for cell in table.visibleCells {
      var frame = cell.frame
      if frame.height <= 0 { frame = CGRect(x: 0, y: y, width: width, height: 44) }
      y = Double(frame.maxY)
      if let box = box(cell, frame: frame, stored: nil, origin: origin) { boxes.append(box) }
    }
    return boxes
  }
}
