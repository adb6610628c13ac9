import SegueKit

/// The context menu on screen, as a user acts on it: a long press shows it (``longPress(_:duration:)``), a tap on an
/// action chooses it (``tap(_:)``), a tap outside cancels it, a tap on the preview opens what it previews.
extension SegueApp {
  /// Cancels the context menu on screen, as a tap outside it does, as one step: the menu goes, the delegate's
  /// `contextMenuInteraction(_:willEndFor:animator:)` runs, no action runs.
  ///
  /// Throws when no context menu is on screen.
  public func dismissMenu() throws {
    let interaction = try visibleContextMenu()
    try step("dismiss menu") { interaction.dismissMenu() }
  }

  /// Taps the preview of the context menu on screen, as one step: the delegate's
  /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)` (a table's
  /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`) runs, the menu goes, then the animator's
  /// completions run (where apps show the previewed controller).
  ///
  /// Throws when no context menu is on screen.
  public func tapMenuPreview() throws {
    let interaction = try visibleContextMenu()
    try step("tap menu preview") { interaction.simulatePreviewTap() }
  }

  private func visibleContextMenu() throws -> UIContextMenuInteraction {
    guard let interaction = UIContextMenuInteraction.visible(in: window), interaction.visibleMenu != nil else {
      throw SegueAppError.element("no context menu on screen")
    }
    return interaction
  }
}
