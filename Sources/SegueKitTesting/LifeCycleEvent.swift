import SegueKit

/// A life-cycle callback of a view controller, as ``SegueApp`` records it.
///
/// Not in UIKit. Loads and appearance callbacks are recorded as they run, in order, through SegueKit's
/// observation hook; deallocations are noticed at the end of each step (the driver holds controllers weakly).
public struct LifeCycleEvent: Equatable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Equatable, Sendable {
    case viewDidLoad
    case viewWillAppear
    case viewIsAppearing
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    /// The controller was deallocated.
    case `deinit`
  }

  /// The controller's name: its title, else its class name (the title it had when last seen, for `deinit`).
  public var controller: String
  /// What happened.
  public var kind: Kind
  /// The `animated` argument of an appearance callback; `nil` for loads and deallocations.
  public var animated: Bool?

  public init(_ controller: String, _ kind: Kind, animated: Bool? = nil) {
    self.controller = controller
    self.kind = kind
    self.animated = animated
  }

  /// `Products.viewWillAppear(true)`, `Products.viewDidLoad`.
  public var description: String {
    "\(controller).\(kind.rawValue)" + (animated.map { "(\($0))" } ?? "")
  }
}

extension LifeCycleEvent.Kind {
  /// The kind of a callback SegueKit ran: each callback is its own kind, so a callback added to SegueKit does not
  /// compile here until it has one.
  init(_ callback: LifeCycleObservation.Callback) {
    switch callback {
    case .viewDidLoad: self = .viewDidLoad
    case .viewWillAppear: self = .viewWillAppear
    case .viewIsAppearing: self = .viewIsAppearing
    case .viewDidAppear: self = .viewDidAppear
    case .viewWillDisappear: self = .viewWillDisappear
    case .viewDidDisappear: self = .viewDidDisappear
    }
  }
}
