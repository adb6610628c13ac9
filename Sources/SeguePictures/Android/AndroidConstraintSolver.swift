import AndroidFormat

/// Places the children of a ConstraintLayout or RelativeLayout from the anchors their attributes store: each side
/// of a child is tied to the parent or to a sibling's side, and the child sits between its anchors (centred by its
/// bias, or stretched when its size is `0dp` / match constraint) or against the one it has.
///
/// Siblings are placed in passes, each placing what its anchors allow, so a child may name a sibling later in the
/// file; at most as many passes as children, after which what is left unresolved is placed by the anchors it has.
struct AndroidConstraintSolver {
  let measure: AndroidLayoutMeasure
  let children: [LayoutView]
  let inner: Rect

  private enum Edge { case leading, trailing }

  /// An anchor: the parent's or a sibling's edge.
  private struct Anchor { var target: String, edge: Edge }

  func solve() -> [Box] {
    var frames: [String: Rect] = [:]
    var placed = [Rect?](repeating: nil, count: children.count)
    for _ in 0...children.count {
      var progress = false
      for (index, child) in children.enumerated() where placed[index] == nil {
        guard let frame = place(child, frames: frames, force: false) else { continue }
        placed[index] = frame
        if let id = child.idName { frames[id] = frame }
        progress = true
      }
      if !progress { break }
    }
    return children.enumerated().map { index, child in
      let frame = placed[index] ?? place(child, frames: frames, force: true) ?? inner
      return measure.box(child, frame: frame)
    }
  }

  private func place(_ child: LayoutView, frames: [String: Rect], force: Bool) -> Rect? {
    let android = child.androidAttributes
    let app = child.appAttributes
    let margins = AndroidInsets(android, prefix: "layout_margin")
    if AndroidViewKind.simpleName(child) == "Guideline" { return guideline(child) }
    let horizontal = (
      leading: anchor(
        app,
        [
          "Start_toStartOf": .leading, "Start_toEndOf": .trailing, "Left_toLeftOf": .leading,
          "Left_toRightOf": .trailing,
        ])
        ?? relative(
          android, parent: ["alignParentStart", "alignParentLeft"], center: ["centerInParent", "centerHorizontal"],
          sibling: ["toEndOf": .trailing, "toRightOf": .trailing, "alignStart": .leading, "alignLeft": .leading],
          leading: true),
      trailing: anchor(
        app,
        [
          "End_toEndOf": .trailing, "End_toStartOf": .leading, "Right_toRightOf": .trailing,
          "Right_toLeftOf": .leading,
        ])
        ?? relative(
          android, parent: ["alignParentEnd", "alignParentRight"], center: ["centerInParent", "centerHorizontal"],
          sibling: ["toStartOf": .leading, "toLeftOf": .leading, "alignEnd": .trailing, "alignRight": .trailing],
          leading: false)
    )
    let vertical = (
      leading: anchor(app, ["Top_toTopOf": .leading, "Top_toBottomOf": .trailing])
        ?? relative(
          android, parent: ["alignParentTop"], center: ["centerInParent", "centerVertical"],
          sibling: ["below": .trailing, "alignTop": .leading], leading: true),
      trailing: anchor(app, ["Bottom_toBottomOf": .trailing, "Bottom_toTopOf": .leading])
        ?? relative(
          android, parent: ["alignParentBottom"], center: ["centerInParent", "centerVertical"],
          sibling: ["above": .leading, "alignBottom": .trailing], leading: false)
    )
    func position(_ anchor: Anchor?, horizontal: Bool) -> Double?? {
      guard let anchor else { return .some(nil) }
      if anchor.target == "parent" {
        let origin = horizontal ? inner.x : inner.y
        let length = horizontal ? inner.width : inner.height
        return .some(anchor.edge == .leading ? origin : origin + length)
      }
      guard let frame = frames[anchor.target] else { return force ? .some(nil) : nil }
      let origin = horizontal ? frame.x : frame.y
      let length = horizontal ? frame.width : frame.height
      return .some(anchor.edge == .leading ? origin : origin + length)
    }
    guard case .some(let left) = position(horizontal.leading, horizontal: true),
      case .some(let right) = position(horizontal.trailing, horizontal: true),
      case .some(let top) = position(vertical.leading, horizontal: false),
      case .some(let bottom) = position(vertical.trailing, horizontal: false)
    else { return nil }
    let measured = measure.size(
      child, available: Size(width: inner.width - margins.horizontal, height: inner.height - margins.vertical))
    let x = axis(
      start: left, end: right, size: measured.width, margins: (margins.left, margins.right), origin: inner.x,
      stretch: AndroidDimension(android["layout_width"]) == .fixed(0),
      bias: app["layout_constraintHorizontal_bias"].flatMap(Double.init) ?? 0.5)
    let y = axis(
      start: top, end: bottom, size: measured.height, margins: (margins.top, margins.bottom), origin: inner.y,
      stretch: AndroidDimension(android["layout_height"]) == .fixed(0),
      bias: app["layout_constraintVertical_bias"].flatMap(Double.init) ?? 0.5)
    return Rect(x: x.position, y: y.position, width: x.size, height: y.size)
  }

