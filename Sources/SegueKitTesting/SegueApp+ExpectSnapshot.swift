public import Testing

extension SegueApp {
  /// Expects the navigation state to be `expected`, as `#expect(app.snapshot == expected)` would; when it is not,
  /// records an issue that shows both states and attaches what the screen showed: `screen.svg` (``screenSVG``),
  /// `actual-snapshot.txt` and `expected-snapshot.txt`, so a failing CI run shows the screen it saw beside the state
  /// it expected.
  ///
  /// Not in UIKit. Attachments are Swift Testing's (`Attachment.record`); test reports and `swift test
  /// --attachments-path` keep them.
  ///
  /// ```swift
  /// try app.tap("Buy")
  /// app.expectSnapshot(expectedCheckout)
  /// ```
  ///
  /// - Returns: whether the state was the expected one.
  @discardableResult
  public func expectSnapshot(
    _ expected: NavigationSnapshot, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let actual = snapshot
    guard actual != expected else { return true }
    let message = "Navigation state differs.\nExpected:\n\(expected)\nActual:\n\(actual)"
    Issue.record(
      comment.map { Comment(rawValue: "\($0.rawValue)\n" + message) } ?? Comment(rawValue: message),
      sourceLocation: sourceLocation)
    Attachment.record(screenSVG, named: "screen.svg", sourceLocation: sourceLocation)
    Attachment.record(actual.description + "\n", named: "actual-snapshot.txt", sourceLocation: sourceLocation)
    Attachment.record(expected.description + "\n", named: "expected-snapshot.txt", sourceLocation: sourceLocation)
    return false
  }
}
