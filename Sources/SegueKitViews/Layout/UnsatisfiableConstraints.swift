/// UIKit's console message when required constraints conflict, and the record of the constraints broken.
///
/// Not in UIKit (its text is). UIKit logs "Unable to simultaneously satisfy constraints.", lists the constraints
/// involved and names the one it breaks; the layout goes on without that one. Here the constraint broken is the
/// required one that could not be added to those before it, which (all conflicting ones being required) is as low as
/// any; the conflict is logged once per constraint, not at every later layout pass.
@MainActor
enum UnsatisfiableConstraints {
  /// Logs the conflict of `constraint` once.
  static func report(_ constraint: NSLayoutConstraint) {
    guard !constraint.wasBrokenByLayout else { return }
    constraint.wasBrokenByLayout = true
    var involved: [NSLayoutConstraint] = []
    let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    var view = constraint.container
    while let current = view {
      for other in current.constraints where other.priority.rawValue >= 1000 {
        let touches = [other.firstItem, other.secondItem].contains { item in items.contains { $0 === item } }
        if touches, !involved.contains(where: { $0 === other }) { involved.append(other) }
      }
      view = current.superview
    }
    let list = involved.map { "    \"\($0.layoutDescription)\"" }.joined(separator: ",\n")
    Console.log(
      """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
      \(list)
      )

      Will attempt to recover by breaking constraint 
      \(constraint.layoutDescription)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """)
  }
}