  private func axis(
    start: Double?, end: Double?, size: Double, margins: (Double, Double), origin: Double, stretch: Bool, bias: Double
  ) -> (position: Double, size: Double) {
    switch (start, end) {
    case let (start?, end?):
      let room = end - start - margins.0 - margins.1
      if stretch { return (start + margins.0, max(room, 0)) }
      return (start + margins.0 + (room - size) * bias, size)
    case let (start?, nil): return (start + margins.0, size)
    case let (nil, end?): return (end - margins.1 - size, size)
    case (nil, nil): return (origin + margins.0, size)
    }
  }

  private func guideline(_ child: LayoutView) -> Rect {
    let app = child.appAttributes
    let vertical = child.androidAttributes["orientation"] == "vertical"
    let length = vertical ? inner.width : inner.height
    var offset = 0.0
    if let percent = app["layout_constraintGuide_percent"].flatMap(Double.init) {
      offset = length * percent
    } else if let begin = app["layout_constraintGuide_begin"] {
      offset = AndroidDimension.offset(begin)
    } else if let end = app["layout_constraintGuide_end"] {
      offset = length - AndroidDimension.offset(end)
    }
    return vertical
      ? Rect(x: inner.x + offset, y: inner.y, width: 0, height: inner.height)
      : Rect(x: inner.x, y: inner.y + offset, width: inner.width, height: 0)
  }

  /// The anchor of a ConstraintLayout attribute `layout_constraint<Side>_to<Side>Of` among `names`.
  private func anchor(_ app: [String: String], _ names: [String: Edge]) -> Anchor? {
    for (suffix, edge) in names.sorted(by: { $0.key < $1.key }) {
      guard let value = app["layout_constraint" + suffix] else { continue }
      return Anchor(target: Self.target(value), edge: edge)
    }
    return nil
  }

  /// The anchor of RelativeLayout's rules for one side.
  private func relative(
    _ android: [String: String], parent: [String], center: [String], sibling: [String: Edge], leading: Bool
  ) -> Anchor? {
    if parent.contains(where: { android["layout_" + $0] == "true" })
      || center.contains(where: { android["layout_" + $0] == "true" })
    {
      return Anchor(target: "parent", edge: leading ? .leading : .trailing)
    }
    for (rule, edge) in sibling.sorted(by: { $0.key < $1.key }) {
      guard let value = android["layout_" + rule] else { continue }
      return Anchor(target: Self.target(value), edge: edge)
    }
    return nil
  }

  /// `parent`, or the id name of `@+id/name` / `@id/name`.
  private static func target(_ value: String) -> String {
    if value == "parent" { return "parent" }
    guard let slash = value.lastIndex(of: "/") else { return value }
    return String(value[value.index(after: slash)...])
  }
}
