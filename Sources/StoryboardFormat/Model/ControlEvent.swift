/// The control event of an iOS action (`eventType`), typed.
///
/// Events the runtime does not model are `nil` in ``Connection/controlEvent`` and stay as written in
/// ``Connection/eventType``.
public enum ControlEvent: String, Sendable, Hashable, Codable, CaseIterable {
  case touchUpInside
  case touchDown
  case touchUpOutside
  case valueChanged
  case primaryActionTriggered
  case editingChanged
}

extension Connection {
  /// ``eventType``, typed; `nil` when absent or not one of ``ControlEvent``'s cases.
  public var controlEvent: ControlEvent? { eventType.flatMap(ControlEvent.init(rawValue:)) }
}
