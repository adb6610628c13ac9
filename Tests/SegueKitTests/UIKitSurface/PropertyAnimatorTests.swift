import Foundation
import SegueKit
import Testing

/// Source: Apple's documentation of `UIViewPropertyAnimator` and `UIViewAnimating` (`state` moves inactive →
/// active on start or pause, active → stopped on `stopAnimation(false)`, stopped → inactive on
/// `finishAnimation(at:)`; `stopAnimation(true)` calls no completion). As with `UIView.animate`, values apply at
/// once and completions run after virtual time passes.
@MainActor
@Suite struct PropertyAnimatorTests {
  @Test func aStartedAnimatorAppliesAtOnceAndCompletesAtTheEnd() {
    let view = UIView()
    var trace: [String] = []
    // Written as for iOS.
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { view.alpha = 0 }
    animator.addCompletion { position in trace.append("completion \(position)") }
    trace.append("\(animator.state) \(animator.isRunning)")
    animator.startAnimation()
    trace.append("\(animator.state) \(animator.isRunning) alpha \(view.alpha)")
    MainQueue.drain()
    trace.append("\(animator.state) \(animator.isRunning) \(animator.fractionComplete)")
    #expect(
      trace == [
        "inactive false", "active true alpha 0.0", "completion end", "inactive false 1.0",
      ])
  }

  @Test func stoppingWaitsForFinishAndStoppingWithoutFinishingCallsNoCompletion() {
    var trace: [String] = []
    let spring = UIViewPropertyAnimator(duration: 1.0, dampingRatio: 0.4)
    spring.addAnimations { trace.append("animations") }
    spring.addCompletion { trace.append("spring \($0)") }
    spring.startAnimation()
    spring.stopAnimation(false)
    trace.append("\(spring.state)")
    spring.finishAnimation(at: .current)
    trace.append("\(spring.state)")

    let other = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 1.0)
    other.addCompletion { trace.append("other \($0)") }
    other.pauseAnimation()
    trace.append("\(other.state) \(other.isRunning)")
    other.stopAnimation(true)
    MainQueue.drain()
    trace.append("\(other.state)")
    #expect(trace == ["animations", "stopped", "spring current", "inactive", "active false", "inactive"])
  }

  @Test func aRunningAnimatorStartsAfterItsDelay() {
    var trace: [String] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0.5, options: [], animations: { trace.append("animations") },
      completion: { trace.append("completion \($0)") })
    trace.append("\(animator.state) \(animator.delay)")
    MainQueue.drain()
    #expect(trace == ["animations", "active 0.5", "completion end"])
    #expect(UIView.AnimationCurve.linear.rawValue == 3)
  }
}
