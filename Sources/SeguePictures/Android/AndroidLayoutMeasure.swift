import AndroidFormat
import StoryboardFormat

/// Places an Android layout's views the way their parents would, closely enough for a wireframe.
///
/// What is measured: `layout_width` / `layout_height` (`match_parent`, `wrap_content`, dp), margins and paddings,
/// LinearLayout's `orientation` and `layout_weight`, FrameLayout's `layout_gravity`, ConstraintLayout's stored
/// constraints (`layout_constraintStart_toEndOf` …, with `layout_constraintHorizontal_bias`, 0dp as match
/// constraint, and guidelines' `begin`/`end`/`percent`) and RelativeLayout's rules (`layout_below`,
/// `layout_alignParentBottom`, `layout_centerInParent` …) mapped onto the same anchors. What is approximate: text
/// is about 7 dp a character and 20 dp high, controls take Material's 48 dp, lists 240 dp when they wrap; chains,
/// ratios, barriers, baselines, `minWidth` and styles are not read; an unresolved anchor leaves the view at the
/// parent's top left, as ConstraintLayout does with a view that has no constraints.
struct AndroidLayoutMeasure {
  var strings: [String: String] = [:]

  /// The text a view shows: `android:text` (or `hint`, `title`, `tools:text`), string resources resolved.
  func text(_ view: LayoutView, kind: BoxKind) -> String? {
    let raw: String?
    switch kind {
    case .container:
      raw =
        view.fragmentClassName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        ?? view.includedLayout ?? view.appAttributes["navGraph"]
    case .image:
      raw =
        view.androidAttributes["src"] ?? view.appAttributes["srcCompat"] ?? view.androidAttributes["contentDescription"]
    case .list:
      raw = view.attributes.first { $0.name.hasSuffix(":listitem") }?.value
    case .navigationBar:
      raw = view.appAttributes["title"] ?? view.androidAttributes["title"]
    case .tabBar:
      raw = view.appAttributes["menu"]
    default:
      raw =
        view.text ?? view.androidAttributes["hint"] ?? view.appAttributes["title"]
        ?? view.attributes.first { $0.name.hasSuffix(":text") && $0.name.hasPrefix("tools") }?.value
    }
    guard let raw else { return nil }
    if raw.hasPrefix("@string/") { return strings[String(raw.dropFirst(8))] ?? raw }
    if raw.hasPrefix("@"), let slash = raw.lastIndex(of: "/"), kind == .image || kind == .container {
      return String(raw[raw.index(after: slash)...])
    }
    return raw
  }

  /// The size `view` takes with `available` room (its match_parent size), margins not included.
  func size(_ view: LayoutView, available: Size) -> Size {
    // A gone view takes no room (`View.GONE`); an invisible one keeps its room.
    if view.androidAttributes["visibility"] == "gone" { return Size(width: 0, height: 0) }
    let width = AndroidDimension(view.androidAttributes["layout_width"])
    let height = AndroidDimension(view.androidAttributes["layout_height"])
    var content: Size?
    func wrapped() -> Size {
      if let content { return content }
      let measured = contentSize(view, available: available)
      content = measured
      return measured
    }
    func resolve(_ dimension: AndroidDimension, _ room: Double, _ wrap: () -> Double) -> Double {
      switch dimension {
      case .fixed(let value): value
      case .matchParent: max(room, 0)
      case .wrapContent: min(wrap(), max(room, 0))
      }
    }
    return Size(
      width: resolve(width, available.width) { wrapped().width },
      height: resolve(height, available.height) { wrapped().height })
  }

  private func contentSize(_ view: LayoutView, available: Size) -> Size {
    let kind = AndroidViewKind.kind(view)
    let padding = AndroidInsets(view.androidAttributes, prefix: "padding")
    let children = drawnChildren(view)
    guard !children.isEmpty else {
      let intrinsic = AndroidViewKind.intrinsicSize(view, kind: kind, text: text(view, kind: kind))
      return Size(width: intrinsic.width + padding.horizontal, height: intrinsic.height + padding.vertical)
    }
    let room = Size(width: available.width - padding.horizontal, height: available.height - padding.vertical)
    var width = 0.0
    var height = 0.0
    let arrangement = AndroidViewKind.arrangement(view)
    for child in children {
      let margins = AndroidInsets(child.androidAttributes, prefix: "layout_margin")
      let measured = size(child, available: Size(width: room.width - margins.horizontal, height: room.height))
      let outer = Size(width: measured.width + margins.horizontal, height: measured.height + margins.vertical)
      switch arrangement {
      case .linearVertical:
        width = max(width, outer.width)
        height += outer.height
      case .linearHorizontal:
        width += outer.width
        height = max(height, outer.height)
      case .frame, .constraints:
        width = max(width, outer.width)
        height = arrangement == .constraints ? height + outer.height : max(height, outer.height)
      }
    }
    return Size(width: width + padding.horizontal, height: height + padding.vertical)
  }

  /// The children laid out and drawn: every element but `requestFocus`, `tag` and data binding's leftovers.
  func drawnChildren(_ view: LayoutView) -> [LayoutView] {
    view.children.filter { !["requestFocus", "tag", "data", "blink"].contains($0.element) }
  }

