import Foundation

/// The pending requests of `NSObject.perform(_:with:afterDelay:)`, so that `cancelPreviousPerformRequests` finds them.
@MainActor
enum DelayedPerformRequests {
  /// One request: it keeps its object and argument until it is performed or cancelled, as Foundation does.
  final class Request {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    /// The main queue's number for the work (for `MainQueue.cancel(_:)`).
    var number = 0

    init(target: AnyObject, selector: Selector, argument: Any?) {
      self.target = target
      self.selector = selector
      self.argument = argument
    }
  }

  private static var pending: [ObjectIdentifier: [Request]] = [:]

  static func add(_ request: Request) {
    pending[ObjectIdentifier(request.target), default: []].append(request)
  }

  static func remove(_ request: Request) {
    let key = ObjectIdentifier(request.target)
    pending[key]?.removeAll { $0 === request }
    if pending[key]?.isEmpty == true { pending[key] = nil }
  }

  /// Cancels the requests of `target` that `matches` accepts.
  static func cancel(target: AnyObject, where matches: (Request) -> Bool) {
    for request in pending[ObjectIdentifier(target)] ?? [] where matches(request) {
      MainQueue.cancel(request.number)
      remove(request)
    }
  }
}
