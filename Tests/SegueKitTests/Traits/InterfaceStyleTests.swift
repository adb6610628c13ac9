import Foundation
import SegueKit
import SegueTestSupport
import Testing

// Interface style and content size: UIKit's `UITraitCollection.userInterfaceStyle`, `overrideUserInterfaceStyle`
// (UIView and UIViewController documentation, "Supporting Dark Mode in your interface") and
// `UIContentSizeCategory`. Trait flow is §9.2.
@MainActor @Suite struct InterfaceStyleTests {
  // UIKit's raw values (UIInterface.h, UITraitCollection.h).
  @Test func rawValuesMatchUIKit() {
    #expect(UIUserInterfaceStyle.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(UIBackgroundRefreshStatus.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIWindow.Level.alert.rawValue == 2000 && UIWindow.Level.statusBar.rawValue == 1000)
  }

  @Test func windowsAreLightAtTheDefaultTextSize() {
    let window = UIWindow()
    #expect(window.traitCollection.userInterfaceStyle == .light)
    #expect(window.traitCollection.preferredContentSizeCategory == .large)
  }

  // §9.2: a controller's override applies to it, its view and its children, which hear traitCollectionDidChange.
  @Test(.tags(.spec9_2)) func controllerOverrideFlowsToChildrenAndViews() {
    let trace = Trace()
    let root = StyleProbe("Root", trace)
    let child = StyleProbe("Child", trace)
    root.addChild(child)
    root.view.addSubview(child.view)
    let label = UILabel()
    child.view.addSubview(label)
    _ = showInWindow(root, trace: trace)
    _ = trace.take()
    root.overrideUserInterfaceStyle = .dark
    #expect(trace.take() == ["Root.traitCollectionDidChange(dark)", "Child.traitCollectionDidChange(dark)"])
    #expect(
      [root.traitCollection, child.traitCollection, child.view.traitCollection, label.traitCollection].map(
        \.userInterfaceStyle) == [.dark, .dark, .dark, .dark])
    child.overrideUserInterfaceStyle = .light
    #expect(trace.take() == ["Child.traitCollectionDidChange(light)"])
    #expect(label.traitCollection.userInterfaceStyle == .light)
    root.overrideUserInterfaceStyle = .dark
    #expect(trace.take().isEmpty, "setting the same style changes nothing")
  }

  @Test(.tags(.spec9_2)) func windowOverrideReachesEveryController() {
    let trace = Trace()
    let root = StyleProbe("Root", trace)
    let window = showInWindow(root, trace: trace)
    _ = trace.take()
    window.overrideUserInterfaceStyle = .dark
    #expect(trace.take() == ["Root.traitCollectionDidChange(dark)"])
    #expect(window.traitCollection.userInterfaceStyle == .dark)
    #expect(window.traitCollection.horizontalSizeClass == .compact, "other traits are the device's")
    window.orientation = .landscapeLeft
    #expect(root.traitCollection.userInterfaceStyle == .dark, "a rotation keeps the override")
  }

  @Test func viewOverrideAppliesToItsSubtree() {
    let container = UIView()
    let inner = UIView()
    container.addSubview(inner)
    #expect(inner.traitCollection.userInterfaceStyle == .light, "a detached view has a light iPhone's traits")
    container.overrideUserInterfaceStyle = .dark
    #expect([container.overrideUserInterfaceStyle, inner.overrideUserInterfaceStyle] == [.dark, .unspecified])
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func collectionsCombineAndCompareStyleAndContentSize() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let big = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    let both = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), dark, big])
    #expect(both.userInterfaceStyle == .dark && both.preferredContentSizeCategory == .accessibilityLarge)
    #expect(both.containsTraits(in: dark) && !UITraitCollection(userInterfaceStyle: .light).containsTraits(in: dark))
    #expect(dark != UITraitCollection(userInterfaceStyle: .light))
    #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(
      big.preferredContentSizeCategory.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    #expect(
      UIContentSizeCategory.large < .extraLarge && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
  }

  @Test func currentIsSetForTheDurationOfPerformAsCurrent() {
    let saved = UITraitCollection.current
    var seen: UIUserInterfaceStyle?
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      seen = UITraitCollection.current.userInterfaceStyle
    }
    #expect(seen == .dark && UITraitCollection.current == saved)
  }
}

/// Records traitCollectionDidChange with the new style.
@MainActor
private final class StyleProbe: TracedViewController {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    record("traitCollectionDidChange(\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light"))")
  }
}
