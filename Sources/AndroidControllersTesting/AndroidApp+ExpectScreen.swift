import SeguePictures
public import Testing

extension AndroidApp {
  /// Expects the screen to look as its reference `name` does: compares ``screenSVG`` with
  /// `__Screens__/<TestFile>/<name>.svg` beside the test file (SeguePictures' `ScreenReference` and `ScreenExpectation`), as swift-snapshot-testing's
  /// `assertSnapshot` compares `__Snapshots__`. When it differs, records an issue naming the first line that differs
  /// and attaches `expected.svg`, `actual.svg` and `comparison.html` (both pictures side by side); when there is no
  /// reference yet, records the screen as the reference and an issue saying so. With `SEGUE_RECORD_SCREENS=1` (or
  /// `record: true`) every reference is rewritten, and the expectation fails so that a recording run is not taken
  /// for a passing one.
  ///
  /// Not in Android. Attachments are Swift Testing's; `swift test --attachments-path DIR` keeps them.
  ///
  /// ```swift
  /// try app.click(id: "checkout")
  /// app.expectScreen(named: "checkout")
  /// ```
  ///
  /// - Returns: whether the screen matched its reference.
  @discardableResult
  public func expectScreen(
    named name: String, record: Bool? = nil, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    ScreenExpectation.check(
      screenSVG, against: ScreenReference(named: name, testFile: filePath), record: record,
      sourceLocation: sourceLocation)
  }
}
