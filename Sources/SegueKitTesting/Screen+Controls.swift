import SegueKit

/// The controls on screen, for the driver's control steps.
extension Screen {
  /// The views of kind `View` in the layer that a user can see, depth first (see ``TouchReach``).
  func views<View: UIView>(_ type: View.Type) -> [View] {
    var found: [View] = []
    forEachShownView { view, _, _ in
      if let match = view as? View { found.append(match) }
    }
    return found
  }

  /// The view drawn above `view` that takes the touches a finger aims at it (see ``TouchCover``), or `nil`.
  func coveringView(of view: UIView) -> UIView? {
    guard let root = layer.viewIfLoaded else { return nil }
    return TouchCover(root: root).coveringView(of: view)
  }
}
