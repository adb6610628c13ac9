import Foundation
import SegueTools
import Testing

/// Small storyboards written the way Xcode writes them, for the merge and diff rules.
enum MergeFixture {
  /// A storyboard with a products list (a label and a show segue) and a detail scene.
  static let base = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="lst-VC-001">
        <dependencies>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
            <!--Products-->
            <scene sceneID="scn-01-aaa">
                <objects>
                    <viewController title="Products" id="lst-VC-001" customClass="ProductListViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Price" id="lbl-aa-aaa">
                                    <rect key="frame" x="16" y="20" width="100" height="21"/>
                                </label>
                                <button title="Buy" id="btn-aa-aaa"/>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-aa-aaa" firstAttribute="leading" secondItem="vw1-aa-aaa" secondAttribute="leading" constant="16" id="cn1-aa-aaa"/>
                            </constraints>
                        </view>
                        <connections>
                            <segue destination="dtl-VC-001" kind="show" identifier="showDetail" id="seg-aa-aaa"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <!--Detail-->
            <scene sceneID="scn-02-aaa">
                <objects>
                    <viewController title="Detail" id="dtl-VC-001" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw2-aa-aaa">
                            <subviews>
                                <label text="Name" id="lbl-bb-aaa"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// `base` with each `(old, new)` replacement made once (each must be found).
  static func edited(_ replacements: (String, String)...) -> String {
    edit(base, replacements)
  }

  /// `text` with each `(old, new)` replacement made once.
  static func edit(_ text: String, _ replacements: (String, String)...) -> String {
    edit(text, replacements)
  }

  private static func edit(_ text: String, _ replacements: [(String, String)]) -> String {
    var result = text
    for (old, new) in replacements {
      guard let range = result.range(of: old) else {
        Issue.record("Fixture text not found: \(old)")
        continue
      }
      result.replaceSubrange(range, with: new)
    }
    return result
  }

  static func document(_ text: String, _ name: String) -> IBDocument {
    IBDocument.read(bytes: Array(text.utf8), path: name)
  }

  static func merge(base: String?, ours: String, theirs: String) -> (text: String, result: MergeResult) {
    let result = StoryboardMerge.merge(
      base: base.map { document($0, "base.storyboard") }, ours: document(ours, "ours.storyboard"),
      theirs: document(theirs, "theirs.storyboard"))
    return (String(decoding: result.bytes, as: UTF8.self), result)
  }

  /// A scene with one view controller, as Xcode writes it inside `<scenes>`.
  static func scene(_ name: String, id: String) -> String {
    [
      "        <!--\(name)-->",
      "        <scene sceneID=\"scn-\(id)\">",
      "            <objects>",
      "                <viewController title=\"\(name)\" id=\"vc-\(id)\" sceneMemberID=\"viewController\"/>",
      "            </objects>",
      "        </scene>",
    ].joined(separator: "\n") + "\n"
  }
}
