import Foundation
import SegueKit
import SegueTestSupport
import Testing

// UIView.hitTest(_:with:) and point(inside:with:) as Apple documents them
// (developer.apple.com/documentation/uikit/uiview/hittest(_:with:)): hidden views, views with user interaction off
// and views with alpha below 0.01 are ignored with their subviews; points outside the receiver's bounds are never
// hits, even inside a subview that extends there; the frontmost subview is asked first. Written as for iOS.

@MainActor
private final class WideButton: UIButton {
  // The usual way to enlarge a small button's touch area.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

@MainActor
private final class PassThroughView: UIView {
  // The usual overlay that lets touches through to what is below it, except on its own subviews.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

@MainActor @Suite struct HitTestingTests {
  private static func named(_ name: String, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.accessibilityIdentifier = name
    return view
  }

  /// Names the view each point hits (`-` for none).
  private static func hits(_ root: UIView, _ points: [CGPoint]) -> [String] {
    points.map { root.hitTest($0, with: nil).map { $0.accessibilityIdentifier ?? "?" } ?? "-" }
  }

  @Test func theFrontmostDeepestViewContainingThePointIsHit() {
    let root = Self.named("root", CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = Self.named("card", CGRect(x: 50, y: 50, width: 200, height: 100))
    let badge = Self.named("badge", CGRect(x: 10, y: 10, width: 20, height: 20))
    let overlap = Self.named("overlap", CGRect(x: 200, y: 100, width: 80, height: 80))
    root.addSubview(card)
    card.addSubview(badge)
    root.addSubview(overlap)
    let points = [
      CGPoint(x: 5, y: 5), CGPoint(x: 65, y: 65), CGPoint(x: 100, y: 100), CGPoint(x: 210, y: 110),
      CGPoint(x: 290, y: 290), CGPoint(x: 310, y: 10), CGPoint(x: 300, y: 300),
    ]
    #expect(Self.hits(root, points) == ["root", "badge", "card", "overlap", "root", "-", "-"])
  }

  @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubviews() {
    let root = Self.named("root", CGRect(x: 0, y: 0, width: 400, height: 100))
    var layers: [UIView] = []
    for (index, name) in ["hidden", "faint", "inert", "dim"].enumerated() {
      let layer = Self.named(name, CGRect(x: index * 100, y: 0, width: 100, height: 100))
      layer.addSubview(Self.named(name + ".child", CGRect(x: 0, y: 0, width: 50, height: 50)))
      root.addSubview(layer)
      layers.append(layer)
    }
    layers[0].isHidden = true
    layers[1].alpha = 0.009
    layers[2].isUserInteractionEnabled = false
    layers[3].alpha = 0.01
    let points = [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10), CGPoint(x: 210, y: 10), CGPoint(x: 310, y: 10)]
    #expect(Self.hits(root, points) == ["root", "root", "root", "dim.child"])
    root.isUserInteractionEnabled = false
    #expect(Self.hits(root, points) == ["-", "-", "-", "-"])
  }

  @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHitThere() {
    let root = Self.named("root", CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = Self.named("box", CGRect(x: 0, y: 0, width: 100, height: 100))
    let sticking = Self.named("sticking", CGRect(x: 80, y: 80, width: 60, height: 60))
    root.addSubview(box)
    box.addSubview(sticking)
    #expect(Self.hits(root, [CGPoint(x: 90, y: 90), CGPoint(x: 120, y: 120)]) == ["sticking", "root"])
  }

  @Test func overridesOfPointInsideAndHitTestAreHonoured() {
    let root = Self.named("root", CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = WideButton(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    button.accessibilityIdentifier = "button"
    let overlay = PassThroughView(frame: root.bounds)
    overlay.accessibilityIdentifier = "overlay"
    let close = Self.named("close", CGRect(x: 150, y: 0, width: 50, height: 50))
    root.addSubview(button)
    root.addSubview(overlay)
    overlay.addSubview(close)
    let points = [CGPoint(x: 15, y: 15), CGPoint(x: 45, y: 45), CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 10)]
    #expect(Self.hits(root, points) == ["button", "button", "root", "close"])
    #expect(button.point(inside: CGPoint(x: -9, y: 0), with: UIEvent()) == true)
  }

  @Test func anEventCarriesUIKitsKinds() {
    let event = UIEvent()
    #expect(event.type == .touches && event.subtype == .none)
    #expect(event.timestamp == 0)
    #expect(UIEvent.EventType.transform.rawValue == 14)
    #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
  }

  @Test func sendActionTakesUIKitsEventArgument() {
    final class Target: UIResponder, SelectorActionTarget {
      var log: [String] = []
      func perform(action: Selector, sender: Any?) -> Bool {
        log.append("\(action) from \(sender is UIControl ? "control" : "?")")
        return true
      }
    }
    let control = UIControl()
    let target = Target()
    control.sendAction(Selector(("tapped:")), to: target, for: nil)
    control.sendAction(Selector(("tapped:")), to: target, for: UIEvent())
    #expect(target.log == ["tapped: from control", "tapped: from control"])
  }
}
