// Which gesture recognizers recognize a simulated gesture, as UIKit arbitrates them. Sources: Apple's
// documentation of `UIGestureRecognizer` (a touch goes to the recognizers of the view it hits and of that view's
// ancestors; by default two recognizers do not recognize at once, unless a delegate's
// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` says so; `require(toFail:)` and the delegate's
// `shouldRequireFailureOf`/`shouldBeRequiredToFailBy` make one wait for another to fail;
// `gestureRecognizer(_:shouldReceive:)` keeps a touch from a recognizer; `gestureRecognizerShouldBegin(_:)` may
// refuse to begin; `cancelsTouchesInView` cancels the view's touch once the gesture is recognized; discrete
// gestures end at once, continuous ones go through began, changed and ended), and "Event Handling Guide for iOS",
// "Interacting with Other User Interface Controls": a single-finger tap on a control (button, switch, stepper,
// segmented control, page control) does its action rather than a tap recognizer of a view that contains it.
// [I] The deepest view's recognizers are asked first, each view's in the order they were added.
extension UIView {
  /// What a simulated gesture did: the recognizers that recognized it, in order, and whether one of them cancels
  /// the touch for the view (then a row is not selected, a control does not act).
  ///
  /// Not in UIKit.
  public struct SimulatedGestureOutcome {
    /// The recognizers that recognized the gesture and sent their actions, in order.
    public var recognized: [UIGestureRecognizer]
    /// Whether a recognizer that recognized cancels touches in its view.
    public var cancelsTouch: Bool
  }

  /// Simulates `gesture` made on the receiver: its recognizers and those of its superviews are offered it, and the
  /// ones that recognize it send their actions with UIKit's states. `container` stands for the superview of a view
  /// that has none here but is on screen inside it (a table's or collection's cell: SegueKit does not make cells
  /// subviews of their table).
  ///
  /// Not in UIKit.
  @discardableResult
  public func simulateGesture(_ gesture: SimulatedGesture, in container: UIView? = nil) -> SimulatedGestureOutcome {
    var chain: [UIView] = []
    var current: UIView? = self
    var containerUsed = false
    while let view = current {
      chain.append(view)
      if let next = view.superview {
        current = next
      } else if !containerUsed, window == nil, let container {
        containerUsed = true
        current = container
      } else {
        current = nil
      }
    }
    let tapCount: Int
    if case .tap(let count) = gesture { tapCount = count } else { tapCount = 0 }
    let center = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
    let touch = UITouch(view: self, location: center, phase: .began, tapCount: tapCount)
    var candidates: [UIGestureRecognizer] = []
    for (depth, view) in chain.enumerated() {
      for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.accepts(gesture) {
        if case .tap(1) = gesture, Self.controlKeepsTap(chain.prefix(depth)), recognizer is UITapGestureRecognizer {
          continue
        }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
        candidates.append(recognizer)
      }
    }
    var decided: [ObjectIdentifier: Bool] = [:]
    var recognized: [UIGestureRecognizer] = []
    func decide(_ recognizer: UIGestureRecognizer) -> Bool {
      if let known = decided[ObjectIdentifier(recognizer)] { return known }
      decided[ObjectIdentifier(recognizer)] = false  // a cycle of requirements fails
      let waitsFor = candidates.filter { other in
        other !== recognizer
          && (recognizer.requiredToFail.contains { $0 === other }
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true)
      }
      guard !waitsFor.contains(where: decide) else { return false }
      let excluded = recognized.contains { other in
        recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) != true
          && other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) != true
      }
      guard !excluded, recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
      decided[ObjectIdentifier(recognizer)] = true
      recognized.append(recognizer)
      return true
    }
    for recognizer in candidates { _ = decide(recognizer) }
    for recognizer in recognized {
      recognizer.currentTouch = touch
      recognizer.adopt(gesture)
      if recognizer.isContinuous {
        recognizer.send(in: .began)
        if gesture.dragTranslation != nil || { if case .pinch = gesture { true } else { false } }() {
          recognizer.send(in: .changed)
        }
      }
      recognizer.send(in: .ended)
      recognizer.state = .possible
      recognizer.currentTouch = nil
    }
    return SimulatedGestureOutcome(
      recognized: recognized, cancelsTouch: recognized.contains(where: \.cancelsTouchesInView))
  }

  /// Whether one of `views` (the hit view and its superviews below a recognizer's view) is a control whose own tap
  /// wins over a tap recognizer above it.
  private static func controlKeepsTap(_ views: ArraySlice<UIView>) -> Bool {
    views.contains { view in view is any KeepsOwnTap }
  }
}

/// A control whose own tap wins over a tap recognizer above it (buttons, switches, steppers, segmented controls and
/// page controls); the controls layer above declares them and their conformances.
package protocol KeepsOwnTap: AnyObject {}