  /// The box of `view` at `frame` (in its parent's coordinates), its children placed inside.
  func box(_ view: LayoutView, frame: Rect) -> Box {
    let kind = AndroidViewKind.kind(view)
    var box = Box(
      kind: kind, frame: frame, text: text(view, kind: kind),
      isHidden: view.androidAttributes["visibility"] == "gone"
        || view.androidAttributes["visibility"] == "invisible")
    if kind == .view || kind == .opaque, let id = view.idName { box.detail = "#" + id }
    let padding = AndroidInsets(view.androidAttributes, prefix: "padding")
    let inner = Rect(
      x: padding.left, y: padding.top, width: max(frame.width - padding.horizontal, 0),
      height: max(frame.height - padding.vertical, 0))
    let children = drawnChildren(view)
    guard !children.isEmpty else { return box }
    switch AndroidViewKind.arrangement(view) {
    case .linearVertical, .linearHorizontal:
      box.children = linear(children, in: inner, vertical: AndroidViewKind.arrangement(view) == .linearVertical)
    case .frame:
      box.children = children.map { child in
        let margins = AndroidInsets(child.androidAttributes, prefix: "layout_margin")
        let measured = size(
          child, available: Size(width: inner.width - margins.horizontal, height: inner.height - margins.vertical))
        let gravity = child.androidAttributes["layout_gravity"] ?? ""
        let x = Self.align(
          gravity, start: "start|left", end: "end|right", center: "center_horizontal",
          origin: inner.x, room: inner.width, size: measured.width, margins: (margins.left, margins.right))
        let y = Self.align(
          gravity, start: "top", end: "bottom", center: "center_vertical",
          origin: inner.y, room: inner.height, size: measured.height, margins: (margins.top, margins.bottom))
        return self.box(child, frame: Rect(x: x, y: y, width: measured.width, height: measured.height))
      }
    case .constraints:
      box.children = AndroidConstraintSolver(measure: self, children: children, inner: inner).solve()
    }
    return box
  }

  private func linear(_ children: [LayoutView], in inner: Rect, vertical: Bool) -> [Box] {
    var sizes: [Size] = []
    var used = 0.0
    var weights = 0.0
    for child in children {
      let margins = AndroidInsets(child.androidAttributes, prefix: "layout_margin")
      let weight = child.androidAttributes["layout_weight"].flatMap(Double.init) ?? 0
      let room =
        vertical
        ? Size(width: inner.width - margins.horizontal, height: max(inner.height - used - margins.vertical, 0))
        : Size(width: max(inner.width - used - margins.horizontal, 0), height: inner.height - margins.vertical)
      var measured = size(child, available: room)
      if weight > 0 {
        weights += weight
        if vertical, AndroidDimension(child.androidAttributes["layout_height"]) == .fixed(0) { measured.height = 0 }
        if !vertical, AndroidDimension(child.androidAttributes["layout_width"]) == .fixed(0) { measured.width = 0 }
      }
      sizes.append(measured)
      used += vertical ? measured.height + margins.vertical : measured.width + margins.horizontal
    }
    let spare = max((vertical ? inner.height : inner.width) - used, 0)
    var position = vertical ? inner.y : inner.x
    var boxes: [Box] = []
    for (index, child) in children.enumerated() {
      let margins = AndroidInsets(child.androidAttributes, prefix: "layout_margin")
      let weight = child.androidAttributes["layout_weight"].flatMap(Double.init) ?? 0
      var measured = sizes[index]
      if weight > 0, weights > 0 {
        if vertical { measured.height += spare * weight / weights } else { measured.width += spare * weight / weights }
      }
      let gravity = child.androidAttributes["layout_gravity"] ?? ""
      let frame: Rect
      if vertical {
        let x = Self.align(
          gravity, start: "start|left", end: "end|right", center: "center_horizontal",
          origin: inner.x, room: inner.width, size: measured.width, margins: (margins.left, margins.right))
        frame = Rect(x: x, y: position + margins.top, width: measured.width, height: measured.height)
        position += measured.height + margins.vertical
      } else {
        let y = Self.align(
          gravity, start: "top", end: "bottom", center: "center_vertical",
          origin: inner.y, room: inner.height, size: measured.height, margins: (margins.top, margins.bottom))
        frame = Rect(x: position + margins.left, y: y, width: measured.width, height: measured.height)
        position += measured.width + margins.horizontal
      }
      boxes.append(box(child, frame: frame))
    }
    return boxes
  }

  /// The position along one axis that `gravity` (`center`, `bottom|end` …) gives a child of `size` in `room`.
  static func align(
    _ gravity: String, start: String, end: String, center: String, origin: Double, room: Double, size: Double,
    margins: (Double, Double)
  ) -> Double {
    let flags = Set(gravity.split(separator: "|").map(String.init))
    if flags.contains("center") || flags.contains(center) {
      return origin + margins.0 + (room - margins.0 - margins.1 - size) / 2
    }
    if !flags.isDisjoint(with: end.split(separator: "|").map(String.init)) {
      return origin + room - margins.1 - size
    }
    return origin + margins.0
  }
}
