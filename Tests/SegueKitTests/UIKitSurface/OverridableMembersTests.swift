import Foundation
import SegueKit
import Testing

/// A layer as apps subclass one to draw a progress ring (Frame Grabber's `ProgressLayer`): a custom property that
/// needs display, an implicit animation for it, and its own drawing.
private final class ProgressLayer: CALayer {
  var progressAction: (any CAAction)?
  var trace: [String] = []

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "progress" || super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> (any CAAction)? {
    trace.append("action(forKey: \(event))")
    guard event == "progress" else { return super.action(forKey: event) }
    return progressAction
  }

  override func draw(in ctx: CGContext) {
    trace.append("draw(in:)")
    super.draw(in: ctx)
  }
}

/// A view that asks for constraint-based layout, as apps that build their constraints in `updateConstraints()` do.
private final class ConstraintBuiltView: UIView {
  override class var requiresConstraintBasedLayout: Bool { true }
  override class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    .rightToLeft
  }
}

/// What `Scripts/uikit-generate.py` declares `open`, so that an app's subclass overrides it from its own module:
/// UIKit's and QuartzCore's class members declared `class` (`open class func needsDisplay(forKey:)`, `open class var
/// requiresConstraintBasedLayout`; `static` ones are final), and the members of a class of the graphics layer that
/// name only what that layer sees, which are generated into the class's body there (`CALayer.action(forKey:)`,
/// returning QuartzCore's `CAAction`, declared in that layer for it, and `draw(in:)`). Sources: QuartzCore's
/// `CALayer.h` interface (`+needsDisplayForKey:`, `-actionForKey:`, `-drawInContext:`, all overridable, as every
/// Objective-C method is), UIKit's iOS 14.2 interface (`Scripts/uikit-inventory/UIKit.tsv`:
/// `open class var requiresConstraintBasedLayout`, `open class func userInterfaceLayoutDirection(for:)`).
@MainActor
@Suite struct OverridableMembersTests {
  @Test func aLayerSubclassOverridesQuartzCoresClassAndInstanceMembers() {
    let animation = CABasicAnimation(keyPath: "progress")
    let layer = ProgressLayer()
    layer.progressAction = animation
    let base: CALayer = layer
    let layerType: CALayer.Type = ProgressLayer.self
    #expect([layerType.needsDisplay(forKey: "progress"), layerType.needsDisplay(forKey: "bounds")] == [true, false])
    #expect(CALayer.needsDisplay(forKey: "progress") == false)
    #expect(base.action(forKey: "progress") as? CABasicAnimation === animation)
    #expect(base.action(forKey: "bounds") == nil)
    _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in base.draw(in: context.cgContext) }
    #expect(layer.trace == ["action(forKey: progress)", "action(forKey: bounds)", "draw(in:)"])
  }

  @Test func aViewSubclassOverridesUIKitsClassMembers() {
    let viewType: UIView.Type = ConstraintBuiltView.self
    #expect(viewType.requiresConstraintBasedLayout)
    #expect(UIView.requiresConstraintBasedLayout == false)
    #expect(viewType.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
  }
}
