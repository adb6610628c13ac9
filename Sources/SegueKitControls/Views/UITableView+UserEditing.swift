// What a user's finger does to a table's rows besides selecting them: swipe a row for its actions, delete in edit
// mode, reorder in edit mode. Apple's documentation: `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
// ("return nil if you want the table to display the default set of actions": the Delete button, whose title
// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)` may change, committing `.delete` through
// `tableView(_:commit:forRowAt:)`), `tableView(_:editingStyleForRowAt:)`, `tableView(_:canEditRowAt:)`,
// `tableView(_:canMoveRowAt:)`, `tableView(_:moveRowAt:to:)`, and `allowsSelectionDuringEditing` ("whether users
// can select cells while the table view is in editing mode"; `allowsSelection` decides outside it).
extension UITableView {
  /// Whether a tap selects a row now: `allowsSelectionDuringEditing` while editing, `allowsSelection` otherwise.
  package var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// The titles of the actions a leftward swipe on the row shows: the delegate's trailing swipe actions, else the
  /// default Delete button when the row can be edited with the delete style; empty when the swipe shows nothing.
  ///
  /// Not in UIKit.
  public func simulatedSwipeActionTitles(at indexPath: IndexPath) -> [String] {
    swipeActions(at: indexPath).map(\.title)
  }

  /// Simulates a leftward swipe on the row, then a tap on its action titled `title` (a full swipe runs the first
  /// action when the configuration allows it: pass `nil`). Returns whether an action ran.
  ///
  /// Not in UIKit.
  @discardableResult
  public func simulateSwipe(at indexPath: IndexPath, tapping title: String?) -> Bool {
    let actions = swipeActions(at: indexPath)
    guard let action = title.map({ title in actions.first { $0.title == title } }) ?? actions.first else {
      return false
    }
    action.run()
    return true
  }

  /// Simulates the edit-mode deletion: a tap on the row's red minus, then on its Delete button. The row must be
  /// editable with the delete style and the table editing. Returns whether the deletion was committed.
  ///
  /// Not in UIKit.
  @discardableResult
  public func simulateEditModeDeletion(at indexPath: IndexPath) -> Bool {
    guard isEditing, let dataSource, hasRow(at: indexPath), dataSource.tableView(self, canEditRowAt: indexPath),
      (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    else { return false }
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// Simulates dragging a row by its reorder control to `destination` in edit mode: the data source moves the
  /// row's data. The table must be editing and the data source allow moving the row. Returns whether it moved.
  ///
  /// Not in UIKit.
  @discardableResult
  public func simulateMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard isEditing, let dataSource, hasRow(at: source), hasRow(at: destination),
      dataSource.tableView(self, canMoveRowAt: source)
    else { return false }
    dataSource.tableView(self, moveRowAt: source, to: destination)
    return true
  }

  /// A swipe's action: a title and what tapping it does.
  private struct SwipeAction {
    let title: String
    let run: @MainActor () -> Void
  }

  private func swipeActions(at indexPath: IndexPath) -> [SwipeAction] {
    guard !isEditing, let dataSource, hasRow(at: indexPath) else { return [] }
    if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
      return configuration.actions.map { action in
        SwipeAction(title: action.title ?? "", run: { [weak self] in if let self { _ = action.simulateTap(in: self) } })
      }
    }
    guard dataSource.tableView(self, canEditRowAt: indexPath),
      (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    else { return [] }
    let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    return [
      SwipeAction(
        title: title,
        run: { [weak self] in
          guard let self else { return }
          self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        })
    ]
  }
}
