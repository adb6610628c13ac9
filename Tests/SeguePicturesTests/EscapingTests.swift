import Foundation
import SeguePictures
import StoryboardFormat
import Testing

/// Every string from a file is escaped: hostile ids, titles and texts come out as text, never as markup, and the
/// SVG still parses (XML 1.0 §2.2 Characters, §2.4 Character Data).
@Suite struct EscapingTests {
  static let hostile = "</text><script>alert(\"x\")</script>&amp;'\u{1}\u{FFFF}"

  @Test func escapeTurnsMarkupIntoEntitiesAndDropsForbiddenCharacters() {
    #expect(
      XMLEscaping.escape(Self.hostile)
        == "&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp;&#39;")
    #expect(XMLEscaping.escape("tab\tline\nok é 🚀") == "tab\tline\nok é 🚀")
  }

  @Test func hostileStoryboardTextsStayText() throws {
    let attribute = XMLEscaping.escape(Self.hostile.replacingOccurrences(of: "\u{1}", with: ""))
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="a">
      <scenes><scene sceneID="s"><objects>
      <viewController id="a" title="\(attribute)" customClass="\(attribute)" sceneMemberID="viewController">
      <view key="view" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>
      <label text="\(attribute)" id="\(attribute)"><rect key="frame" x="0" y="40" width="3200" height="20"/></label>
      <button id="b"><rect key="frame" x="0" y="80" width="3200" height="40"/><state key="normal" title="\(attribute)"/>
      </button></subviews></view>
      <navigationItem key="navigationItem" title="\(attribute)" id="n"/>
      </viewController></objects></scene></scenes></document>
      """
    let document = StoryboardDecoder.decode(Array(storyboard.utf8), path: "Hostile.storyboard")
    #expect(!document.hasErrors, "\(document.diagnostics)")
    let scene = try #require(document.scenes.first)
    let svg = Wireframe(scene: scene, in: document).svg()
    let canonical = try CanonicalXML.canonical(svg)
    // No element but the SVG's own: the hostile markup is text.
    let elements = Set(
      canonical.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("<") }.map {
        String($0.dropFirst().prefix { $0 != " " && $0 != ">" })
      })
    #expect(elements == ["svg", "style", "rect", "g", "text"])
    let expectedText = "</text><script>alert(\"x\")</script>&amp;'"
    let texts = try CanonicalXML.texts(svg)
    // The label, the button and the navigation bar's title; the bar title is cut to half the bar's width.
    #expect(texts.filter { $0 == expectedText }.count == 2, "\(texts)")
    #expect(texts.contains { $0.hasPrefix("</text><script>") && $0.hasSuffix("…") })
  }
}
