import SegueKit

/// The controls on screen, for the driver's control steps.
extension Screen {
  /// The shown views of kind `View` in the layer, depth first (hidden subtrees skipped).
  func views<View: UIView>(_ type: View.Type) -> [View] {
    var found: [View] = []
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      if let match = view as? View { found.append(match) }
      for subview in view.subviews { visit(subview) }
    }
    if let view = layer.viewIfLoaded { visit(view) }
    return found
  }
}
