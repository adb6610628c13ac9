/// The appearance state machine [spec §6.2].
extension UIViewController {
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearState == .disappeared || appearState == .disappearing else { return }
      loadViewIfNeeded()
      appearState = .appearing
      flags.set(.appearanceAnimated, animated)
      viewWillAppear(animated)
      viewIsAppearing(animated)
    } else {
      guard appearState == .appeared || appearState == .appearing else { return }
      appearState = .disappearing
      flags.set(.appearanceAnimated, animated)
      viewWillDisappear(animated)
    }
    appearanceTransitionWillForward(appearing: isAppearing, animated: animated)
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in appearanceForwardingChildren() {
      child.beginAppearance(isAppearing, animated: animated)
    }
  }

  func endAppearance() {
    let animated = flags.contains(.appearanceAnimated)
    switch appearState {
    case .appearing:
      appearState = .appeared
      viewDidAppear(animated)
      flags.remove(.movingToParent)
    case .disappearing:
      appearState = .disappeared
      viewDidDisappear(animated)
      flags.remove(.movingFromParent)
    case .appeared, .disappeared:
      Console.log("Unbalanced calls to begin/end appearance transitions for \(self).")
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in appearanceForwardingChildren()
      where child.appearState == .appearing || child.appearState == .disappearing {
        child.endAppearance()
      }
    }
    appearanceTransitionDidEnd(appeared: appearState == .appeared)
  }

  /// Ends an appearance transition started by the machinery if it is still running in that direction.
  func finishAppearanceTransition(appearing: Bool) {
    if appearState == (appearing ? .appearing : .disappearing) {
      endAppearanceTransition()
    }
  }

  /// Whether the view controller is on screen or getting there (appearing or appeared).
  var isVisibleOrAppearing: Bool {
    appearState == .appeared || appearState == .appearing
  }
}

extension Flags {
  mutating func set(_ member: Flags, _ value: Bool) {
    if value { insert(member) } else { remove(member) }
  }
}
