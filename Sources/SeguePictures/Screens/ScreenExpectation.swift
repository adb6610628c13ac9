public import Testing

/// A screen compared with its reference, as Swift Testing issues and attachments: the one step behind both drivers'
/// `expectScreen(named:)` (SegueKitTesting's `SegueApp`, AndroidControllersTesting's `AndroidApp`).
///
/// Not in UIKit or Android.
public enum ScreenExpectation {
  /// Compares `svg` with `reference` (``ScreenReference/compare(_:record:)``). A match returns `true`. A recorded
  /// reference records an issue saying so; a difference records an issue naming the first line that differs and
  /// attaches `expected.svg`, `actual.svg` and `comparison.html` (both pictures side by side). Both return `false`.
  @discardableResult
  public static func check(
    _ svg: String, against reference: ScreenReference, record: Bool? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    switch reference.compare(svg, record: record) {
    case .matched:
      return true
    case .recorded(let message):
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return false
    case .differs(let message, let mismatch):
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      Attachment.record(mismatch.expected, named: "expected.svg", sourceLocation: sourceLocation)
      Attachment.record(mismatch.actual, named: "actual.svg", sourceLocation: sourceLocation)
      Attachment.record(mismatch.sideBySide, named: "comparison.html", sourceLocation: sourceLocation)
      return false
    }
  }
}
