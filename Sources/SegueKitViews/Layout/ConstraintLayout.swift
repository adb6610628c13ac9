internal import Foundation

/// One Auto Layout pass over a view's subtree: the active constraints held inside it become linear equalities and
/// inequalities (Apple, Auto Layout Guide, "Anatomy of a Constraint": `item1.attribute1 = multiplier ×
/// item2.attribute2 + constant`, priorities from 1 to 1000, 1000 required), the views' autoresizing frames and
/// intrinsic sizes become constraints as UIKit makes them, ``LayoutSolver`` solves them, and the views that take part
/// get their frames, parents first. The root keeps its frame.
///
/// Not in UIKit (UIKit's engine is private). What is approximated, in the core's DifferencesFromUIKit article: a view
/// placed by constraints of a kind UIKit sizes by its content (labels, buttons, image views, the standard controls) takes the
/// size it had at its first layout — the size its storyboard stored — as its intrinsic size while it has none of its
/// own (``UIView/intrinsicContentSize`` is ``UIView/noIntrinsicMetric``) or still shows what its file stored; every view placed by constraints keeps the size and position it had at its first pass at a priority below
/// every real one, where the constraints leave them open (UIKit's layout would be ambiguous there); a baseline is where the
/// view's font and measured text put it (`TextBaselines`), its top or bottom edge for a view without text; a view's
/// safe area is the one its frame had before the pass, and a pass that changes one runs again.
@MainActor
package struct ConstraintLayout {
  /// A rectangle's four variables, in the root's coordinates.
  struct Box {
    let left: Int
    let top: Int
    let width: Int
    let height: Int
  }

  /// A rectangle of linear expressions.
  struct Rect {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    init(_ box: Box) {
      x = LinearExpression(variable: box.left)
      y = LinearExpression(variable: box.top)
      width = LinearExpression(variable: box.width)
      height = LinearExpression(variable: box.height)
    }

    func inset(by insets: UIEdgeInsets) -> Rect {
      var rect = self
      rect.x = x + Double(insets.left)
      rect.y = y + Double(insets.top)
      rect.width = width + Double(-insets.left - insets.right)
      rect.height = height + Double(-insets.top - insets.bottom)
      return rect
    }
  }

  private(set) var solver = LayoutSolver()
  private let root: UIView
  private var boxes: [ObjectIdentifier: Box] = [:]
  private var guideBoxes: [ObjectIdentifier: (guide: UILayoutGuide, box: Box)] = [:]
  /// The views that take part, parents first.
  private(set) var views: [UIView] = []
  /// The arranged subviews of the stack views that take part: placed by constraints, as UIKit's stack view turns
  /// their `translatesAutoresizingMaskIntoConstraints` off.
  private var arrangedViews: Set<ObjectIdentifier> = []

  /// Whether the pass places `view` by constraints rather than by its autoresizing mask.
  private func isPlacedByConstraints(_ view: UIView) -> Bool {
    !view.translatesAutoresizingMaskIntoConstraints || arrangedViews.contains(ObjectIdentifier(view))
  }

  /// The weight of a preferred constraint of `priority`: each 50 points of priority doubles it, so one constraint
  /// outweighs a constraint of lower priority that conflicts with it, as in UIKit.
  static func weight(_ priority: UILayoutPriority) -> Double? {
    priority.rawValue >= 1000 ? nil : pow(2, Double(max(priority.rawValue, 0)) / 50)
  }
  /// Below every real priority: the first size of a view the constraints leave open.
  static let sizeStayWeight = 1.0e-3
  /// Below that: its first position.
  static let positionStayWeight = 1.0e-4

  /// Set for a fitting pass (`systemLayoutSizeFitting`): the root's size is solved, drawn towards the target at the
  /// fitting priorities, and no frame changes.
  private var fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

  /// Set for a probe (`ambiguousViews(under:)`): the frames the views keep where their constraints say nothing (their
  /// first frames where this has none), moved by `shift`; no frame changes.
  private var probe: (frames: [ObjectIdentifier: CGRect], shift: Double)?

  /// The safe areas of views other than controllers' roots that the pass read, as their frames stood.
  private var safeAreasRead: [(view: UIView, insets: UIEdgeInsets)] = []

  private init(root: UIView) {
    self.root = root
  }

  /// Lays out the views placed by constraints under `root` (which keeps its frame); nothing happens when no view of
  /// the subtree holds a constraint. Returns the solver's work, for checking its growth.
  @discardableResult
  package static func layOut(_ root: UIView) -> Int {
    // Most trees hold no constraint (a controller's plain view, say): a walk that allocates nothing tells.
    guard holdsConstraints(root) else { return 0 }
    let (subtree, constraints) = collect(root)
    guard !constraints.isEmpty else { return 0 }
    var operations = 0
    // A view's safe area follows from where it ends up, as UIKit's safe area insets propagate after a layout and ask
    // for another: a pass that moved a view whose safe area it read runs again, at most twice more.
    for _ in 0..<3 {
      var layout = ConstraintLayout(root: root)
      operations += layout.run(subtree: subtree, constraints: constraints)
      guard layout.safeAreasRead.contains(where: { SafeArea.insets(of: $0.view) != $0.insets }) else { break }
    }
    return operations
  }

  /// The views under `root` whose frames their constraints leave open: solved again with the frame each view keeps
  /// where its constraints say nothing (its stay) set 10 points from its solved frame one way, then the other, their
  /// frames move with it. What UIKit's `hasAmbiguousLayout` answers (more than one frame satisfies the constraints
  /// equally well). No frame changes. Returns each such view's frame in the first moved solve, for
  /// `exerciseAmbiguityInLayout()`.
  static func ambiguousViews(under root: UIView) -> [ObjectIdentifier: CGRect] {
    guard holdsConstraints(root) else { return [:] }
    let (subtree, constraints) = collect(root)
    guard !constraints.isEmpty else { return [:] }
    func frames(staying stays: [ObjectIdentifier: CGRect], shift: Double) -> [ObjectIdentifier: CGRect] {
      var layout = ConstraintLayout(root: root)
      layout.probe = (stays, shift)
      layout.run(subtree: subtree, constraints: constraints)
      return layout.solvedFrames()
    }
    let settled = frames(staying: [:], shift: 0)
    let moved = [frames(staying: settled, shift: 10), frames(staying: settled, shift: -10)]
    var ambiguous: [ObjectIdentifier: CGRect] = [:]
    for (view, frame) in settled {
      if let other = moved.lazy.compactMap({ $0[view] }).first(where: { !$0.isClose(to: frame) }) {
        ambiguous[view] = other
      }
    }
    return ambiguous
  }

  /// The size `view` takes when the constraints held in its subtree are solved with its own width and height free,
  /// each drawn towards `target` at its fitting priority (required at 1000), and its intrinsic size at its hugging and
  /// compression priorities; no frame changes. What UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
  /// verticalFittingPriority:)` answers; aligned to the pixels.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let (subtree, constraints) = collect(view)
    var layout = ConstraintLayout(root: view)
    layout.fitting = (target, horizontal, vertical)
    layout.run(subtree: subtree, constraints: constraints)
    let box = layout.boxes[ObjectIdentifier(view)]!
    let scale = Double(view.window?.device.scale ?? 3)
    func pixel(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    return CGSize(width: pixel(layout.solver.value(of: box.width)), height: pixel(layout.solver.value(of: box.height)))
  }

  /// The views of `root`'s subtree, parents first, and the constraints they hold.
  private static func collect(_ root: UIView) -> (views: [UIView], constraints: [NSLayoutConstraint]) {
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    func visit(_ view: UIView) {
      views.append(view)
      if let state = LayoutState.existing(for: view), !state.constraints.isEmpty { constraints += view.constraints }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return (views, constraints)
  }

  /// Whether a view of `view`'s subtree holds a constraint (not necessarily one still active).
  private static func holdsConstraints(_ view: UIView) -> Bool {
    if let state = LayoutState.existing(for: view), !state.constraints.isEmpty { return true }
    for subview in view.subviews where holdsConstraints(subview) { return true }
    return false
  }

  // MARK: - The pass

  @discardableResult
  private mutating func run(subtree: [UIView], constraints: [NSLayoutConstraint]) -> Int {
    let inScope = Set(subtree.map(ObjectIdentifier.init))
    var involved: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var applicable: [NSLayoutConstraint] = []
    for constraint in constraints {
      let items = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
      guard constraint.firstItem != nil, items.allSatisfy({ inScope.contains(ObjectIdentifier($0)) }) else {
        continue
      }
      applicable.append(constraint)
      for item in items {
        var view: UIView? = item
        while let current = view, involved.insert(ObjectIdentifier(current)).inserted, current !== root {
          view = current.superview
        }
      }
    }
    arrangedViews = Self.involveArrangedSubviews(of: subtree, &involved)
    views = subtree.filter { involved.contains(ObjectIdentifier($0)) }
    for view in views {
      let box = Box(
        left: solver.newVariable(), top: solver.newVariable(), width: solver.newVariable(),
        height: solver.newVariable())
      boxes[ObjectIdentifier(view)] = box
    }
    addStructure()
    addStackArrangements()
    for constraint in applicable where constraint.priority.rawValue >= 1000 { add(constraint) }
    for constraint in applicable where constraint.priority.rawValue < 1000 { add(constraint) }
    addContentSizes()
    if fitting == nil && probe == nil { apply() }
    return solver.operations
  }

  /// The root's frame, and each view that takes part but is not placed by constraints where its autoresizing mask
  /// puts it (UIKit's `NSAutoresizingMaskLayoutConstraint`s).
  private mutating func addStructure() {
    let rootBox = boxes[ObjectIdentifier(root)]!
    let size = root.bounds.size
    require(LinearExpression(variable: rootBox.left), equals: 0)
    require(LinearExpression(variable: rootBox.top), equals: 0)
    if let fitting {
      let width = LinearExpression(variable: rootBox.width)
      let height = LinearExpression(variable: rootBox.height)
      prefer(width, .equal, Double(fitting.target.width), weight: Self.weight(fitting.horizontal))
      prefer(height, .equal, Double(fitting.target.height), weight: Self.weight(fitting.vertical))
      addContentSize(of: root, width: width, height: height)
    } else {
      require(LinearExpression(variable: rootBox.width), equals: Double(size.width))
      require(LinearExpression(variable: rootBox.height), equals: Double(size.height))
    }
    for view in views where view !== root && !isPlacedByConstraints(view) {
      guard let superview = view.superview, let parent = boxes[ObjectIdentifier(superview)] else { continue }
      let box = boxes[ObjectIdentifier(view)]!
      // Autoresizing is linear in the superview's size: the frame at one more point of width and height gives the
      // share of each change that goes to the origin and to the size.
      let old = superview.bounds.size
      let frame = view.frame
      let moved = UIView.autoresizedFrame(
        frame, mask: view.autoresizingMask, oldSuperviewSize: old,
        newSuperviewSize: CGSize(width: old.width + 1, height: old.height + 1))
      let dx = Double(moved.minX - frame.minX)
      let dw = Double(moved.width - frame.width)
      let dy = Double(moved.minY - frame.minY)
      let dh = Double(moved.height - frame.height)
      let parentWidth = LinearExpression(variable: parent.width) + Double(-old.width)
      let parentHeight = LinearExpression(variable: parent.height) + Double(-old.height)
      require(
        LinearExpression(variable: box.left) - LinearExpression(variable: parent.left) - parentWidth * dx,
        equals: Double(frame.minX))
      require(LinearExpression(variable: box.width) - parentWidth * dw, equals: Double(frame.width))
      require(
        LinearExpression(variable: box.top) - LinearExpression(variable: parent.top) - parentHeight * dy,
        equals: Double(frame.minY))
      require(LinearExpression(variable: box.height) - parentHeight * dh, equals: Double(frame.height))
    }
  }

  mutating func require(_ expression: LinearExpression, equals value: Double) {
    _ = solver.add(expression.sortedTerms, constant: expression.constant - value, .equal, weight: nil)
  }

  /// `expression (relation) value`, preferred with `weight`, required when it is nil.
  mutating func prefer(
    _ expression: LinearExpression, _ relation: LayoutSolver.Relation, _ value: Double, weight: Double?
  ) {
    _ = solver.add(expression.sortedTerms, constant: expression.constant - value, relation, weight: weight)
  }

  /// A constraint of the app's or its files: `first - multiplier × second - constant (relation) 0`. A required one
  /// that cannot hold with those before it is broken, and logged once as UIKit logs it.
  private mutating func add(_ constraint: NSLayoutConstraint) {
    // A multiplier or constant that is not a number (an aspect ratio of an image without a size, here) is left out.
    guard constraint.multiplier.isFinite, constraint.constant.isFinite,
      let first = expression(constraint.firstItem, constraint.firstAttribute)
    else { return }
    var expression = first + Double(-constraint.constant)
    if constraint.secondItem != nil {
      guard let second = self.expression(constraint.secondItem, constraint.secondAttribute) else { return }
      expression = expression - second * Double(constraint.multiplier)
    } else if constraint.secondAttribute != .notAnAttribute {
      return
    }
    let relation: LayoutSolver.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let weight = Self.weight(constraint.priority)
    if !solver.add(expression.sortedTerms, constant: expression.constant, relation, weight: weight) {
      UnsatisfiableConstraints.report(constraint)
    }
  }

  /// The intrinsic sizes of views placed by constraints (content hugging and compression resistance at the view's
  /// priorities), and, below every real priority, the frames they had at their first pass (the frames their files
  /// stored) where the constraints leave them open.
  private mutating func addContentSizes() {
    for view in views where view !== root && isPlacedByConstraints(view) {
      guard let superview = view.superview, let parent = boxes[ObjectIdentifier(superview)] else { continue }
      let box = boxes[ObjectIdentifier(view)]!
      let state = view.layoutState
      if state.designFrame == nil { state.designFrame = view.frame }
      let frame = stayFrame(of: view)
      let width = LinearExpression(variable: box.width)
      let height = LinearExpression(variable: box.height)
      addContentSize(of: view, width: width, height: height)
      prefer(width, .equal, Double(frame.width) + stayShift, weight: Self.sizeStayWeight)
      prefer(height, .equal, Double(frame.height) + stayShift, weight: Self.sizeStayWeight)
      prefer(
        LinearExpression(variable: box.left) - LinearExpression(variable: parent.left), .equal,
        Double(frame.minX) + stayShift, weight: Self.positionStayWeight)
      prefer(
        LinearExpression(variable: box.top) - LinearExpression(variable: parent.top), .equal,
        Double(frame.minY) + stayShift, weight: Self.positionStayWeight)
    }
  }

  /// The frame `view` keeps where its constraints leave it open: its first one, or the probe's.
  func stayFrame(of view: UIView) -> CGRect {
    probe?.frames[ObjectIdentifier(view)] ?? view.layoutState.designFrame ?? view.frame
  }

  /// How far a probe moves the stays; zero in a layout pass.
  var stayShift: Double { probe?.shift ?? 0 }

  /// The view's intrinsic size, where it has one, at its content hugging and compression resistance priorities.
  private mutating func addContentSize(of view: UIView, width: LinearExpression, height: LinearExpression) {
    let intrinsic = intrinsicSize(of: view)
    for (axis, size, length) in [
      (NSLayoutConstraint.Axis.horizontal, width, intrinsic.width), (.vertical, height, intrinsic.height),
    ] where length >= 0 {
      let hugging = view.contentHuggingPriority(for: axis)
      let resistance = view.contentCompressionResistancePriority(for: axis)
      prefer(size, .lessThanOrEqual, Double(length), weight: Self.weight(hugging) ?? 1.0e9)
      prefer(size, .greaterThanOrEqual, Double(length), weight: Self.weight(resistance) ?? 1.0e9)
    }
  }

  /// The view's intrinsic content size; for the kinds UIKit sizes by content, the size it had at its first layout (its
  /// stored frame's, measured by Xcode with the device's fonts) where that is not zero, while the view reports none or
  /// still shows what its file stored. -1 for no intrinsic length.
  private func intrinsicSize(of view: UIView) -> CGSize {
    let design = Self.sizesByContent(view) ? view.layoutState.designFrame?.size : nil
    if let design, view.showsDesignContent, design.width > 0, design.height > 0 { return design }
    let own = view.intrinsicContentSize
    guard own.width == UIView.noIntrinsicMetric, own.height == UIView.noIntrinsicMetric, let design else { return own }
    // A view made in code without a frame has no size to go by.
    return CGSize(
      width: design.width > 0 ? design.width : UIView.noIntrinsicMetric,
      height: design.height > 0 ? design.height : UIView.noIntrinsicMetric)
  }

  /// Labels, buttons, image views and the standard controls: the views whose size UIKit takes from their content.
  /// They are declared above the views layer and conform to `SizesByContent` there.
  static func sizesByContent(_ view: UIView) -> Bool {
    view is any SizesByContent
  }

  // MARK: - Items and attributes

  /// `attribute` of `item` in the solver's variables; nil for an item outside the pass.
  private mutating func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    guard attribute != .notAnAttribute else { return LinearExpression() }
    guard let rect = rect(of: item, margins: Self.isMargin(attribute)) else { return nil }
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return rect.x
    case .right, .trailing, .rightMargin, .trailingMargin: return rect.x + rect.width
    case .top, .topMargin: return rect.y
    case .bottom, .bottomMargin: return rect.y + rect.height
    case .firstBaseline, .lastBaseline: return baseline(of: item, first: attribute == .firstBaseline, in: rect)
    case .width: return rect.width
    case .height: return rect.height
    case .centerX, .centerXWithinMargins: return rect.x + rect.width * 0.5
    case .centerY, .centerYWithinMargins: return rect.y + rect.height * 0.5
    case .notAnAttribute: return LinearExpression()
    }
  }

  static func isMargin(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }

  mutating func rect(of item: AnyObject?, margins: Bool) -> Rect? {
    if let view = item as? UIView {
      guard let box = boxes[ObjectIdentifier(view)] else { return nil }
      return margins ? Rect(box).inset(by: marginInsets(of: view)) : Rect(box)
    }
    guard let guide = item as? UILayoutGuide, let owner = guide.owningView,
      let ownerBox = boxes[ObjectIdentifier(owner)]
    else { return nil }
    switch guide.identifier {
    case "UIViewSafeAreaLayoutGuide": return Rect(ownerBox).inset(by: safeAreaInsets(of: owner))
    case "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide":
      return Rect(ownerBox).inset(by: marginInsets(of: owner))
    case "UIScrollViewFrameLayoutGuide": return Rect(ownerBox)
    default: return Rect(box(of: guide, in: ownerBox, content: guide.identifier == "UIScrollViewContentLayoutGuide"))
    }
  }

  /// A guide with a frame of its own (one the app added, or a scroll view's content): its variables, made on first
  /// use; a scroll view's content starts at the scroll view's origin.
  private mutating func box(of guide: UILayoutGuide, in owner: Box, content: Bool) -> Box {
    if let known = guideBoxes[ObjectIdentifier(guide)] { return known.box }
    let box = Box(
      left: solver.newVariable(), top: solver.newVariable(), width: solver.newVariable(),
      height: solver.newVariable())
    guideBoxes[ObjectIdentifier(guide)] = (guide, box)
    let origin = [(box.left, owner.left), (box.top, owner.top)]
    for (own, owners) in origin {
      let offset = LinearExpression(variable: own) - LinearExpression(variable: owners)
      if content { require(offset, equals: 0) } else { prefer(offset, .equal, 0, weight: Self.positionStayWeight) }
    }
    prefer(LinearExpression(variable: box.width), .equal, 0, weight: Self.positionStayWeight)
    prefer(LinearExpression(variable: box.height), .equal, 0, weight: Self.positionStayWeight)
    return box
  }

  /// A view's layout margins: a view controller's root view has the system minimum margins (16 points at the sides
  /// in a compact width, 20 in a regular one) inside its safe area; another view its ``UIView/layoutMargins``.
  private func marginInsets(of view: UIView) -> UIEdgeInsets {
    guard view.owningViewController != nil else { return view.layoutMargins }
    let side: CGFloat = windowTraits(of: view)?.horizontalSizeClass == .regular ? 20 : 16
    let safe = SafeArea.rootInsets(of: view)
    return UIEdgeInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
  }

  /// A view controller's root view: its safe area (`SafeArea.rootInsets(of:)`). Another view: its safe area as its
  /// frame stands before the pass (`SafeArea.insets(of:)`), noted so that `layOut(_:)` runs again if the view moves.
  mutating func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
    guard view.owningViewController == nil else { return SafeArea.rootInsets(of: view) }
    let insets = SafeArea.insets(of: view)
    if !safeAreasRead.contains(where: { $0.view === view }) { safeAreasRead.append((view, insets)) }
    return insets
  }

  /// The traits of the window's device and orientation (the controllers' own traits change after a rotation's
  /// layout).
  private func windowTraits(of view: UIView) -> UITraitCollection? {
    guard let window = view.window ?? CoreLayer.hooks?.keyWindow else { return nil }
    return window.device.traitCollection(for: window.orientation)
  }

  // MARK: - Applying

  /// Gives each view that takes part its solved frame, parents first, aligned to the screen's pixels as UIKit aligns
  /// them; guides get their layout frames.
  private func apply() {
    for view in views where view !== root {
      guard let superview = view.superview, let parent = boxes[ObjectIdentifier(superview)] else { continue }
      let solved = frame(boxes[ObjectIdentifier(view)]!, in: parent)
      if view.frame != solved { view.frame = solved }
    }
    for (guide, box) in guideBoxes.values {
      guard let owner = guide.owningView, let ownerBox = boxes[ObjectIdentifier(owner)] else { continue }
      guide.solvedFrame = frame(box, in: ownerBox)
    }
  }

  /// The solved frame of each view that takes part but the root, in its superview.
  private func solvedFrames() -> [ObjectIdentifier: CGRect] {
    var frames: [ObjectIdentifier: CGRect] = [:]
    for view in views where view !== root {
      guard let superview = view.superview, let parent = boxes[ObjectIdentifier(superview)] else { continue }
      frames[ObjectIdentifier(view)] = frame(boxes[ObjectIdentifier(view)]!, in: parent)
    }
    return frames
  }

  /// The solved rectangle `box` in `parent`'s, aligned to the screen's pixels.
  private func frame(_ box: Box, in parent: Box) -> CGRect {
    let scale = Double(root.window?.device.scale ?? 3)
    func pixel(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    let left = solver.value(of: box.left) - solver.value(of: parent.left)
    let top = solver.value(of: box.top) - solver.value(of: parent.top)
    let right = left + solver.value(of: box.width)
    let bottom = top + solver.value(of: box.height)
    return CGRect(x: pixel(left), y: pixel(top), width: pixel(right) - pixel(left), height: pixel(bottom) - pixel(top))
  }
}

extension CGRect {
  /// Whether each edge is within a hundredth of a point of `other`'s.
  fileprivate func isClose(to other: CGRect) -> Bool {
    abs(minX - other.minX) < 0.01 && abs(minY - other.minY) < 0.01 && abs(maxX - other.maxX) < 0.01
      && abs(maxY - other.maxY) < 0.01
  }
}

/// A view whose size UIKit takes from its content (labels, buttons, image views and the standard controls); the
/// controls layer above declares them and their conformances.
package protocol SizesByContent: AnyObject {}
