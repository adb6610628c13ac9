import Foundation
import SegueKit
import Testing

/// Malformed and pathological documents: each reads (or throws) without crashing, in time linear in its size.
@Suite struct DocumentReadingRobustnessTests {
  @Test(arguments: [
    "<", "<<>>", "</p></div>", "<p", "<a href=", "<a href='x", "&", "&#", "&#x;", "&#99999999;", "&#0;", "<!--",
    "<script>never closed", "<head><title>t</title><body>shown", "<ul><li>a<li>b", "<br/><br>",
  ])
  func malformedHTMLReads(html: String) throws {
    _ = try NSAttributedString(
      data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
  }

  @Test func fragmentsReadAsBrowsersShowThem() throws {
    let read = { (html: String) in
      try NSAttributedString(
        data: Data(html.utf8),
        options: [
          .documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue,
        ],
        documentAttributes: nil
      ).string
    }
    #expect(
      try ["&#99999999;", "<head><title>t</title><body>shown", "<ul><li>a<li>b", "<script>never closed"].map(read)
        == ["\u{FFFD}", "shown", "\t•\ta\n\t•\tb\n", ""])
  }

  @Test(arguments: [#"{\rtf1 \u-99999999 x}"#, #"{\rtf1 \'"#, #"{\rtf1 \"#, #"{\rtf1 {{{}}}}"#, #"{\rtf1 \u"#])
  func malformedRTFReadsOrThrows(rtf: String) {
    _ = try? NSAttributedString(
      data: Data(rtf.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
  }

  /// 20,000 nested elements, closed in order: linear work (the open elements are counted, not searched).
  @Test func deepNestingReadsInLinearTime() throws {
    let depth = 20_000
    let html = String(repeating: "<div><b>", count: depth) + "x<br>" + String(repeating: "</b></div>", count: depth)
    let clock = ContinuousClock()
    var text = ""
    let elapsed = try clock.measure {
      text = try NSAttributedString(
        data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil
      ).string
    }
    #expect(text == "x\n")
    #expect(elapsed < .seconds(5))
  }
}
