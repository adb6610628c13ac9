/// The appearance state machine (<doc:LifeCycle#§6.2-Appearance-states>).
extension UIViewController {
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    beginOwnAppearance(isAppearing, animated: animated)
    // [I] a presentation over the receiver's own area (current context) appears and disappears with it.
    if let presented = contextPresentation, !presented.isBeingDismissed {
      presented.beginAppearance(isAppearing, animated: animated)
    }
  }

  private func beginOwnAppearance(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearState == .disappeared || appearState == .disappearing else { return }
      guard !isCoveredByContextPresentation else { return }
      loadViewIfNeeded()
      appearState = .appearing
      flags.set(.appearanceAnimated, animated)
      viewWillAppear(animated)
      LifeCycleObservation.notify(self, .viewWillAppear, animated)
      // Apple's `viewIsAppearing(_:)`: by then the view "has been laid out by its superview"; its constraints have
      // placed its subviews.
      if let view = viewIfLoaded { ConstraintLayout.layOut(view) }
      viewIsAppearing(animated)
      LifeCycleObservation.notify(self, .viewIsAppearing, animated)
    } else {
      guard appearState == .appeared || appearState == .appearing else { return }
      appearState = .disappearing
      flags.set(.appearanceAnimated, animated)
      viewWillDisappear(animated)
      LifeCycleObservation.notify(self, .viewWillDisappear, animated)
    }
    appearanceTransitionWillForward(appearing: isAppearing, animated: animated)
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    forEachAppearanceForwardingChild { child in
      child.beginAppearance(isAppearing, animated: animated)
    }
  }

  func endAppearance() {
    switch appearState {
    case .appearing, .disappearing:
      endOwnAppearance()
    case .appeared, .disappeared:
      Console.log("Unbalanced calls to begin/end appearance transitions for \(self).")
    }
  }

  private func endOwnAppearance() {
    let animated = flags.contains(.appearanceAnimated)
    if appearState == .appearing {
      appearState = .appeared
      viewDidAppear(animated)
      LifeCycleObservation.notify(self, .viewDidAppear, animated)
      flags.remove(.movingToParent)
    } else {
      appearState = .disappeared
      viewDidDisappear(animated)
      LifeCycleObservation.notify(self, .viewDidDisappear, animated)
      flags.remove(.movingFromParent)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      forEachAppearanceForwardingChild { child in
        child.endForwardedAppearance()
      }
    }
    endContextPresentationAppearance()
    appearanceTransitionDidEnd(appeared: appearState == .appeared)
  }

  /// Ends a transition a parent forwarded, and the one of a context presentation over the receiver.
  func endForwardedAppearance() {
    if appearState == .appearing || appearState == .disappearing {
      endOwnAppearance()
    } else {
      endContextPresentationAppearance()
    }
  }

  private func endContextPresentationAppearance() {
    if let presented = contextPresentation, !presented.isBeingDismissed {
      presented.endForwardedAppearance()
    }
  }

  /// The controller the receiver presents inside a container rather than in the window (a current-context
  /// presentation, or one presented from such a presentation) (<doc:Presentation#§4.3-The-presenter>).
  var contextPresentation: UIViewController? {
    guard let presented = childModal, presented.parentModal === self,
      presented.presentationControllerStorage?.hostIsWindow == false
    else { return nil }
    return presented
  }

  /// Whether a current-context presentation removed the receiver's views.
  var isCoveredByContextPresentation: Bool {
    contextPresentation?.presentationControllerStorage?.contextViewRemoved == true
  }

  /// The views that show the receiver inside its container: its own view unless a context presentation removed
  /// it, then the views of its context presentations.
  func representationViews() -> [UIView] {
    var views: [UIView] = []
    if !isCoveredByContextPresentation { views.append(view) }
    if let presented = contextPresentation { views += presented.representationViews() }
    return views
  }

  /// Ends an appearance transition started by the machinery if it is still running in that direction (and the
  /// one of a context presentation over the receiver, which follows it).
  func finishAppearanceTransition(appearing: Bool) {
    if appearState == (appearing ? .appearing : .disappearing) {
      endAppearanceTransition()
    } else if appearState == .appeared || appearState == .disappeared {
      endContextPresentationAppearance()
    }
  }

  /// Whether the controller, or a context presentation shown over it, is appearing or disappearing.
  var isMidAppearanceTransition: Bool {
    if appearState == .appearing || appearState == .disappearing { return true }
    return contextPresentation?.isMidAppearanceTransition ?? false
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
