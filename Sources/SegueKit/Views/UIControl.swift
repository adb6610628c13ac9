internal import Foundation

/// A control that sends actions for events.
///
/// Mirrors UIKit's `UIControl`: target-action pairs and `UIAction`s per event, dispatched by
/// ``sendActions(for:)`` exactly as a user interaction would.
@MainActor
open class UIControl: UIView {
  /// Control events.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Control states; UIKit's values.
  ///
  /// Mirrors UIKit's `UIControl.State`: `.normal` is the empty set, and a button's per-state values fall back to
  /// `.normal` for a state that has none.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    /// Bits the app may use for its own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the framework.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  private var registrations: [(events: Event, pair: TargetAction)] = []
  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false

  /// The control's state, computed from ``isHighlighted``, ``isEnabled`` and ``isSelected`` as in UIKit.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds a target-action pair for `controlEvents`. Targets receive selectors through ``SelectorActionTarget``.
  ///
  /// Mirrors UIKit's `addTarget(_:action:for:)`; the target (an object, or `nil` for the responder chain) is held
  /// weakly.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    registrations.append((controlEvents, TargetAction(target: TargetAction.object(target), selector: action)))
  }

  /// Removes target-action pairs.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let target = TargetAction.object(target)
    registrations.removeAll { registration in
      registration.events.isSubset(of: controlEvents)
        && (target == nil || registration.pair.target === target)
        && (action == nil || registration.pair.selector == action)
    }
  }

  /// Adds a closure action for `controlEvents` (iOS 14+).
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.append((controlEvents, TargetAction(action: action)))
  }

  /// Sends the actions registered for `controlEvents`, in registration order.
  open func sendActions(for controlEvents: Event) {
    let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in matching {
      registration.pair.send(sender: self, origin: self)
    }
  }

  /// Simulates the user tapping the control: nothing when disabled or hidden, else `touchUpInside` (and
  /// `primaryActionTriggered`).
  ///
  /// Not in UIKit.
  public func simulateTap() {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
