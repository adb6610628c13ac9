/// A deterministic text picture of a view-controller hierarchy.
extension UIViewController {
  /// A text dump of the receiver's hierarchy: one line per controller with its appearance state, container
  /// details and flags; children indented under their parent, presented controllers marked `presents`.
  ///
  /// Not in UIKit (compare UIKit's private `_printHierarchy`). Controllers are named by title, else class name.
  ///
  /// ```
  /// UINavigationController appeared stack=2
  ///   | child A disappeared
  ///   | child B appeared
  /// ```
  public func hierarchyDump() -> String {
    var lines: [String] = []
    dump(into: &lines, prefix: "", label: nil)
    return lines.joined(separator: "\n")
  }

  private func dump(into lines: inout [String], prefix: String, label: String?) {
    var line = prefix + (label.map { "\($0) " } ?? "") + debugName + " " + appearState.name
    let details = dumpDetails
    if !details.isEmpty { line += " " + details }
    lines.append(line)
    for (childLabel, child) in dumpChildren {
      child.dump(into: &lines, prefix: prefix + "  | ", label: childLabel)
    }
    if let presented = childModal, let controller = presented.presentationControllerStorage {
      var style = controller.requestedStyle.dumpName
      if controller.adaptedStyle != .none { style += "→" + controller.adaptedStyle.dumpName }
      presented.dump(into: &lines, prefix: prefix + "  + ", label: "presents(\(style))")
    }
  }
}

extension AppearState {
  var name: String {
    switch self {
    case .disappeared: "disappeared"
    case .appearing: "appearing"
    case .appeared: "appeared"
    case .disappearing: "disappearing"
    }
  }
}
