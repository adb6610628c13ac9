import Foundation
import SegueKit

/// Editing a table's rows as a user does: swipe actions, edit mode's delete and reorder.
extension SegueApp {
  /// Swipes the row left and taps its action titled `action` (the default Delete button unless the delegate gives
  /// trailing swipe actions), as one step.
  ///
  /// Throws when the swipe shows no such action: "row 2 shows no swipe action 'Archive'; it shows: 'Delete'".
  public func swipeRow(
    _ row: Int, section: Int = 0, andTap action: String = "Delete", inTable identifier: String? = nil
  )
    throws
  {
    let table = try table(identifier)
    let indexPath = try rowIndexPath(row, section, in: table)
    let titles = table.simulatedSwipeActionTitles(at: indexPath)
    guard titles.contains(action) else {
      let shown = titles.isEmpty ? "it shows none" : "it shows: \(quotedList(titles))"
      let editing = table.isEditing ? " (the table is editing: rows do not swipe)" : ""
      throw SegueAppError.element("row \(row) shows no swipe action '\(action)'; \(shown)\(editing)")
    }
    try step { table.simulateSwipe(at: indexPath, tapping: action) }
  }

  /// Deletes the row in edit mode, as a user taps its red minus and then Delete, as one step.
  ///
  /// Throws when the table is not editing (tap its Edit button first) or the row cannot be deleted.
  public func deleteRowInEditMode(_ row: Int, section: Int = 0, inTable identifier: String? = nil) throws {
    let table = try table(identifier)
    let indexPath = try rowIndexPath(row, section, in: table)
    guard table.isEditing else {
      throw SegueAppError.element("the table is not editing: there is no delete control on row \(row)")
    }
    var deleted = false
    try step { deleted = table.simulateEditModeDeletion(at: indexPath) }
    guard deleted else { throw SegueAppError.element("row \(row) has no delete control: it cannot be deleted") }
  }

  /// Drags the row by its reorder control to `destinationRow` (of `destinationSection`, the same section by
  /// default) in edit mode, as one step.
  ///
  /// Throws when the table is not editing or the data source does not let the row move.
  public func moveRow(
    _ row: Int, section: Int = 0, to destinationRow: Int, section destinationSection: Int? = nil,
    inTable identifier: String? = nil
  ) throws {
    let table = try table(identifier)
    let source = try rowIndexPath(row, section, in: table)
    let destination = try rowIndexPath(destinationRow, destinationSection ?? section, in: table)
    guard table.isEditing else {
      throw SegueAppError.element("the table is not editing: there is no reorder control on row \(row)")
    }
    var moved = false
    try step { moved = table.simulateMove(from: source, to: destination) }
    guard moved else { throw SegueAppError.element("row \(row) has no reorder control: it cannot be moved") }
  }
}
