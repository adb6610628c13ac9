/// What fires a table or collection view cell's segue (`trigger`): the cell's selection, or its accessory button.
///
/// Interface Builder writes `trigger="accessoryAction"` for an accessory segue and nothing for a selection segue;
/// a value the decoder does not know stays as written in ``Segue/trigger`` and counts as selection.
public enum CellSegueTrigger: String, Sendable, Hashable, Codable, CaseIterable {
  /// The user selects the row or item.
  case selection
  /// The user taps the row's detail (accessory) button.
  case accessoryAction
}

extension Segue {
  /// ``trigger``, typed: ``CellSegueTrigger/accessoryAction`` for an accessory segue, else
  /// ``CellSegueTrigger/selection``.
  public var cellTrigger: CellSegueTrigger {
    trigger == CellSegueTrigger.accessoryAction.rawValue ? .accessoryAction : .selection
  }
}
