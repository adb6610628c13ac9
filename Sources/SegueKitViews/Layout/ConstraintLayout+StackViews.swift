internal import Foundation

/// `UIStackView`'s arrangement, as the constraints UIKit's stack view makes for it (Apple, `UIStackView`
/// documentation: "The stack view uses Auto Layout to position and size its arranged views"; `Distribution` and
/// `Alignment`): along the axis the first arranged view starts at the stack's leading edge and the last ends at its
/// trailing edge, `spacing` apart (`fill`, `fillProportionally` taken as `fill`), equal sizes (`fillEqually`), or
/// equal gaps of at least `spacing` (`equalSpacing`, `equalCentering` taken as it), each gap the custom spacing after
/// the view before it where one is set, measured between baselines in a vertical stack with
/// `isBaselineRelativeArrangement`; across it, each view fills the stack, or sits at its leading or trailing edge or
/// centre inside it, or, in a horizontal stack, with its first or last baseline on the first view's (a vertical stack
/// takes those as leading and trailing). Hidden arranged views take no part. Where a `fill` stack has room to spare and no content priority decides, the earlier view stretches
/// ("If there is any ambiguity, the stack view resizes the arranged views based on their index"). Every arranged
/// subview, hidden or not, is placed by constraints (UIKit's stack view turns its
/// `translatesAutoresizingMaskIntoConstraints` off). The arrangement's constraints have priority 999 here, not 1000:
/// where an app's required constraints contradict it (a square view in a stack that cannot be square), the app's win
/// and nothing is logged, where UIKit would log the conflict.
extension ConstraintLayout {
  /// Brings the visible arranged subviews of the stack views that take part into the pass (parents first, so nested
  /// stacks follow); returns them.
  static func involveArrangedSubviews(of subtree: [UIView], _ involved: inout Set<ObjectIdentifier>)
    -> Set<ObjectIdentifier>
  {
    var arranged: Set<ObjectIdentifier> = []
    for case let stack as UIStackView in subtree {
      for view in stack.arrangedSubviews {
        arranged.insert(ObjectIdentifier(view))
        if !view.isHidden, involved.contains(ObjectIdentifier(stack)) { involved.insert(ObjectIdentifier(view)) }
      }
    }
    return arranged
  }

  /// The space after `view`: its custom spacing, else the stack's; the system spacing (8 points, Auto Layout's
  /// standard space between siblings) where either is `UIStackView.spacingUseSystem`. Apple, `UIStackView.h`: custom
  /// spacing "takes precedence over any other value that might otherwise be used for the space following the arranged
  /// subview".
  static func spacing(of stack: UIStackView, after view: UIView) -> CGFloat {
    let custom = stack.customSpacing(after: view)
    let spacing = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
    return spacing == UIStackView.spacingUseSystem ? 8 : spacing
  }

  /// The weight of the arrangement's constraints: priority 999 (UIKit's are required), so that an app's required
  /// constraint that contradicts the arrangement wins without a conflict being logged.
  static let arrangementWeight = weight(UILayoutPriority(999)) ?? 1

  mutating func arrange(_ expression: LinearExpression, _ relation: LayoutSolver.Relation, _ value: Double) {
    prefer(expression, relation, value, weight: Self.arrangementWeight)
  }

  /// The arrangement of every stack view that takes part.
  mutating func addStackArrangements() {
    for case let stack as UIStackView in views {
      let arranged = stack.arrangedSubviews.filter { !$0.isHidden }
      guard !arranged.isEmpty, let stackRect = rect(of: stack, margins: stack.isLayoutMarginsRelativeArrangement)
      else { continue }
      let rects = arranged.compactMap { rect(of: $0, margins: false) }
      guard rects.count == arranged.count else { continue }
      let vertical = stack.axis == .vertical
      func start(_ rect: Rect, main: Bool) -> LinearExpression { main == vertical ? rect.y : rect.x }
      func length(_ rect: Rect, main: Bool) -> LinearExpression { main == vertical ? rect.height : rect.width }
      func end(_ rect: Rect, main: Bool) -> LinearExpression { start(rect, main: main) + length(rect, main: main) }
      // Along the axis.
      arrange(start(rects[0], main: true) - start(stackRect, main: true), .equal, 0)
      arrange(end(stackRect, main: true) - end(rects[rects.count - 1], main: true), .equal, 0)
      let baselineRelative = vertical && stack.isBaselineRelativeArrangement
      for index in rects.indices.dropFirst() {
        let spacing = Double(Self.spacing(of: stack, after: arranged[index - 1]))
        let gap =
          baselineRelative
          ? baseline(of: arranged[index], first: true, in: rects[index])
            - baseline(of: arranged[index - 1], first: false, in: rects[index - 1])
          : start(rects[index], main: true) - end(rects[index - 1], main: true)
        switch stack.distribution {
        case .equalSpacing, .equalCentering:
          arrange(gap, .greaterThanOrEqual, spacing)
          if index > 1 {
            arrange(gap - (start(rects[1], main: true) - end(rects[0], main: true)), .equal, 0)
          }
        default:
          arrange(gap, .equal, spacing)
        }
        if stack.distribution == .fillEqually {
          arrange(length(rects[index], main: true) - length(rects[0], main: true), .equal, 0)
        }
      }
      if stack.distribution == .fill || stack.distribution == .fillProportionally {
        for (index, rect) in rects.enumerated() {
          let stay = stayFrame(of: arranged[index])
          let size = vertical ? stay.height : stay.width
          prefer(
            length(rect, main: true), .equal, Double(size) + stayShift, weight: Self.sizeStayWeight * Double(index + 1))
        }
      }
      // Across it.
      let firstBaselines = stack.alignment == .firstBaseline
      let baselineAligned = !vertical && (firstBaselines || stack.alignment == .lastBaseline)
      let leadBaseline = baselineAligned ? baseline(of: arranged[0], first: firstBaselines, in: rects[0]) : nil
      for (index, rect) in rects.enumerated() {
        let top = start(rect, main: false) - start(stackRect, main: false)
        let bottom = end(stackRect, main: false) - end(rect, main: false)
        if let leadBaseline {
          // The baselines in one line, every view inside the stack, and the stack no taller than they need.
          if index > 0 {
            arrange(baseline(of: arranged[index], first: firstBaselines, in: rect) - leadBaseline, .equal, 0)
          }
          arrange(top, .greaterThanOrEqual, 0)
          arrange(bottom, .greaterThanOrEqual, 0)
          prefer(top, .equal, 0, weight: Self.weight(.fittingSizeLevel))
          prefer(bottom, .equal, 0, weight: Self.weight(.fittingSizeLevel))
          continue
        }
        switch stack.alignment {
        case .fill:
          arrange(top, .equal, 0)
          arrange(bottom, .equal, 0)
        case .leading, .firstBaseline:
          arrange(top, .equal, 0)
          arrange(bottom, .greaterThanOrEqual, 0)
        case .trailing, .lastBaseline:
          arrange(bottom, .equal, 0)
          arrange(top, .greaterThanOrEqual, 0)
        case .center:
          arrange(top - bottom, .equal, 0)
          arrange(top, .greaterThanOrEqual, 0)
        }
      }
    }
  }
}
