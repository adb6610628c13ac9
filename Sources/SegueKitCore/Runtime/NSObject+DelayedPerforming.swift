import Foundation

/// Foundation's delayed performing (`NSObject`'s `NSDelayedPerforming` methods), on SegueKit's `MainQueue`: the
/// selector is sent when a test drains the queue and the virtual clock reaches the delay. On iOS the main run loop
/// performs it, which a test on Linux never turns.
///
/// As Apple documents, a delay of 0 still waits for a later turn ("the selector is still queued on the thread's run
/// loop and performed as soon as possible"), and the object and the argument are kept until then. The selector
/// reaches the object through its connection table (`segue port` writes `#selector(…)` as its string).
extension NSObject {
  /// Sends `aSelector` to the object with `anArgument` once `delay` seconds of virtual time have passed, like
  /// `perform(_:with:afterDelay:)`.
  @preconcurrency @MainActor
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    let request = DelayedPerformRequests.Request(target: self, selector: aSelector, argument: anArgument)
    request.number = MainQueue.schedule(after: delay) { [request] in
      DelayedPerformRequests.remove(request)
      if !sendSelectorAction(request.selector, to: request.target, sender: request.argument) {
        MissingConnections.action("\(request.selector)", to: request.target)
      }
    }
    DelayedPerformRequests.add(request)
  }

  /// Cancels every request `perform(_:with:afterDelay:)` made of `aTarget`, like
  /// `cancelPreviousPerformRequests(withTarget:)`.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerformRequests.cancel(target: aTarget as AnyObject, where: { _ in true })
  }

  /// Cancels the requests of `aTarget` with `aSelector` and an argument equal to `anArgument` (`isEqual(_:)`, or `==`), like
  /// `cancelPreviousPerformRequests(withTarget:selector:object:)`.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    DelayedPerformRequests.cancel(target: aTarget as AnyObject) { request in
      guard request.selector == aSelector else { return false }
      switch (request.argument, anArgument) {
      case (nil, nil): return true
      case (let left?, let right?):
        // `isEqual(_:)` for objects (NSObject's `==`), `==` for Hashable values, else the same object.
        if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
        return (left as AnyObject) === (right as AnyObject)
      default: return false
      }
    }
  }
}
