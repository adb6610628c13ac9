import Foundation
import SegueKit
import Testing

/// Every instantiation of a nib makes new views configured as the file says, as each `init(coder:)` decodes its
/// attributes anew in UIKit (`UINib`'s documentation: "creates new instances of the objects in the nib file").
/// SegueKit reads a view element's class, tag, flags, accessibility identity and appearance once per file and makes
/// the views from that record afterwards: the second and third instantiations must equal the first, and each must
/// make its own colour and font objects (a named colour or a text style's font is looked up when the view is made).
@MainActor
@Suite struct StoredAppearanceReuseTests {
  init() { Runtime.fresh() }

  final class BadgeLabel: UILabel {}

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" alpha="0.5" clipsSubviews="YES" tag="7" id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
          <color key="backgroundColor" systemColor="systemBackgroundColor"/>
          <color key="tintColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" \
    customColorSpace="sRGB"/>
          <accessibility key="accessibilityConfiguration" identifier="root" label="Card"/>
          <subviews>
            <label text="New" numberOfLines="2" textAlignment="center" adjustsFontForContentSizeCategory="YES" \
    hidden="YES" userInteractionEnabled="NO" tag="3" customClass="BadgeLabel" customModule="Badges" id="badge">
              <rect key="frame" x="8" y="8" width="100" height="21"/>
              <accessibility key="accessibilityConfiguration" identifier="badge"/>
              <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
              <color key="textColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </label>
            <button contentMode="scaleToFill" enabled="NO" selected="YES" tag="4" id="buy">
              <rect key="frame" x="8" y="40" width="100" height="30"/>
              <accessibility key="accessibilityConfiguration" identifier="buy"/>
              <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
              <state key="normal" title="Buy">
                <color key="titleColor" systemColor="systemBlueColor"/>
              </state>
              <state key="disabled" title="Sold out"/>
            </button>
          </subviews>
        </view>
      </objects>
    </document>
    """

  /// What each instantiation must give (colour and font addresses left out; a label's and a button's accessibility
  /// label default to their text, as in UIKit).
  static let expected = """
    root UIView tag=7 hidden=false touches=true label=Card alpha=0.5 clips=true
      background=<UIDynamicSystemColor: 0x…; name = systemBackgroundColor> tint=UIExtendedSRGBColorSpace 1 0.5 0 1
    badge BadgeLabel tag=3 hidden=true touches=false label=New alpha=1.0 clips=false
      text=New lines=2 alignment=1 adjusts=true textColor=UIExtendedGrayColorSpace 0.25 1
      font=<UICTFont: 0x…> font-family: ".AppleSystemUIFont"; font-weight: semibold; font-style: normal; font-size: 17.00pt
    buy UIButton tag=4 hidden=false touches=true label=Buy alpha=1.0 clips=false
      enabled=false selected=true normal=Buy/<UIDynamicSystemColor: 0x…; name = systemBlueColor> disabled=Sold out
      font=<UICTFont: 0x…> font-family: ".AppleSystemUIFont"; font-weight: bold; font-style: normal; font-size: 15.00pt
    """

  @Test func aNibInstantiatedAgainConfiguresItsViewsAlike() throws {
    StoryboardClassRegistry.register(BadgeLabel.self, as: "Badges.BadgeLabel")
    let nib = UINib(data: Data(Self.xib.utf8), bundle: nil)
    let made = (0..<3).compactMap { _ in nib.instantiate(withOwner: nil).first as? UIView }
    #expect(made.count == 3)
    for view in made { #expect(Self.describe(view) == Self.expected) }
    // Each view gets its own colour and font objects, made when it is made.
    let badges = made.compactMap { $0.subviews.first as? UILabel }
    #expect(badges.count == 3 && badges[0].font !== badges[1].font && badges[0].textColor !== badges[1].textColor)
  }

  static func describe(_ view: UIView) -> String {
    var lines: [String] = []
    func visit(_ view: UIView) {
      lines.append(
        "\(view.accessibilityIdentifier ?? "?") \(type(of: view)) tag=\(view.tag) hidden=\(view.isHidden) "
          + "touches=\(view.isUserInteractionEnabled) label=\(view.accessibilityLabel ?? "-") alpha=\(view.alpha) "
          + "clips=\(view.clipsToBounds)")
      switch view {
      case let label as UILabel:
        lines.append(
          "  text=\(label.text ?? "-") lines=\(label.numberOfLines) alignment=\(label.textAlignment.rawValue) "
            + "adjusts=\(label.adjustsFontForContentSizeCategory) textColor=\(label.textColor.map { "\($0)" } ?? "-")")
        lines.append("  font=\(label.font.map { "\($0)" } ?? "-")")
      case let button as UIButton:
        let normalColor = button.titleColor(for: .normal).map { "\($0)" } ?? "-"
        lines.append(
          "  enabled=\(button.isEnabled) selected=\(button.isSelected) normal=\(button.title(for: .normal) ?? "-")/"
            + "\(normalColor) disabled=\(button.title(for: .disabled) ?? "-")")
        lines.append("  font=\(button.titleLabel?.font.map { "\($0)" } ?? "-")")
      default:
        lines.append(
          "  background=\(view.backgroundColor.map { "\($0)" } ?? "-") tint=\(view.tintColor.map { "\($0)" } ?? "-")")
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(view)
    return lines.joined(separator: "\n").replacing(/0x[0-9a-fA-F]+/, with: "0x…")
  }
}
