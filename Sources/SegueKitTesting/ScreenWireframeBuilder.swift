import Foundation
import SegueKit
import SeguePictures

/// Builds the wireframe of what a window shows now, from the live hierarchy: the root controller's view tree (which
/// holds the shown children of its containers), each presented controller's view over a dimming layer, the
/// navigation bars and tab bars of the containers on screen, and the status bar.
///
/// Frames are the ones the runtime has: the storyboard's or nib's stored frames, the window's and containers' bounds
/// for controllers' root views, autoresizing after a size change, and what the app's code set. Auto Layout
/// constraints are not solved, so a view placed by constraints stays where the file stored it. Hidden views are left
/// out. The status bar is drawn 20 points high over the top of the screen; bars are UIKit's standard 44 (navigation)
/// and 49 (tab) points [I].
@MainActor
struct ScreenWireframeBuilder {
  let window: UIWindow
  private var controllerViews: Set<ObjectIdentifier> = []
  /// Each controller root view's frame in its layer's root coordinates, as drawn.
  private var drawnFrames: [ObjectIdentifier: Rect] = [:]

  init(window: UIWindow) {
    self.window = window
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
    controllerViews = Set(shown.compactMap { $0.viewIfLoaded.map(ObjectIdentifier.init) })
    for (index, controller) in layers.enumerated() {
      guard let view = controller.viewIfLoaded else { continue }
      var frame = view.superview == nil || index == 0 ? view.frame : view.convert(view.bounds, to: nil)
      if frame.width <= 0 || frame.height <= 0 { frame = bounds }
      if index > 0 {
        boxes.append(Box(kind: .scrim, frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))
      }
      drawnFrames = [:]
      guard var root = box(view, frame: frame, origin: (0, 0)) else {
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
  /// `origin` is the parent's origin in the layer's root coordinates.
  private mutating func box(_ view: UIView, frame given: CGRect?, origin: (Double, Double)) -> Box? {
    guard !view.isHidden else { return nil }
    let frame = given ?? view.frame
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
    for subview in view.subviews {
      if let child = self.box(subview, frame: nil, origin: absolute) { box.children.append(child) }
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
      if let box = box(cell, frame: frame, origin: origin) { boxes.append(box) }
    }
    return boxes
  }
}
