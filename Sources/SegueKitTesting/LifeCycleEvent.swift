/// A life-cycle change of a view controller, as ``SegueApp`` records it.
///
/// Not in UIKit. The driver does not subclass the app's controllers: it compares every controller's state before
/// and after each step (with the main queue drained), so an event says that the callback ran during the step, not
/// how it interleaved with other controllers' callbacks. Within a step, events come in a fixed order: loads, then
/// disappearances, then appearances, then deallocations, each in hierarchy order.
public struct LifeCycleEvent: Equatable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Equatable, Sendable {
    /// The view loaded (`viewDidLoad` ran).
    case viewDidLoad
    /// The controller went off screen (`viewWillDisappear` and `viewDidDisappear` ran).
    case viewDidDisappear
    /// The controller came on screen (`viewWillAppear` and `viewDidAppear` ran).
    case viewDidAppear
    /// The controller was deallocated.
    case `deinit`
  }

  /// The controller's name: its title, else its class name (the title it had when last seen, for `deinit`).
  public var controller: String
  /// What happened.
  public var kind: Kind

  public init(_ controller: String, _ kind: Kind) {
    self.controller = controller
    self.kind = kind
  }

  /// `Products.viewDidAppear`.
  public var description: String { "\(controller).\(kind.rawValue)" }
}
