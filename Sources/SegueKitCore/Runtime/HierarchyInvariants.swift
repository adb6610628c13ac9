/// Hierarchy invariants checked after each mutation when `SEGUEKIT_INTERNAL_CHECKS` is defined (debug builds).
extension UIViewController {
  /// Checks parent ↔ children, presented ↔ presenting and container-specific invariants around the receiver.
  func checkHierarchyInvariants() {
    #if SEGUEKIT_INTERNAL_CHECKS
      if let problem = hierarchyInvariantViolation() {
        preconditionFailure("SegueKit hierarchy invariant violated: \(problem)")
      }
    #endif
  }

  /// The first invariant the receiver's neighbourhood violates, or `nil`.
  ///
  /// Not in UIKit; tests call it through ``hierarchyInvariantViolations()``.
  func hierarchyInvariantViolation() -> String? {
    for child in childList {
      if child.parentStorage !== self { return "\(child.debugName) is a child of \(debugName) but has another parent" }
      if child.parentModal != nil { return "\(child.debugName) is a child and presented at once" }
    }
    if let parent = parentStorage, !parent.childList.contains(where: { $0 === self }),
      !parent.isParentOutsideChildren(of: self)
    {
      return "\(debugName) has parent \(parent.debugName) that does not list it"
    }
    if let presented = childModal {
      if presented.parentModal !== self {
        return "\(presented.debugName) is presented by \(debugName) without back link"
      }
      if presented.parentStorage != nil { return "presented \(presented.debugName) has a parent" }
    }
    if let presenter = parentModal, presenter.childModal !== self {
      return "\(debugName) names presenter \(presenter.debugName) that does not present it"
    }
    if Set(childList.map(ObjectIdentifier.init)).count != childList.count {
      return "\(debugName) lists a child twice"
    }
    return containerInvariantViolation()
  }

  /// Every invariant violation in the receiver's whole hierarchy (children and presented controllers).
  ///
  /// Not in UIKit. Call it with the main queue drained: besides the structural invariants it checks that no
  /// controller is stuck appearing or disappearing and that every appeared controller's view is in a window.
  public func hierarchyInvariantViolations() -> [String] {
    var problems: [String] = []
    forEachInHierarchy { controller in
      if let problem = controller.hierarchyInvariantViolation() { problems.append(problem) }
      switch controller.appearState {
      case .appearing, .disappearing:
        problems.append("\(controller.debugName) is stuck \(controller.appearState.name)")
      case .appeared where controller.viewStorage?.window == nil:
        problems.append("\(controller.debugName) appeared but its view is not in a window")
      default:
        break
      }
      // Built-in containers show one child (navigation, tabs): the others must have disappeared.
      if controller is UINavigationController || controller is UITabBarController {
        let shown = controller.appearanceForwardingChildren()
        for child in controller.childList
        where child.appearState != .disappeared && !shown.contains(where: { $0 === child }) {
          problems.append(
            "\(child.debugName) is \(child.appearState.name) but \(controller.debugName) does not show it")
        }
      }
    }
    return problems
  }
}
