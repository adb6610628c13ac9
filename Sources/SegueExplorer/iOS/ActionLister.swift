import SegueKitTesting

/// The actions a user can take on an iOS screen, in screen order: Back, the tappable elements (a long list's
/// first, middle and last cells only), text fields, switches and segments, then swiping a sheet down, rotating and
/// leaving the app.
///
/// An element is named as `SegueApp.tap` finds it: by its accessibility identifier when no other element has it,
/// else by its title when no other tappable element answers to it; an element with neither is left out (two "Go"
/// buttons without identifiers cannot be told apart by a test either).
@MainActor
struct ActionLister {
  let app: SegueApp
  let options: ExplorationOptions

  var actions: [ExplorerAction] {
    let elements = app.elements
    let tappable = elements.filter(\.isTappable)
    var result: [ExplorerAction] = []
    if tappable.contains(where: { $0.kind == .backButton }) { result.append(ExplorerAction(.back)) }
    let cells = tappable.indices.filter { tappable[$0].kind == .cell }
    let keptCells = Set([cells.first, cells.isEmpty ? nil : cells[cells.count / 2], cells.last].compactMap { $0 })
    for (position, element) in tappable.enumerated() {
      switch element.kind {
      case .backButton, .switch, .slider, .pageIndicator, .label:
        continue
      case .textField:
        guard let name = element.identifier ?? element.placeholder else { continue }
        result += options.textValues.map { ExplorerAction(.type, target: name, value: $0) }
      case .cell where !keptCells.contains(position):
        continue
      default:
        if let action = Self.tap(element, among: elements, tappable: tappable) { result.append(action) }
      }
    }
    let switches = tappable.filter { $0.kind == .switch }
    for element in switches {
      if let identifier = element.identifier {
        result.append(ExplorerAction(.flipSwitch, target: identifier))
      } else if switches.count == 1 {
        result.append(ExplorerAction(.flipSwitch))
      }
    }
    result += segmentActions()
    if !app.snapshot.presentationChain.isEmpty { result.append(ExplorerAction(.swipeDown)) }
    if options.rotates { result.append(ExplorerAction(.rotate)) }
    if options.backgrounds { result.append(ExplorerAction(.background)) }
    var seen: Set<ExplorerAction> = []
    return result.filter { seen.insert($0).inserted }
  }

  /// The tap on `element`, by identifier or by name, when a test could name it.
  private static func tap(_ element: Element, among elements: [Element], tappable: [Element]) -> ExplorerAction? {
    if let identifier = element.identifier, elements.count(where: { $0.identifier == identifier }) == 1 {
      return ExplorerAction(.tapIdentifier, target: identifier)
    }
    for name in [element.title, element.accessibilityLabel, element.imageName].compactMap({ $0 })
    where tappable.count(where: { $0.isNamed(name) }) == 1 {
      return ExplorerAction(.tap, target: name)
    }
    return nil
  }

  /// Choosing each unselected segment of the segmented controls on screen.
  private func segmentActions() -> [ExplorerAction] {
    var controls: [UISegmentedControl] = []
    var seen: Set<ObjectIdentifier> = []
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      if let control = view as? UISegmentedControl, control.isEnabled, seen.insert(ObjectIdentifier(control)).inserted {
        controls.append(control)
      }
      for subview in view.subviews { visit(subview) }
    }
    for controller in app.visibleViewControllers {
      if let view = controller.viewIfLoaded { visit(view) }
    }
    var result: [ExplorerAction] = []
    for control in controls where control.accessibilityIdentifier != nil || controls.count == 1 {
      for segment in 0..<control.numberOfSegments where segment != control.selectedSegmentIndex {
        guard let title = control.titleForSegment(at: segment), !title.isEmpty else { continue }
        result.append(ExplorerAction(.chooseSegment, target: control.accessibilityIdentifier, value: title))
      }
    }
    return result
  }
}
