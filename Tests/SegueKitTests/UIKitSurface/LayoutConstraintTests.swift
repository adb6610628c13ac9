import Foundation
import SegueKit
import Testing

/// Auto Layout recorded, not solved: anchors make constraints, activation files them with the nearest common
/// ancestor, priorities and guides read back.
///
/// Source: Apple's documentation for `NSLayoutConstraint.isActive` ("activating or deactivating the constraint
/// calls `addConstraint(_:)` and `removeConstraint(_:)` on the view that is the closest common ancestor of the
/// items managed by this constraint"), `UILayoutPriority` and `NSLayoutConstraint.Attribute` in `NSLayoutConstraint.h`.
@MainActor
@Suite struct LayoutConstraintTests {
  @Test func activationFilesConstraintsWithTheNearestCommonAncestor() {
    let root = UIView()
    let card = UIView()
    let title = UIView()
    let badge = UIView()
    root.addSubview(card)
    card.addSubview(title)
    card.addSubview(badge)
    title.translatesAutoresizingMaskIntoConstraints = false
    let leading = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16)
    let spacing = badge.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 2)
    let width = title.widthAnchor.constraint(equalToConstant: 120)
    let top = title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    #expect(!leading.isActive)
    NSLayoutConstraint.activate([leading, spacing, width, top])
    #expect(card.constraints == [leading, spacing])
    #expect(title.constraints == [width])
    #expect(root.constraints == [top])
    #expect(spacing.constant == 16)
    #expect(top.secondItem === root.safeAreaLayoutGuide)
    NSLayoutConstraint.deactivate([leading])
    #expect(card.constraints == [spacing])
    #expect(!title.translatesAutoresizingMaskIntoConstraints)
    #expect(card.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func theItemInitializerRecordsEveryPart() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let constraint = NSLayoutConstraint(
      item: child, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: parent, attribute: .height,
      multiplier: 0.5, constant: 10)
    constraint.priority = .defaultHigh - 1
    constraint.identifier = "half"
    parent.addConstraint(constraint)
    #expect(constraint.isActive)
    #expect(
      [constraint.firstAttribute, constraint.secondAttribute] == [NSLayoutConstraint.Attribute.height, .height])
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect([constraint.multiplier, constraint.constant] == [0.5, 10])
    #expect(constraint.priority == UILayoutPriority(749))
    parent.removeConstraint(constraint)
    #expect(parent.constraints.isEmpty && !constraint.isActive)
  }

  @Test func prioritiesAndAttributesAreUIKits() {
    #expect(
      [UILayoutPriority.required, .defaultHigh, .defaultLow, .fittingSizeLevel].map(\.rawValue) == [1000, 750, 250, 50])
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
    #expect(NSLayoutConstraint.Attribute.leading.rawValue == 5)
    #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
    let view = UIView()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    view.setContentHuggingPriority(.required, for: .vertical)
    view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  @Test func layoutGuidesBelongToTheirView() {
    let view = UIView()
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(guide.owningView === view)
    #expect(view.layoutGuides == [guide])
    #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    #expect(view.safeAreaLayoutGuide.owningView === view)
    let inside = UIView()
    view.addSubview(inside)
    inside.centerXAnchor.constraint(equalTo: guide.centerXAnchor).isActive = true
    #expect(view.constraints.count == 1)
    view.removeLayoutGuide(guide)
    #expect(view.layoutGuides.isEmpty && guide.owningView == nil)
  }

  @Test func viewsWithoutACommonAncestorRaiseUIKitsException() {
    let first = UIView()
    let second = UIView()
    let raised = UIKitException.capture { first.topAnchor.constraint(equalTo: second.bottomAnchor).isActive = true }
    #expect(raised.map(\.name) == [.generic])
    #expect(raised.first?.reason.contains("because they have no common ancestor") == true)
  }

  @Test func removingAViewDropsTheConstraintsThatReferToIt() {
    let root = UIView()
    let banner = UIView()
    let label = UIView()
    root.addSubview(banner)
    root.addSubview(label)
    let below = label.topAnchor.constraint(equalTo: banner.bottomAnchor)
    let height = banner.heightAnchor.constraint(equalToConstant: 44)
    let width = label.widthAnchor.constraint(equalTo: root.widthAnchor)
    NSLayoutConstraint.activate([below, height, width])
    banner.removeFromSuperview()
    #expect(root.constraints == [width])
    #expect([below.isActive, height.isActive, width.isActive] == [false, true, true])
    #expect(banner.constraints == [height])
  }
}
