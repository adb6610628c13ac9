import Foundation
import SegueKit
import Testing

/// CWA `Views/Common/HtmlTextView.swift`, as written.
private func parseHtml(_ html: String) throws -> NSAttributedString? {
  return try NSAttributedString(
    data: Data(html.utf8),
    options: [
      .documentType: NSAttributedString.DocumentType.html,
      .characterEncoding: String.Encoding.utf8.rawValue,
    ],
    documentAttributes: nil
  )
}

/// Reading documents into attributed strings (UIKit's `NSAttributedString(data:options:documentAttributes:)` and
/// `init(url:options:documentAttributes:)`): the text a browser shows for HTML, the plain text of RTF.
@Suite struct DocumentReadingTests {
  @Test func htmlReadsAsTheTextABrowserShows() throws {
    let html = """
      <!DOCTYPE html><html><head><title>Info</title><style>p { color: red; }</style>
      <meta charset="utf-8"></head><body>
      <h1>Datenschutz</h1>
      <p>Die   App &amp; ihre <b>Daten</b>:<br>sicher&nbsp;gespeichert.</p>
      <ul><li>Erstens</li><li>Zweitens</li></ul>
      <ol><li>Eins<li>Zwei</ol>
      <div>Mehr unter <a href="https://www.coronawarn.app">coronawarn.app</a>.</div>
      <script>alert("hidden")</script>
      </body></html>
      """
    let text = try #require(try parseHtml(html))
    #expect(
      text.string
        == "Datenschutz\nDie App & ihre Daten:\u{2028}sicher\u{A0}gespeichert.\n\t•\tErstens\n\t•\tZweitens\n"
        + "\t1.\tEins\n\t2.\tZwei\nMehr unter coronawarn.app.\n")
    let link = text.attribute(
      .link, at: (text.string as NSString).range(of: "coronawarn.app.").location, effectiveRange: nil)
    #expect(link as? URL == URL(string: "https://www.coronawarn.app"))
  }

  /// WebKit's `<br>` is a line separator inside a paragraph and a paragraph break elsewhere; entities decode.
  @Test(arguments: [
    ("<p>a<br>b</p>", "a\u{2028}b\n"),
    ("<div>a<br>b</div>", "a\nb\n"),
    ("a<br/>b", "a\nb"),
    ("&lt;tag&gt; &#233;&#xE9; &unknown; &copy;", "<tag> éé &unknown; ©"),
    ("<p></p>", "\n"),
    ("  leading   and trailing  ", "leading and trailing "),
    ("<pre>  kept\n  as is</pre>", "  kept\n  as is\n"),
  ])
  func htmlBreaksAndEntities(html: String, text: String) throws {
    #expect(try parseHtml(html)?.string == text)
  }

  /// Without an encoding or a `charset`, WebKit reads HTML as Windows-1252, so UTF-8 text comes out as mojibake.
  @Test func htmlWithoutEncodingIsWindows1252() throws {
    var attributes: NSDictionary?
    let text = try NSAttributedString(
      data: Data("<p>Grüße</p>".utf8), options: [.documentType: NSAttributedString.DocumentType.html],
      documentAttributes: &attributes)
    #expect(text.string == "GrÃ¼ÃŸe\n")
    #expect(attributes?["DocumentType"] as? String == "NSHTML")
    #expect(attributes?["CharacterEncoding"] as? UInt == String.Encoding.windowsCP1252.rawValue)
  }

  @Test func plainTextReadsAsItIs() throws {
    let text = try NSAttributedString(
      data: Data("a <b>\n".utf8),
      options: [
        .documentType: NSAttributedString.DocumentType.plain, .characterEncoding: String.Encoding.utf8.rawValue,
      ],
      documentAttributes: nil)
    #expect(text.string == "a <b>\n")
  }

  /// OpenHAB `openHAB/RTFTextView.swift` loads a bundled `.rtf` file this way (no document type: it is detected).
  @Test func rtfReadsAsItsPlainText() throws {
    let rtf = #"""
      {\rtf1\ansi\ansicpg1252\cocoartf2580
      {\fonttbl\f0\fswiss\fcharset0 Helvetica;}
      {\colortbl;\red255\green255\blue255;}
      {\*\expandedcolortbl;;}
      \f0\fs24 \cf0 openHAB \'fcber\par
      Zeile\tab zwei \{x\}\line \u8364?5}
      """#
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID().uuidString).rtf")
    try Data(rtf.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let attributedString = try NSAttributedString(
      url: url,

      options: [.characterEncoding: String.Encoding.utf8.rawValue],
      documentAttributes: nil
    )
    #expect(attributedString.string == "openHAB über\nZeile\tzwei {x}\u{2028}€5")
  }

  @Test(arguments: [
    (Data("not rtf".utf8), NSAttributedString.DocumentType.rtf, CocoaError.Code.fileReadCorruptFile),
    (Data(#"{\rtf1 unbalanced"#.utf8), .rtf, .fileReadCorruptFile),
    (Data([0xFF, 0xFE, 0xFD]), .plain, .fileReadInapplicableStringEncoding),
    (Data(), .rtfd, .fileReadCorruptFile),
  ])
  func badDocumentsThrowCocoaErrors(data: Data, type: NSAttributedString.DocumentType, code: CocoaError.Code) {
    #expect(throws: CocoaError(code)) {
      try NSAttributedString(data: data, options: [.documentType: type], documentAttributes: nil)
    }
  }

  @Test func aMissingFileThrows() {
    let url = URL(fileURLWithPath: "/nonexistent/segue.rtf")
    #expect(throws: (any Error).self) {
      try NSAttributedString(url: url, options: [:], documentAttributes: nil)
    }
  }

  @Test func aMutableStringReadsADocumentInPlace() throws {
    let text = NSMutableAttributedString(string: "old")
    try text.read(
      from: Data("<b>new</b>".utf8), options: [.documentType: NSAttributedString.DocumentType.html],
      documentAttributes: nil)
    #expect(text.string == "new")
  }
}
