import Foundation
import SegueKit
import Testing

/// Every instantiation of a nib or a storyboard scene makes new views with the frames, masks, content priorities and
/// constraints the file stores, as each `init(coder:)` decodes them anew in UIKit (`UINib`'s documentation: "creates
/// new instances of the objects in the nib file"; `UIStoryboard.instantiateViewController(withIdentifier:)`: "creates
/// a new instance of the specified view controller each time you call it"). SegueKit reads those attributes once per
/// file and makes the objects from the records afterwards: the second and third instantiations must equal the first.
/// The rules read are those of `init(coder:)` for `<constraint>` (a missing `firstItem` is the holding view, a ratio
/// multiplier `16:9`), placeholder constraints (removed at build time) and those a `<variation key="default">`
/// excludes left out.
@MainActor
@Suite struct StoredLayoutReuseTests {
  init() { Runtime.fresh() }

  /// A card holding a title and a media view pinned to its safe area, with every kind of stored constraint.
  static let card = """
    <view contentMode="scaleToFill" id="card">
      <accessibility key="accessibilityConfiguration" identifier="card"/>
      <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      <subviews>
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" \
    verticalCompressionResistancePriority="749" id="title">
          <accessibility key="accessibilityConfiguration" identifier="title"/>
          <rect key="frame" x="16" y="8" width="288" height="21"/>
        </label>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="media">
          <accessibility key="accessibilityConfiguration" identifier="media"/>
          <rect key="frame" x="16" y="37" width="288" height="162"/>
          <constraints>
            <constraint firstAttribute="height" relation="lessThanOrEqual" constant="200" id="mediaMax"/>
          </constraints>
        </view>
      </subviews>
      <viewLayoutGuide key="safeArea" id="safe"/>
      <constraints>
        <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" \
    constant="16" id="c1"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" \
    constant="16" identifier="titleTrailing" id="c2"/>
        <constraint firstItem="media" firstAttribute="top" secondItem="title" secondAttribute="bottom" \
    constant="8" id="c3"/>
        <constraint firstItem="media" firstAttribute="width" secondItem="media" secondAttribute="height" \
    multiplier="16:9" id="c4"/>
        <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="media" \
    secondAttribute="bottom" priority="750" id="c5"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" \
    placeholder="YES" id="c6"/>
        <constraint firstItem="media" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c7"/>
      </constraints>
      <variation key="default">
        <mask key="constraints">
          <exclude reference="c7"/>
        </mask>
      </variation>
    </view>
    """

  /// What each instantiation must give: every view's frame, mask, flag and priorities, then the constraints it holds.
  static let expected = """
    card frame=(0.0, 0.0, 320.0, 240.0) mask=34 translates=true hugging=250/250 resistance=750/750
      title.leading == safeArea(card).leading ×1.0 +16.0 @1000
      safeArea(card).trailing == title.trailing ×1.0 +16.0 @1000 "titleTrailing"
      media.top == title.bottom ×1.0 +8.0 @1000
      media.width == media.height ×1.7778 +0.0 @1000
      card.bottom >= media.bottom ×1.0 +0.0 @750
    title frame=(16.0, 8.0, 288.0, 21.0) mask=0 translates=false hugging=251/250 resistance=750/749
    media frame=(16.0, 37.0, 288.0, 162.0) mask=0 translates=false hugging=250/250 resistance=750/750
      media.height <= - ×1.0 +200.0 @1000
    """

  @Test func aNibInstantiatedAgainMakesTheSameLayout() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
      \(Self.card)
        </objects>
      </document>
      """
    let nib = UINib(data: Data(xib.utf8), bundle: nil)
    let made = (0..<3).compactMap { _ in nib.instantiate(withOwner: nil).first as? UIView }
    #expect(made.count == 3)
    for view in made { #expect(Self.describe(view) == Self.expected) }
    #expect(made[0] !== made[1] && made[0].constraints[0] !== made[1].constraints[0])
  }

  @Test func aSceneInstantiatedAgainMakesTheSameLayout() throws {
    let body = """
      <view key="view" contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
      \(Self.card)
        </subviews>
      </view>
      """
    let storyboard = StoryboardFixture.storyboard(initial: "S", StoryboardFixture.scene("S", title: "S", body: body))
    let cards = (0..<3).compactMap { _ in storyboard.instantiateInitialViewController()?.view.subviews.first }
    #expect(cards.count == 3)
    for card in cards { #expect(Self.describe(card) == Self.expected) }
    #expect(cards[0] !== cards[1])
  }

  /// Views by accessibility identifier, a safe area guide by its view, no second item as `-`.
  static func describe(_ view: UIView, into lines: inout [String]) {
    let name = view.accessibilityIdentifier ?? "?"
    let frame = view.frame
    lines.append(
      "\(name) frame=(\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height)) "
        + "mask=\(view.autoresizingMask.rawValue) translates=\(view.translatesAutoresizingMaskIntoConstraints) "
        + "hugging=\(Int(view.contentHuggingPriority(for: .horizontal).rawValue))/"
        + "\(Int(view.contentHuggingPriority(for: .vertical).rawValue)) "
        + "resistance=\(Int(view.contentCompressionResistancePriority(for: .horizontal).rawValue))/"
        + "\(Int(view.contentCompressionResistancePriority(for: .vertical).rawValue))")
    for constraint in view.constraints {
      let relation =
        switch constraint.relation {
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        default: "=="
        }
      let second = constraint.secondItem.map { item(of: $0, constraint.secondAttribute) } ?? "-"
      let multiplier = (constraint.multiplier * 10_000).rounded() / 10_000
      let identifier = constraint.identifier.map { " \"\($0)\"" } ?? ""
      lines.append(
        "  \(item(of: constraint.firstItem, constraint.firstAttribute)) \(relation) \(second) "
          + "×\(multiplier) +\(constraint.constant) @\(Int(constraint.priority.rawValue))\(identifier)")
    }
    for subview in view.subviews { describe(subview, into: &lines) }
  }

  static func describe(_ view: UIView) -> String {
    var lines: [String] = []
    describe(view, into: &lines)
    return lines.joined(separator: "\n")
  }

  private static func item(of object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
    let names: [NSLayoutConstraint.Attribute: String] = [
      .leading: "leading", .trailing: "trailing", .top: "top", .bottom: "bottom", .width: "width",
      .height: "height",
    ]
    let attributeName = names[attribute] ?? "\(attribute.rawValue)"
    switch object {
    case let view as UIView: return "\(view.accessibilityIdentifier ?? "?").\(attributeName)"
    case let guide as UILayoutGuide:
      return "safeArea(\(guide.owningView?.accessibilityIdentifier ?? "?")).\(attributeName)"
    default: return "?.\(attributeName)"
    }
  }
}
