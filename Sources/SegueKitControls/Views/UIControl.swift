internal import Foundation

/// A control that sends actions for events.
///
/// Mirrors UIKit's `UIControl`: target-action pairs and `UIAction`s per event, dispatched by
/// ``sendActions(for:)`` exactly as a user interaction would.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// Control events, with UIKit's raw values.
  ///
  /// Mirrors UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch-down event in the control.
    public static var touchDown: Event { Event(rawValue: 1 &<< 0) }
    /// A repeated touch-down event (a tap count above one).
    public static var touchDownRepeat: Event { Event(rawValue: 1 &<< 1) }
    /// A finger dragged within the control.
    public static var touchDragInside: Event { Event(rawValue: 1 &<< 2) }
    /// A finger dragged outside the control.
    public static var touchDragOutside: Event { Event(rawValue: 1 &<< 3) }
    /// A finger dragged into the control.
    public static var touchDragEnter: Event { Event(rawValue: 1 &<< 4) }
    /// A finger dragged out of the control.
    public static var touchDragExit: Event { Event(rawValue: 1 &<< 5) }
    /// A touch lifted inside the control.
    public static var touchUpInside: Event { Event(rawValue: 1 &<< 6) }
    /// A touch lifted outside the control.
    public static var touchUpOutside: Event { Event(rawValue: 1 &<< 7) }
    /// A touch cancelled by the system.
    public static var touchCancel: Event { Event(rawValue: 1 &<< 8) }
    /// The control's value changed (switch, slider, segmented control, stepper, picker, refresh control).
    public static var valueChanged: Event { Event(rawValue: 1 &<< 12) }
    /// The control's primary action (a button tap, the return key in a text field).
    public static var primaryActionTriggered: Event { Event(rawValue: 1 &<< 13) }
    /// The control's menu action triggered.
    public static var menuActionTriggered: Event { Event(rawValue: 1 &<< 14) }
    /// Editing began in a text field.
    public static var editingDidBegin: Event { Event(rawValue: 1 &<< 16) }
    /// The text in a text field changed.
    public static var editingChanged: Event { Event(rawValue: 1 &<< 17) }
    /// Editing ended in a text field.
    public static var editingDidEnd: Event { Event(rawValue: 1 &<< 18) }
    /// The return key ended editing in a text field.
    public static var editingDidEndOnExit: Event { Event(rawValue: 1 &<< 19) }
    /// All touch events.
    public static var allTouchEvents: Event { Event(rawValue: 0x0000_0FFF) }
    /// All editing events.
    public static var allEditingEvents: Event { Event(rawValue: 0x000F_0000) }
    /// Events the app may use.
    public static var applicationReserved: Event { Event(rawValue: 0x0F00_0000) }
    /// Events reserved for the framework.
    public static var systemReserved: Event { Event(rawValue: 0xF000_0000) }
    /// All events.
    public static var allEvents: Event { Event(rawValue: 0xFFFF_FFFF) }
  }

  /// How content is placed horizontally in the control.
  ///
  /// Mirrors UIKit's `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }

  /// How content is placed vertically in the control.
  ///
  /// Mirrors UIKit's `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }

  /// Control states; UIKit's values.
  ///
  /// Mirrors UIKit's `UIControl.State`: `.normal` is the empty set, and a button's per-state values fall back to
  /// `.normal` for a state that has none.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var normal: State { [] }
    public static var highlighted: State { State(rawValue: 1 &<< 0) }
    public static var disabled: State { State(rawValue: 1 &<< 1) }
    public static var selected: State { State(rawValue: 1 &<< 2) }
    public static var focused: State { State(rawValue: 1 &<< 3) }
    /// Bits the app may use for its own states.
    public static var application: State { State(rawValue: 0x00FF_0000) }
    /// Bits reserved for the framework.
    public static var reserved: State { State(rawValue: 0xFF00_0000) }
  }

  private var registrations: [(events: Event, pair: TargetAction)] = []
  /// The colours, images and fonts of the subclasses' `+Appearance` properties.
  var appearanceValues = AppearanceValues()
  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false
  /// How content is placed horizontally; `.center` by default, as in UIKit.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How content is placed vertically; `.center` by default, as in UIKit.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// The horizontal alignment with `.leading`/`.trailing` resolved for a left-to-right layout.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: .left
    case .trailing: .right
    default: contentHorizontalAlignment
    }
  }
  /// Whether a touch is being tracked; always `false` here (touches are simulated whole).
  open var isTracking: Bool { false }
  /// Whether the tracked touch is inside the control; always `false` here.
  open var isTouchInside: Bool { false }

  /// The control's state, computed from ``isHighlighted``, ``isEnabled`` and ``isSelected`` as in UIKit.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds a target-action pair for `controlEvents`. Targets receive selectors through `SelectorActionTarget`.
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

  /// Removes a closure action from `controlEvents`.
  ///
  /// Mirrors UIKit's `removeAction(_:for:)`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll { $0.events.isSubset(of: controlEvents) && $0.pair.action === action }
  }

  /// The distinct targets of the control's target-action pairs (a `nil` target appears as `NSNull`).
  ///
  /// Mirrors UIKit's `allTargets`.
  open var allTargets: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    for registration in registrations where registration.pair.action == nil {
      if let target = registration.pair.target as? NSObject {
        targets.insert(AnyHashable(target))
      } else if let target = registration.pair.target {
        targets.insert(AnyHashable(ObjectIdentifier(target)))
      } else {
        targets.insert(AnyHashable(NSNull()))
      }
    }
    return targets
  }

  /// The union of the events the control has actions for.
  ///
  /// Mirrors UIKit's `allControlEvents`.
  open var allControlEvents: Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The selector names `target` has for `controlEvent`, or `nil` when it has none.
  ///
  /// Mirrors UIKit's `actions(forTarget:forControlEvent:)`.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = TargetAction.object(target)
    let names = registrations.compactMap { registration -> String? in
      guard !registration.events.isDisjoint(with: controlEvent), let selector = registration.pair.selector,
        registration.pair.target === object
      else { return nil }
      return "\(selector)"
    }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions registered for `controlEvents`, in registration order.
  open func sendActions(for controlEvents: Event) {
    let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in matching {
      registration.pair.send(sender: self, origin: self)
    }
  }

  /// Sends `action` to `target` (or along the responder chain when `target` is `nil`).
  ///
  /// Mirrors UIKit's `sendAction(_:to:for:)`; `event` is not passed on (an action method receives the sender).
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    TargetAction(target: TargetAction.object(target), selector: action).send(sender: self, origin: self)
  }

  /// Whether the control has any action registered for one of `controlEvents`.
  func hasActions(for controlEvents: Event) -> Bool {
    registrations.contains { !$0.events.isDisjoint(with: controlEvents) }
  }

  // MARK: Menus

  private var installedContextMenuInteraction: UIContextMenuInteraction?

  /// The control's context menu interaction, with the control as its delegate, while
  /// ``isContextMenuInteractionEnabled``; `nil` otherwise.
  ///
  /// Mirrors UIKit's `contextMenuInteraction`: the interaction is one of the control's `interactions`, so a long press
  /// on the control asks the control (``contextMenuInteraction(_:configurationForMenuAtLocation:)``) for its menu.
  @available(iOS 14.0, *)
  open var contextMenuInteraction: UIContextMenuInteraction? { installedContextMenuInteraction }

  /// Whether the control's context menu interaction is enabled: a long press shows the control's menu (and a tap, when
  /// ``showsMenuAsPrimaryAction``). `false` unless set; a button sets it when its `menu` is set.
  ///
  /// Mirrors UIKit's `isContextMenuInteractionEnabled`.
  @available(iOS 14.0, *)
  open var isContextMenuInteractionEnabled: Bool = false {
    didSet {
      guard isContextMenuInteractionEnabled != oldValue else { return }
      if isContextMenuInteractionEnabled {
        let interaction = UIContextMenuInteraction(delegate: self)
        installedContextMenuInteraction = interaction
        addInteraction(interaction)
      } else if let interaction = installedContextMenuInteraction {
        removeInteraction(interaction)
        installedContextMenuInteraction = nil
      }
    }
  }

  /// Whether the context menu interaction is the control's primary action: a tap shows the menu (UIKit shows it on
  /// `touchDown`) and sends `menuActionTriggered`, and no `touchUpInside` or `primaryActionTriggered` action runs.
  /// `false` unless set.
  ///
  /// Mirrors UIKit's `showsMenuAsPrimaryAction`.
  @available(iOS 14.0, *)
  open var showsMenuAsPrimaryAction: Bool = false

  /// Where the menu of `configuration` attaches, in the control's coordinates: its centre.
  ///
  /// Mirrors UIKit's `menuAttachmentPoint(for:)`.
  @available(iOS 14.0, *)
  open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
    CGPoint(x: bounds.midX, y: bounds.midY)
  }

  /// The configuration of the menu a press at `location` shows: `nil` (no menu) for a plain control; a button answers
  /// with its `menu`. Subclasses override it to give their menus.
  ///
  /// Mirrors UIKit's `UIControl` implementation of `UIContextMenuInteractionDelegate`.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Mirrors UIKit's `contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)`: no preview.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// Mirrors UIKit's `contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)`: no preview.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// Mirrors UIKit's `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`: nothing.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// Mirrors UIKit's `contextMenuInteraction(_:willDisplayMenuFor:animator:)`: nothing.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Mirrors UIKit's `contextMenuInteraction(_:willEndFor:animator:)`: nothing.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Shows the control's menu as its primary action, as a tap does when ``showsMenuAsPrimaryAction``: asks the control
  /// for the menu, sends `menuActionTriggered` ("prior to the menu being presented", Apple's documentation), and shows
  /// it. Returns whether the tap went to the menu (a control whose interaction is disabled lets it act as usual).
  func showMenuAsPrimaryAction() -> Bool {
    guard showsMenuAsPrimaryAction, let interaction = installedContextMenuInteraction else { return false }
    interaction.pressLocation = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
    guard
      let configuration = contextMenuInteraction(
        interaction, configurationForMenuAtLocation: interaction.location(in: self))
    else { return true }
    sendActions(for: .menuActionTriggered)
    _ = interaction.show(configuration, in: window)
    return true
  }

  /// Simulates the user tapping the control: nothing when disabled or hidden; the control's menu when
  /// ``showsMenuAsPrimaryAction``; else what a tap on this kind of control does (a button sends `touchUpInside` and
  /// `primaryActionTriggered`, a switch flips, a text field begins editing).
  ///
  /// Not in UIKit.
  public final func simulateTap() {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    if showMenuAsPrimaryAction() { return }
    performUserTap()
  }

  /// What a user's tap does to this kind of control; the checks are done.
  func performUserTap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  open func cancelTracking(with event: UIEvent?) {}
  @available(iOS 14.0, *)
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {}
  @available(iOS 14.0, *)
  open func __enumerateEventHandlers(
    _ iterator: (UIAction?, Any?, Selector?, UIControl.Event, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {}
  @available(iOS 14.0, *)
  open func sendAction(_ action: UIAction) {}
  // MARK: - End of generated members
}

/// A control is its context menu interaction's delegate, as in UIKit.
extension UIControl: UIContextMenuInteractionDelegate {}
