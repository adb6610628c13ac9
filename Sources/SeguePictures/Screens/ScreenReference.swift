public import Foundation

/// A reference screen: the SVG a test recorded of a screen, kept next to the test as
/// `__Screens__/<TestFile>/<name>.svg`, and the comparison of a screen with it, as swift-snapshot-testing keeps and
/// compares `__Snapshots__/<TestFile>/<test>.png`.
///
/// Not in UIKit or Android. The drivers' `expectScreen(named:)` (SegueKitTesting, AndroidControllersTesting) use it
/// and record issues and attachments; it can be called directly too.
///
/// ```swift
/// let reference = ScreenReference(named: "checkout", testFile: #filePath)
/// switch reference.compare(app.screenSVG) {
/// case .matched: break
/// case .recorded(let message), .differs(let message, _): Issue.record(Comment(rawValue: message))
/// }
/// ```
///
/// The screens are compared normalized (``normalized(_:)``): line endings, blank lines, whitespace at the ends of lines
/// and between elements do not count, so a reference edited by hand or checked out with other line endings still
/// matches. A missing reference is recorded and the comparison fails (the first run has nothing to compare with);
/// with recording on (``recordingVariable`` set to `1`, or `record: true`), every reference is rewritten and the
/// comparison fails so that a recording run cannot pass by accident.
public struct ScreenReference: Sendable, Hashable {
  /// The environment variable that turns recording on: `SEGUE_RECORD_SCREENS=1`.
  public static let recordingVariable = "SEGUE_RECORD_SCREENS"

  /// The screen's name, the file name without `.svg`.
  public var name: String
  /// The reference file.
  public var url: URL

  /// The reference `name` of the test file at `testFile` (pass `#filePath`): `__Screens__/<TestFile>/<name>.svg`
  /// beside it, `<TestFile>` being the file's name without `.swift`.
  public init(named name: String, testFile: String) {
    let test = URL(fileURLWithPath: testFile)
    let folder = test.deletingLastPathComponent().appendingPathComponent("__Screens__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
    self.init(named: name, url: folder.appendingPathComponent(Self.fileName(name)))
  }

  /// The reference `name` at `url`.
  public init(named name: String, url: URL) {
    self.name = name
    self.url = url
  }

  /// What a comparison found.
  public enum Outcome: Sendable, Hashable {
    /// The screen is the reference.
    case matched
    /// There was no reference (or recording is on): the screen was written as the reference. The message says so.
    case recorded(message: String)
    /// The screen is not the reference: the message names the first line that differs; the mismatch has both
    /// pictures and the side-by-side page.
    case differs(message: String, Mismatch)
  }

  /// Both pictures of a failed comparison, for attachments.
  public struct Mismatch: Sendable, Hashable {
    /// The reference's SVG, as stored.
    public var expected: String
    /// The screen's SVG.
    public var actual: String
    /// One HTML page with both pictures side by side and the lines that differ.
    public var sideBySide: String
  }

  /// Compares `svg` with the reference; records it when there is none or `record` is on (by default, when
  /// ``recordingVariable`` is `1`).
  public func compare(_ svg: String, record: Bool? = nil) -> Outcome {
    let recording = record ?? (ProcessInfo.processInfo.environment[Self.recordingVariable] == "1")
    let stored = try? String(contentsOf: url, encoding: .utf8)
    if recording || stored == nil {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try svg.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        return .differs(
          message: "Cannot record the screen '\(name)' at \(url.path): \(error.localizedDescription)",
          Mismatch(
            expected: stored ?? "", actual: svg, sideBySide: Self.sideBySide(name, expected: stored ?? "", actual: svg))
        )
      }
      let why =
        stored == nil
        ? "No reference was found on disk. Automatically recorded the screen '\(name)':"
        : "Record mode is on (\(Self.recordingVariable)=1). Automatically recorded the screen '\(name)':"
      let next =
        stored == nil
        ? "Re-run the test to assert against the newly recorded screen."
        : "Turn record mode off and re-run the test to assert against the newly recorded screen."
      return .recorded(message: "\(why)\n\nopen \"\(url.path)\"\n\n\(next)")
    }
    let expected = stored ?? ""
    let expectedLines = Self.normalized(expected)
    let actualLines = Self.normalized(svg)
    guard expectedLines != actualLines else { return .matched }
    let common = min(expectedLines.count, actualLines.count)
    let index = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let line = { (lines: [String]) in index < lines.count ? lines[index] : "(end of the picture)" }
    let message =
      "The screen '\(name)' differs from its reference \(url.path) at line \(index + 1) (normalized):\n"
      + "expected: \(line(expectedLines))\n  actual: \(line(actualLines))"
    return .differs(
      message: message,
      Mismatch(expected: expected, actual: svg, sideBySide: Self.sideBySide(name, expected: expected, actual: svg)))
  }

  /// The lines `svg` is compared by: each element on a line of its own, ends of lines trimmed, blank lines left out.
  public static func normalized(_ svg: String) -> [String] {
    svg.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
      of: ">\\s*<", with: ">\n<", options: .regularExpression
    )
    .split(separator: "\n", omittingEmptySubsequences: true)
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
  }

  /// A page with the reference and the screen side by side, and the lines that differ below them. The pictures are
  /// inlined (no network, no script); a picture that is not an `<svg>` document is shown as escaped text.
  public static func sideBySide(_ name: String, expected: String, actual: String) -> String {
    func picture(_ svg: String) -> String {
      let trimmed = svg.drop { $0.isWhitespace }
      if trimmed.hasPrefix("<svg") || trimmed.hasPrefix("<?xml") { return String(trimmed) }
      return "<pre>\(XMLEscaping.escape(svg))</pre>"
    }
    let expectedLines = normalized(expected)
    let actualLines = normalized(actual)
    var differences: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let old = index < expectedLines.count ? expectedLines[index] : nil
      let new = index < actualLines.count ? actualLines[index] : nil
      guard old != new else { continue }
      differences.append(
        "<li><b>\(index + 1)</b><br>− \(XMLEscaping.escape(old ?? "(none)"))<br>+ \(XMLEscaping.escape(new ?? "(none)"))</li>"
      )
      if differences.count == 50 { break }
    }
    let title = XMLEscaping.escape(name)
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
      <title>Screen \(title): expected and actual</title>
      <style>body{font:14px system-ui,sans-serif;margin:16px}main{display:flex;gap:24px;align-items:flex-start}
      figure{margin:0}figcaption{font-weight:600;margin-bottom:6px}ol{font:12px ui-monospace,monospace}
      li{margin-bottom:6px}</style></head>
      <body><h1>Screen \(title)</h1>
      <main><figure><figcaption>Expected (reference)</figcaption>\(picture(expected))</figure>
      <figure><figcaption>Actual</figcaption>\(picture(actual))</figure></main>
      <h2>Lines that differ (normalized)</h2><ol>\(differences.joined())</ol>
      </body></html>

      """
  }

  /// `name` as a file name: path separators and other characters file systems refuse become `-`.
  static func fileName(_ name: String) -> String {
    let safe = name.map { "/\\:*?\"<>|".contains($0) || $0.isNewline ? "-" : $0 }
    return String(safe) + ".svg"
  }
}
