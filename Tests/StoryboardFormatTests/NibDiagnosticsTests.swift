import Foundation
import StoryboardFormat
import Testing

/// What the nib decoder reports, with file:line:column, on broken or wrong input; it never stops early.
@Suite struct NibDiagnosticsTests {
  @Test func aConnectionToAMissingObjectIsAnError() throws {
    let text = NibFixture.xib(
      """
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                  <connections>
                      <outlet property="view" destination="gone" id="o1"/>
                  </connections>
              </placeholder>
              <view id="V">
                  <connections>
                      <action selector="save:" destination="-3" eventType="touchUpInside" id="a1"/>
                  </connections>
              </view>
      """)
    let outlet = try #require(Fixture.position(of: "<outlet", in: text))
    let action = try #require(Fixture.position(of: "<action", in: text))
    #expect(
      NibFixture.decode(text).diagnosticLines == [
        "Profile.xib:\(outlet.line):\(outlet.column): error: The outlet 'view' points at 'gone', which is not an "
          + "object of this file (object 'o1') [dangling-connection-destination]",
        "Profile.xib:\(action.line):\(action.column): error: The action 'save:' points at '-3', which is not an "
          + "object of this file (object 'a1') [dangling-connection-destination]",
      ])
  }

  @Test func aStoryboardOrOtherXMLIsNotANib() {
    let storyboard = NibFixture.decode(Fixture.storyboard(""), path: "Main.xib")
    #expect(
      storyboard.diagnosticLines == [
        "Main.xib:2:1: error: The document type is 'com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB' (a "
          + "storyboard; decode it with StoryboardDecoder); only xibs are decoded as nibs [not-a-nib]"
      ])
    #expect(storyboard.objects == [])
    let plist = NibFixture.decode("<plist version=\"1.0\"><dict/></plist>", path: "Info.xib")
    #expect(
      plist.diagnosticLines == [
        "Info.xib:1:1: error: The root element is '<plist>', not '<document>': this is not a xib [not-a-nib]"
      ])
    let other = NibFixture.decode(NibFixture.xib(type: "com.example.Other", "<view id=\"V\"/>"))
    #expect(
      other.diagnosticLines == [
        "Profile.xib:2:1: error: The document type is 'com.example.Other' (not a xib); only xibs are decoded as "
          + "nibs [not-a-nib]"
      ])
  }

  @Test func emptyFilesAndFilesWithoutObjectsAreReported() {
    #expect(NibFixture.decode("").diagnosticLines == ["Profile.xib:1:1: error: The file is empty [empty-file]"])
    #expect(
      NibFixture.decode("just text").diagnosticLines == [
        "Profile.xib:1:1: error: Text outside the root element [xml-syntax]",
        "Profile.xib:1:1: error: The file has no XML root element [not-a-nib]",
      ])
    let bare = NibFixture.decode(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"></document>")
    #expect(
      bare.diagnosticLines == [
        "Profile.xib:1:1: warning: The xib has no '<objects>': it creates nothing [nib-without-objects]"
      ])
  }

  @Test func mergeConflictsAndDuplicateIdsLoadBothSides() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504">
        <objects>
      <<<<<<< HEAD
          <view id="V" userLabel="Ours"/>
      =======
          <view id="V" userLabel="Theirs"/>
      >>>>>>> feature
        </objects>
      </document>
      """
    let nib = NibFixture.decode(text)
    #expect(
      nib.diagnosticLines == [
        "Profile.xib:4:1: error: Unresolved merge conflict marker '<<<<<<<'; both sides of the conflict are loaded. Merge storyboards by object with 'segue merge BASE OURS THEIRS' ('segue git-setup' makes git do it) [merge-conflict]",
        "Profile.xib:6:1: error: Unresolved merge conflict marker '======='; both sides of the conflict are loaded [merge-conflict]",
        "Profile.xib:7:5: error: Object id 'V' is used again (first at 5:5) (object 'V') [duplicate-object-id]",
        "Profile.xib:8:1: error: Unresolved merge conflict marker '>>>>>>>'; both sides of the conflict are loaded [merge-conflict]",
      ])
    #expect(nib.topLevelObjects.map(\.userLabel) == ["Ours", "Theirs"])
  }

  @Test func aMismatchedTagIsReportedAndTheRestLoads() {
    let nib = NibFixture.decode(
      NibFixture.xib(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="V"><label id="L"></view>
                <tableViewCell id="C"/>
        """))
    #expect(nib.diagnostics.map(\.code.rawValue).contains("xml-mismatched-tag"))
    #expect(nib.hasErrors)
    #expect(nib.filesOwner?.id == "-1")
  }

  @Test func theStoryboardDecoderPointsAtTheNibDecoder() {
    let document = Fixture.decode(NibFixture.xib("<view id=\"V\"/>"), path: "Cell.xib")
    #expect(document.diagnostics.map(\.code.rawValue) == ["not-a-storyboard"])
    #expect(document.diagnostics.first?.message.contains("decode it with NibDecoder") == true)
  }
}
