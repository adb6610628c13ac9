import Foundation
import StoryboardFormat
import Testing

/// Broken and hostile input: every problem is a diagnostic with file:line:column, and the rest loads.
/// (storyboard-format §11; issue: "never crash, never stop at the first problem")
@Suite struct DiagnosticsTests {
  @Test func mismatchedTagIsClosedWhereItsParentEndsAndTheRestLoads() {
    let document = Fixture.decode(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
          <scene sceneID="s1"><objects>
            <viewController id="A" sceneMemberID="viewController">
              <view key="view" id="V"><label id="L"></view>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects><viewController id="B" sceneMemberID="viewController"/></objects></scene>
        </scenes>
      </document>
      """)
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:5:33: error: Element 'label' is not closed before '</view>'; it is closed there [xml-mismatched-tag]"
      ])
    #expect(document.controllers.map(\.id) == ["A", "B"])
    #expect(document.controller(withID: "A")?.view?.children.map(\.id) == ["L"])
  }

  @Test func strayEndTagIsIgnored() {
    let document = Fixture.decode(
      Fixture.storyboard(Fixture.scene("S", Fixture.viewController("A", body: "</tableView>"))))
    #expect(document.diagnostics.map(\.code.rawValue) == ["xml-mismatched-tag"])
    #expect(document.diagnostics.first?.message == "End tag '</tableView>' has no matching start tag; it is ignored")
    #expect(document.controllers.map(\.id) == ["A"])
  }

  /// storyboard-format §11: committed merge conflicts; both sides load and the duplicates are reported.
  @Test func mergeConflictMarkersAreReportedAndBothSidesLoad() {
    let document = Fixture.decode(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
          <scene sceneID="s1"><objects>
      <<<<<<< HEAD
            <viewController id="A" title="Ours" sceneMemberID="viewController"/>
      =======
            <viewController id="A" title="Theirs" sceneMemberID="viewController"/>
      >>>>>>> feature
          </objects></scene>
        </scenes>
      </document>
      """)
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:4:1: error: Unresolved merge conflict marker '<<<<<<<'; both sides of the conflict are loaded. Merge storyboards by object with 'segue merge BASE OURS THEIRS' ('segue git-setup' makes git do it) [merge-conflict]",
        "Main.storyboard:6:1: error: Unresolved merge conflict marker '======='; both sides of the conflict are loaded [merge-conflict]",
        "Main.storyboard:7:7: warning: Scene has more than one controller; '<viewController>' is kept as a loose object (object 'A') [scene-multiple-controllers]",
        "Main.storyboard:7:7: error: Object id 'A' is used again (first at 5:7) (object 'A') [duplicate-object-id]",
        "Main.storyboard:8:1: error: Unresolved merge conflict marker '>>>>>>>'; both sides of the conflict are loaded [merge-conflict]",
      ])
    #expect(document.scenes.first?.controller?.title == "Ours")
    #expect(document.scenes.first?.objects.first?.attributes["title"] == "Theirs")
  }

  @Test func xibIsRefusedAsNotAStoryboard() {
    let document = Fixture.decode(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504">
        <objects><view id="V"/></objects>
      </document>
      """, path: "Cell.xib")
    #expect(
      document.diagnosticLines == [
        "Cell.xib:2:1: error: The document type is 'com.apple.InterfaceBuilder3.CocoaTouch.XIB' (a xib; decode it with NibDecoder); only storyboards are decoded [not-a-storyboard]"
      ])
    #expect(document.scenes == [])
    #expect(document.toolsVersion == "23504")
  }

  @Test func otherXMLIsNotAStoryboard() {
    let document = Fixture.decode("<plist version=\"1.0\"><dict/></plist>", path: "Info.plist")
    #expect(
      document.diagnosticLines == [
        "Info.plist:1:1: error: The root element is '<plist>', not '<document>': this is not a storyboard [not-a-storyboard]"
      ])
  }

  @Test func emptyAndNonXMLFilesGiveOneError() {
    #expect(Fixture.decode("").diagnosticLines == ["Main.storyboard:1:1: error: The file is empty [empty-file]"])
    #expect(
      Fixture.decode("just text").diagnosticLines == [
        "Main.storyboard:1:1: error: Text outside the root element [xml-syntax]",
        "Main.storyboard:1:1: error: The file has no XML root element [not-a-storyboard]",
      ])
  }

  @Test func unknownSegueKindIsKeptWithASuggestion() throws {
    let text = Fixture.storyboard(
      Fixture.scene(
        "S",
        Fixture.viewController("A", body: "<connections><segue destination=\"A\" kind=\"shw\" id=\"s\"/></connections>")
      ))
    let document = Fixture.decode(text)
    #expect(document.segues.map(\.kind.rawValue) == ["shw"])
    #expect(document.segues.first?.kind.isKnown == false)
    let at = try #require(Fixture.position(of: "<segue", in: text))
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:\(at.line):\(at.column): warning: Unknown segue kind 'shw'. Did you mean 'show'? (object 's') [unknown-segue-kind]"
      ])
  }

  @Test func unknownControllerElementIsAGenericController() throws {
    let text = Fixture.storyboard(Fixture.scene("S", "<arViewController id=\"AR\" sceneMemberID=\"viewController\"/>"))
    let document = Fixture.decode(text)
    #expect(document.controller(withID: "AR")?.kind.rawValue == "arViewController")
    let at = try #require(Fixture.position(of: "<arViewController", in: text))
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:\(at.line):\(at.column): warning: Unknown controller element '<arViewController>' is treated as a generic view controller (object 'AR') [unknown-controller]"
      ])
  }

  @Test func danglingDestinationsAndInitialControllerAreErrors() throws {
    let text = Fixture.storyboard(
      initial: "Nope",
      Fixture.scene(
        "S",
        Fixture.viewController(
          "A",
          body: """
            <view key="view" id="V"/><connections><segue destination="Gone" kind="show" id="s1"/>\
            <segue destination="V" kind="show" id="s2"/><segue kind="show" id="s3"/>\
            <segue destination="V" id="s4"/></connections>
            """)))
    let document = Fixture.decode(text)
    let s1 = try #require(Fixture.position(of: "<segue destination=\"Gone\"", in: text))
    let s2 = try #require(Fixture.position(of: "<segue destination=\"V\" kind", in: text))
    let s3 = try #require(Fixture.position(of: "<segue kind", in: text))
    let s4 = try #require(Fixture.position(of: "<segue destination=\"V\" id", in: text))
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:2:1: error: The initial view controller 'Nope' is not a scene controller of this file (object 'Nope') [dangling-initial-view-controller]",
        "Main.storyboard:\(s1.line):\(s1.column): error: Segue destination 'Gone' does not exist (object 's1') [dangling-segue-destination]",
        "Main.storyboard:\(s2.line):\(s2.column): error: Segue destination 'V' is not a scene controller (object 's2') [dangling-segue-destination]",
        "Main.storyboard:\(s3.line):\(s3.column): error: Segue has no 'destination' (object 's3') [segue-without-destination]",
        "Main.storyboard:\(s4.line):\(s4.column): error: Segue has no 'kind' (object 's4') [segue-without-kind]",
      ])
    #expect(document.segues.map(\.id) == ["s1", "s2", "s3"], "a segue without a kind cannot be kept as a segue")
  }

  @Test func unconfiguredStoryboardReferenceIsReported() throws {
    let text = Fixture.storyboard(
      Fixture.scene("S", "<viewControllerPlaceholder id=\"P\" sceneMemberID=\"viewController\"/>"))
    let document = Fixture.decode(text)
    let at = try #require(Fixture.position(of: "<viewControllerPlaceholder", in: text))
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:\(at.line):\(at.column): warning: Storyboard reference names neither a storyboard nor a scene (object 'P') [unconfigured-storyboard-reference]"
      ])
  }

  @Test func undefinedEntityIsKeptAsWritten() throws {
    let text = Fixture.storyboard(
      Fixture.scene("S", Fixture.viewController("A", attributes: "title=\"Fish &chips; &amp; peas\"")))
    let document = Fixture.decode(text)
    #expect(document.controller(withID: "A")?.title == "Fish &chips; & peas")
    let at = try #require(Fixture.position(of: "&chips;", in: text))
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:\(at.line):\(at.column): error: Undefined entity '&chips;' kept as written [xml-entity-undefined]"
      ])
  }

  @Test func characterReferencesAreDecoded() {
    let document = Fixture.decode(
      Fixture.storyboard(Fixture.scene("S", Fixture.viewController("A", attributes: "title=\"&#x1F600; &#65;&#10;B\"")))
    )
    #expect(document.controller(withID: "A")?.title == "😀 A\nB", "a character reference is not normalised, as XML says")
    #expect(document.diagnostics == [])
  }

  @Test func duplicateAttributeKeepsTheFirst() {
    let document = Fixture.decode(
      Fixture.storyboard(Fixture.scene("S", Fixture.viewController("A", attributes: "title=\"One\" title=\"Two\""))))
    #expect(document.controller(withID: "A")?.title == "One")
    #expect(document.diagnostics.map(\.code.rawValue) == ["xml-duplicate-attribute"])
  }

  /// A billion-laughs file is refused before anything expands: no entity is ever defined.
  @Test func billionLaughsIsRefusedQuickly() {
    var entities = "<!ENTITY lol0 \"lol\">"
    for level in 1...9 {
      entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
    }
    let document = Fixture.decode(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n<document>&lol9;</document>")
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:2:1: error: Document type declarations with entities or external identifiers are refused; the file is not loaded [xml-entity-refused]"
      ])
    #expect(document.scenes == [])
  }

  /// An external entity (XXE) is refused: nothing is read from the file system or network.
  @Test func externalEntityIsRefused() {
    let document = Fixture.decode(
      "<!DOCTYPE document SYSTEM \"file:///etc/passwd\">\n<document type=\"x.Storyboard\">&xxe;</document>")
    #expect(document.diagnostics.map(\.code.rawValue) == ["xml-entity-refused"])
    #expect(document.attributes.isEmpty)
  }

  /// Found by FuzzTests: an unknown `<!` declaration once made the scanner stand still and report forever.
  @Test func unknownDeclarationIsSkipped() {
    let document = Fixture.decode(Fixture.storyboard(Fixture.scene("S", "<!FOO bar>" + Fixture.viewController("A"))))
    #expect(document.diagnostics.map(\.message) == ["Unknown markup declaration"])
    #expect(document.controllers.map(\.id) == ["A"])
  }

  @Test func plainDoctypeIsIgnoredWithAWarning() {
    let document = Fixture.decode("<!DOCTYPE document>\n" + Fixture.storyboard(""))
    #expect(
      document.diagnosticLines == ["Main.storyboard:1:1: warning: Document type declaration ignored [xml-doctype]"])
  }

  @Test func truncatedFileReportsUnclosedElementsAndKeepsWhatItRead() {
    let full = Fixture.storyboard(
      Fixture.scene("S", Fixture.viewController("A")) + Fixture.scene("T", Fixture.viewController("B")))
    let cut = String(full[..<full.range(of: "<scene sceneID=\"T\"")!.lowerBound])
    let document = Fixture.decode(cut)
    #expect(document.controllers.map(\.id) == ["A"])
    #expect(
      document.diagnosticLines == [
        "Main.storyboard:2:1: error: Element 'document' is not closed before the end of the file [xml-unclosed]",
        "Main.storyboard:6:5: error: Element 'scenes' is not closed before the end of the file [xml-unclosed]",
      ])
  }

  @Test func deepNestingIsCutOffNotRecursedInto() {
    let deep = String(repeating: "<view>", count: 5000) + String(repeating: "</view>", count: 5000)
    let document = Fixture.decode(Fixture.storyboard(Fixture.scene("S", Fixture.viewController("A", body: deep))))
    #expect(document.diagnostics.map(\.code.rawValue) == ["xml-too-deep"])
    #expect(document.controllers.map(\.id) == ["A"])
  }
}
