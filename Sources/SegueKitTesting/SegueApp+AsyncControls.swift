public import Foundation
public import SegueKit

/// Text input, value controls, table editing, gestures, the image picker and context menus, settling after they act: in an `async`
/// test, `try await app.type("tea", into: "Search")` returns once the work the typing started has run (see
/// <doc:Settling>).
///
/// Hidden from the reference, which documents each action once, under its synchronous version (a documentation link
/// cannot tell a synchronous and an asynchronous overload of one name apart). Each runs its synchronous version as one
/// step, then waits for the app to settle within ``settleTimeout``. Not in UIKit.
extension SegueApp {
  // MARK: Text

  /// Types `text` into the text input `field` (``type(_:into:)``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func type(_ text: String, into field: String) async throws {
    try await settling { try type(text, into: field) }
  }

  /// Types `text` into the first responder, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func type(_ text: String) async throws {
    try await settling { try type(text) }
  }

  /// Types `text` into the alert's `index`th text field, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func type(_ text: String, intoAlertField index: Int) async throws {
    try await settling { try type(text, intoAlertField: index) }
  }

  /// Presses the keyboard's return key (``pressReturn()``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func pressReturn() async throws {
    try await settling { try pressReturn() }
  }

  /// Taps the clear button of the text field `field`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func clearText(in field: String) async throws {
    try await settling { try clearText(in: field) }
  }

  // MARK: Value controls

  /// Flips the switch `identifier` (or the only one on screen), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func flipSwitch(_ identifier: String? = nil) async throws {
    try await settling { try flipSwitch(identifier) }
  }

  /// Flips the switch `identifier` if it is not already `on`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func setSwitch(_ identifier: String? = nil, on: Bool) async throws {
    try await settling { try setSwitch(identifier, on: on) }
  }

  /// Moves the slider `identifier` to `value`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func slide(_ identifier: String? = nil, to value: Float) async throws {
    try await settling { try slide(identifier, to: value) }
  }

  /// Chooses the segment titled `title`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func chooseSegment(_ title: String, in identifier: String? = nil) async throws {
    try await settling { try chooseSegment(title, in: identifier) }
  }

  /// Chooses segment `index`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func chooseSegment(at index: Int, in identifier: String? = nil) async throws {
    try await settling { try chooseSegment(at: index, in: identifier) }
  }

  /// Taps + (or −) on the stepper `identifier`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func tapStepper(_ identifier: String? = nil, increment: Bool = true) async throws {
    try await settling { try tapStepper(identifier, increment: increment) }
  }

  /// Picks `date` in the date picker `identifier`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func pickDate(_ date: Date, in identifier: String? = nil) async throws {
    try await settling { try pickDate(date, in: identifier) }
  }

  /// Picks `row` of `component` in the picker view `identifier`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func pickRow(_ row: Int, inComponent component: Int = 0, in identifier: String? = nil) async throws {
    try await settling { try pickRow(row, inComponent: component, in: identifier) }
  }

  /// Picks the row titled `title` in the picker view `identifier`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func pickRow(titled title: String, inComponent component: Int = 0, in identifier: String? = nil)
    async throws
  {
    try await settling { try pickRow(titled: title, inComponent: component, in: identifier) }
  }

  /// Pulls the scroll view `identifier` down to refresh, then waits for the app to settle (the refresh the app
  /// started, when it runs on a queue or task the settling sees).
  @_documentation(visibility: internal)
  public func pullToRefresh(_ identifier: String? = nil) async throws {
    try await settling { try pullToRefresh(identifier) }
  }

  // MARK: Table editing

  /// Swipes the row left and taps its action `action` (``swipeRow(_:section:andTap:inTable:)``), then waits for the
  /// app to settle.
  @_documentation(visibility: internal)
  public func swipeRow(
    _ row: Int, section: Int = 0, andTap action: String = "Delete", inTable identifier: String? = nil
  ) async throws {
    try await settling { try swipeRow(row, section: section, andTap: action, inTable: identifier) }
  }

  /// Deletes the row in edit mode (minus, then Delete), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func deleteRowInEditMode(_ row: Int, section: Int = 0, inTable identifier: String? = nil) async throws {
    try await settling { try deleteRowInEditMode(row, section: section, inTable: identifier) }
  }

  /// Drags the row by its reorder control to `destinationRow`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func moveRow(
    _ row: Int, section: Int = 0, to destinationRow: Int, section destinationSection: Int? = nil,
    inTable identifier: String? = nil
  ) async throws {
    try await settling {
      try moveRow(row, section: section, to: destinationRow, section: destinationSection, inTable: identifier)
    }
  }

  // MARK: Gestures

  /// Swipes in `direction` on the element `name` (the screen's content when `nil`), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func swipe(_ direction: UISwipeGestureRecognizer.Direction, on name: String? = nil) async throws {
    try await settling { try swipe(direction, on: name) }
  }

  /// Drags by `translation` on the element `name`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func pan(by translation: CGPoint, on name: String? = nil) async throws {
    try await settling { try pan(by: translation, on: name) }
  }

  /// Drags from the screen's `edge` by `translation`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func swipeFromEdge(_ edge: UIRectEdge = .left, by translation: CGPoint = CGPoint(x: 200, y: 0)) async throws {
    try await settling { try swipeFromEdge(edge, by: translation) }
  }

  /// Presses and holds the element `name` for `duration` seconds, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func longPress(_ name: String? = nil, duration: TimeInterval = 0.6) async throws {
    try await settling { try longPress(name, duration: duration) }
  }

  /// Pinches the element `name` to `scale`, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func pinch(_ name: String? = nil, scale: CGFloat) async throws {
    try await settling { try pinch(name, scale: scale) }
  }

  // MARK: Image picker

  /// Picks `image` in the image picker on screen, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func pickImage(_ image: UIImage) async throws {
    try await settling { try pickImage(image) }
  }

  /// Cancels the image picker on screen, then waits for the app to settle.
  @_documentation(visibility: internal)
  public func cancelPicker() async throws {
    try await settling { try cancelPicker() }
  }

  // MARK: Context menus

  /// Cancels the context menu on screen (``dismissMenu()``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func dismissMenu() async throws {
    try await settling { try dismissMenu() }
  }

  /// Taps the preview of the context menu on screen (``tapMenuPreview()``), then waits for the app to settle.
  @_documentation(visibility: internal)
  public func tapMenuPreview() async throws {
    try await settling { try tapMenuPreview() }
  }
}
