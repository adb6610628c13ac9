import Foundation

/// A `Timer` scheduled on SegueKit's `MainQueue` instead of the main run loop: it fires in virtual time when a test
/// drains or advances the queue.
///
/// Not in UIKit. `segue port` rewrites `Timer.scheduledTimer(…)` to `MainQueueTimer.scheduledTimer(…)`; the result is
/// a `Timer`, so the app's `Timer?` properties, `invalidate()`, `isValid` and `fire()` work unchanged. A test does not
/// run on the main thread's run loop on Linux, so a `Timer` scheduled there would never fire.
///
/// `Timer(timeInterval:repeats:block:)` and the other initializers of an unscheduled timer become `MainQueueTimer(…)`
/// too; such a timer fires once ``MainRunLoop`` (the port's `RunLoop.main`) has it, its first firing `interval`
/// seconds of virtual time after the `add` (an app creates and adds in one turn, so that is UIKit's creation time),
/// or at its fire date for `init(fire:…)`, read on the real clock when it is added.
///
/// A one-shot timer runs in `MainQueue.drain()` like `asyncAfter`. A repeating timer fires every `timeInterval`
/// seconds of virtual time but never makes `drain()` move the clock by itself (that would never end): it fires on
/// the way to other timed work and through `MainQueue.advance(by:)`.
///
/// ```swift
/// let timer = MainQueueTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
/// MainQueue.advance(by: 3)   // ticks == 3
/// timer.invalidate()
/// ```
// Timer's members are not isolated (and Timer is not Sendable); like the main run loop's timers, this one belongs to
// the main actor: every entry checks that it runs there (and stops the program otherwise), hence the
// `nonisolated(unsafe)` names handed to the main queue.
public final class MainQueueTimer: Timer {
  private var action: ((Timer) -> Void)?
  private var queued: Int?
  /// Whether a run loop (the virtual one) has the timer: it is added once.
  private var isScheduled = false
  private let repeating: Bool
  private let interval: TimeInterval
  private let info: Any?
  /// The first firing of an unscheduled timer: seconds after it is added, or its fire date.
  private let firstFiring: FirstFiring

  private enum FirstFiring {
    case afterInterval
    case at(Date)
  }

  private init(
    interval: TimeInterval, repeats: Bool, userInfo: Any?, firstFiring: FirstFiring = .afterInterval,
    action: @escaping (Timer) -> Void
  ) {
    // Apple: "If seconds is less than or equal to 0.0, this method chooses the nonnegative value of 0.0001 seconds
    // instead." (Timer.scheduledTimer(withTimeInterval:repeats:block:), developer.apple.com)
    self.interval = interval > 0 ? interval : 0.0001
    self.repeating = repeats
    self.info = userInfo
    self.firstFiring = firstFiring
    self.action = action
    super.init(fire: Date(), interval: self.interval, repeats: repeats) { _ in }
  }

  /// Schedules a timer that calls `block` after `interval` seconds of virtual time, every `interval` seconds when
  /// `repeats`, like `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
  @discardableResult
  public override class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    MainActor.preconditionIsolated()
    let timer = MainQueueTimer(interval: interval, repeats: repeats, userInfo: nil, action: block)
    timer.schedule()
    return timer
  }

  /// Schedules a timer that sends `selector` to `target` with the timer as its argument, like
  /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`. The timer keeps `target` until it is
  /// invalidated, as UIKit's does; the selector reaches the target through its connection table.
  @discardableResult
  public static func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    MainActor.preconditionIsolated()
    let timer = MainQueueTimer(
      interval: interval, repeats: repeats, userInfo: userInfo, action: sending(selector, to: target))
    timer.schedule()
    return timer
  }

  /// The action of a target-selector timer: it keeps `target`, and reaches it through its connection table.
  private static func sending(_ selector: Selector, to target: Any) -> (Timer) -> Void {
    nonisolated(unsafe) let object = target as AnyObject
    return { timer in
      nonisolated(unsafe) let timer = timer
      MainActor.assumeIsolated {
        if !sendSelectorAction(selector, to: object, sender: timer) {
          MissingConnections.action("\(selector)", to: object)
        }
      }
    }
  }

  /// Makes a timer that calls `block` every `interval` seconds of virtual time (once unless `repeats`) after
  /// ``MainRunLoop`` has it, like `Timer(timeInterval:repeats:block:)`.
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(interval: interval, repeats: repeats, userInfo: nil, action: block)
  }

  /// Makes a timer that first calls `block` at `date` once ``MainRunLoop`` has it, then every `interval` seconds of
  /// virtual time when `repeats`, like `Timer(fire:interval:repeats:block:)`.
  public override convenience init(
    fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(interval: interval, repeats: repeats, userInfo: nil, firstFiring: .at(date), action: block)
  }

  /// Makes a timer that sends `selector` to `target` once ``MainRunLoop`` has it, like
  /// `Timer(timeInterval:target:selector:userInfo:repeats:)`.
  public convenience init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.init(interval: interval, repeats: repeats, userInfo: userInfo, action: Self.sending(selector, to: target))
  }

  /// Makes a timer that first sends `selector` to `target` at `date` once ``MainRunLoop`` has it, like
  /// `Timer(fireAt:interval:target:selector:userInfo:repeats:)`.
  public convenience init(
    fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.init(
      interval: interval, repeats: repeats, userInfo: userInfo, firstFiring: .at(date),
      action: Self.sending(selector, to: target))
  }

  /// Whether the timer will still fire.
  public override var isValid: Bool {
    MainActor.preconditionIsolated()
    return action != nil
  }

  /// The seconds between firings of a repeating timer; 0 for a one-shot timer, as Apple documents ("If the receiver
  /// is a non-repeating timer, returns 0 (even if a time interval was set)").
  public override var timeInterval: TimeInterval { repeating ? interval : 0 }

  /// What `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` was given.
  public override var userInfo: Any? { info }

  /// Runs the timer's action now without changing its schedule; a one-shot timer is then invalidated, as in UIKit.
  public override func fire() {
    MainActor.preconditionIsolated()
    guard let action else { return }
    action(self)
    if !repeating { invalidate() }
  }

  /// Stops the timer: it never fires again and lets go of its block or target.
  public override func invalidate() {
    MainActor.preconditionIsolated()
    action = nil
    if let queued { MainActor.assumeIsolated { MainQueue.cancel(queued) } }
    queued = nil
  }

  /// Schedules an unscheduled timer (``MainRunLoop`` calls it); a timer already scheduled, or invalidated, stays as
  /// it is, as a run loop adds a timer once.
  func scheduleOnAdd() {
    guard !isScheduled, action != nil else { return }
    switch firstFiring {
    case .afterInterval: schedule()
    case .at(let date): schedule(after: max(0, date.timeIntervalSinceNow))
    }
  }

  private func schedule(after delay: TimeInterval? = nil) {
    nonisolated(unsafe) let timer = self
    isScheduled = true
    queued = MainActor.assumeIsolated {
      MainQueue.schedule(after: delay ?? timer.interval, repeats: timer.repeating) { timer.fireOnSchedule() }
    }
  }

  private func fireOnSchedule() {
    queued = nil
    guard let action else { return }
    if repeating { schedule() }
    action(self)
    if !repeating { self.action = nil }
  }
}
