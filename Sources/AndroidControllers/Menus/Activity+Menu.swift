// The options menu: made by the window once the activity is visible, re-made after `invalidateOptionsMenu()`,
// clicked through `onMenuItemSelected`.
//
// When: ActivityThread.handleResumeActivity calls `makeVisible()` after `onResume`; the decor view (with its action
// bar) then posts PhoneWindow's `invalidatePanelMenu` runnable for the next frame, whose `doInvalidatePanelMenu` →
// `preparePanel` calls `onCreatePanelMenu` (→ `onCreateOptionsMenu`) and `onPreparePanel` (→ `onPrepareOptionsMenu`).
// Robolectric's ActivityController does the same in `visible()` and idles the looper
// (ShadowActivityTest.canGetOptionsMenu builds `create().visible()` and reads the menu). Here the first menu is made
// in `makeVisible()` itself [I]: the next frame comes before anything else the device does (the activity below
// stops only after the new one reports idle, after its first frame), and a main-queue task per activity made
// activity start + finish cycles a third slower.
extension Activity {
  /// Android's `invalidateOptionsMenu()`: the menu is cleared and made again on the main queue (several calls
  /// before it runs make it once). Before the activity is first visible there is nothing to re-make.
  public func invalidateOptionsMenu() {
    guard isWindowVisible else { return }
    postPanelMenu()
  }

  /// ActivityThread's `makeVisible()`: the window is shown; its first showing makes the options menu at once, before
  /// the activity below stops (on a device, on the next frame, which comes before the idle report that stops it).
  package func makeVisible() {
    guard !isWindowVisible else { return }
    isWindowVisible = true
    preparePanel()
  }

  private func postPanelMenu() {
    guard !isPanelMenuPosted else { return }
    isPanelMenuPosted = true
    MainQueue.async { [weak self] in self?.preparePanel() }
  }

  /// PhoneWindow's `preparePanel` for the options panel: a cleared menu to `onCreateOptionsMenu`, then
  /// `onPrepareOptionsMenu`; a menu `onCreateOptionsMenu` declines is dropped.
  private func preparePanel() {
    isPanelMenuPosted = false
    guard state != .destroyed, !AndroidException.isUnwinding else { return }
    let menu = optionsMenu ?? Menu()
    menu.clear()
    guard onCreateOptionsMenu(menu) else {
      optionsMenu = nil
      return
    }
    optionsMenu = menu
    _ = onPrepareOptionsMenu(menu)
  }

  /// A click on the options menu's item with the id, as Robolectric's `ShadowActivity.clickMenuItem(int)` makes
  /// it: `onMenuItemSelected(FEATURE_OPTIONS_PANEL, item)`, with the menu's item when it has one and otherwise an
  /// item with only the id (Robolectric's `RoboMenuItem`). Returns whether the activity handled it.
  package func performMenuItemClick(_ itemId: Int32) -> Bool {
    performMenuItemClick(optionsMenu?.findItem(itemId) ?? MenuItem(itemId: itemId))
  }

  /// A click on an item of the options menu: MenuBuilder's `dispatchMenuItemSelected` to the window's callback.
  package func performMenuItemClick(_ item: MenuItem) -> Bool {
    onMenuItemSelected(Window.FEATURE_OPTIONS_PANEL, item)
  }
}
