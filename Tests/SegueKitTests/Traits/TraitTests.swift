import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct TraitTests {
  // §9.1 table: size classes per device and orientation, including Plus/Max regular-width landscape.
  @Test(
    .tags(.spec9_1),
    arguments: [
      (
        DevicePreset.iPhone, UIInterfaceOrientation.portrait, UIUserInterfaceSizeClass.compact,
        UIUserInterfaceSizeClass.regular
      ),
      (.iPhone, .landscapeLeft, .compact, .compact),
      (.iPhoneSE, .landscapeRight, .compact, .compact),
      (.iPhoneProMax, .portrait, .compact, .regular),
      (.iPhoneProMax, .landscapeLeft, .regular, .compact),
      (.iPhonePlus, .landscapeRight, .regular, .compact),
      (.iPad, .portrait, .regular, .regular),
      (.iPad, .landscapeLeft, .regular, .regular),
      (.iPadSlideOver, .landscapeLeft, .compact, .regular),
      (.iPadHalf, .portrait, .compact, .regular),
      (.iPadHalf, .landscapeLeft, .compact, .regular),
      (.iPad13Half, .portrait, .compact, .regular),
      (.iPad13Half, .landscapeLeft, .regular, .regular),
      (.iPadTwoThirds, .landscapeLeft, .regular, .regular),
    ])
  func sizeClassesPerDevice(
    device: DevicePreset, orientation: UIInterfaceOrientation, horizontal: UIUserInterfaceSizeClass,
    vertical: UIUserInterfaceSizeClass
  ) {
    let traits = device.traitCollection(for: orientation)
    #expect(traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical)
    #expect(traits.userInterfaceIdiom == device.idiom)
  }

  // §9.2: traits flow window → root → children, with parent overrides; presented controllers inherit from
  // the presenter.
  @Test(.tags(.spec9_2)) func traitsFlowDownWithOverrides() {
    let root = UIViewController()
    let child = UIViewController()
    let other = UIViewController()
    root.addChild(child)
    root.addChild(other)
    _ = showInWindow(root, device: .iPad)
    root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.traitCollection.verticalSizeClass == .regular)
    #expect(other.traitCollection.horizontalSizeClass == .regular)
    #expect(root.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
    let presented = UIViewController()
    root.present(presented, animated: false)
    #expect(presented.traitCollection == root.traitCollection)
  }

  // §9.2: a rotation calls willTransition(to:with:) (forwarded to children by default) and
  // traitCollectionDidChange on each controller whose traits changed, parents first.
  @Test(.tags(.spec9_2)) func rotationNotifiesControllers() {
    final class Probe: TracedViewController {
      override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        record("willTransition(V: \(newCollection.verticalSizeClass.short))")
        super.willTransition(to: newCollection, with: coordinator)
      }
    }
    let trace = Trace()
    let root = Probe("Root", trace)
    let child = Probe("Child", trace)
    root.addChild(child)
    let window = showInWindow(root, trace: trace)
    _ = trace.take()
    window.orientation = .landscapeLeft
    #expect(
      trace.take() == [
        "Root.willTransition(V: compact)", "Child.willTransition(V: compact)",
        "Root.traitCollectionDidChange(H: compact)", "Child.traitCollectionDidChange(H: compact)",
      ])
    window.orientation = .landscapeRight
    #expect(trace.take().isEmpty, "no change between the two landscapes")
  }

  // §9.2: a container that overrides willTransition(to:with:) without calling super stops the forwarding; its
  // children still hear traitCollectionDidChange.
  @Test(.tags(.spec9_2)) func willTransitionWithoutSuperStopsForwarding() {
    final class Silent: TracedViewController {
      override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        record("willTransition")
      }
    }
    final class Listener: TracedViewController {
      override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        record("willTransition")
        super.willTransition(to: newCollection, with: coordinator)
      }
    }
    let trace = Trace()
    let root = Silent("Root", trace)
    let child = Listener("Child", trace)
    root.addChild(child)
    let window = showInWindow(root, trace: trace)
    window.orientation = .landscapeLeft
    #expect(
      trace.take() == [
        "Root.willTransition", "Root.traitCollectionDidChange(H: compact)",
        "Child.traitCollectionDidChange(H: compact)",
      ])
  }

  // §9.2: UITraitCollection(traitsFrom:) — later collections' specified traits win; containsTraits(in:).
  @Test(.tags(.spec9_2)) func traitCollectionCombination() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact),
      UITraitCollection(horizontalSizeClass: .compact),
    ])
    #expect(combined.horizontalSizeClass == .compact && combined.verticalSizeClass == .compact)
    #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
    #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
  }
}

extension TraitTests {
  // §9.2: a window's root covered by a full-screen presentation (its view out of the window) keeps the window's
  // traits, and so does what it presents; a rotation reaches both.
  @Test(.tags(.spec9_2)) func coveredRootKeepsWindowTraits() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    let window = showInWindow(root, trace: trace, device: .iPhoneProMax)
    let cover = TracedViewController("Cover", trace)
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    MainQueue.drain()
    #expect(root.viewIfLoaded?.window == nil)
    #expect(root.traitCollection == window.traitCollection && cover.traitCollection == window.traitCollection)
    _ = trace.take()
    window.orientation = .landscapeLeft
    #expect(
      trace.take() == [
        "Root.traitCollectionDidChange(H: regular)", "Cover.traitCollectionDidChange(H: regular)",
      ])
    #expect(cover.traitCollection.horizontalSizeClass == .regular)
  }
}

extension TraitTests {
  // §9.2: a size change (rotation, multitasking resize) reaches the root's viewWillTransition(to:with:) after
  // willTransition(to:with:) for the traits, forwarded to children and the presented controller; a size change
  // without a trait change (iPad rotation) still calls it. (The sheet turns full screen in compact height, §4.5.)
  @Test(.tags(.spec9_2)) func sizeTransitions() {
    final class Probe: TracedViewController {
      override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        record("willTransition(V: \(newCollection.verticalSizeClass.short))")
        super.willTransition(to: newCollection, with: coordinator)
      }
      override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        record("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
      }
    }
    let trace = Trace()
    let root = Probe("Root", trace)
    let child = Probe("Child", trace)
    root.addChild(child)
    let window = showInWindow(root, trace: trace)
    let sheet = Probe("Sheet", trace)
    root.present(sheet, animated: false)
    MainQueue.drain()
    _ = trace.take()
    #expect(window.frame.size == CGSize(width: 393, height: 852))
    window.orientation = .landscapeLeft
    #expect(window.frame.size == CGSize(width: 852, height: 393))
    #expect(
      trace.take() == [
        "Root.willTransition(V: compact)", "Child.willTransition(V: compact)", "Sheet.willTransition(V: compact)",
        "Root.viewWillTransition(to: 852x393)", "Child.viewWillTransition(to: 852x393)",
        "Sheet.viewWillTransition(to: 852x393)", "Root.traitCollectionDidChange(H: compact)",
        "Child.traitCollectionDidChange(H: compact)", "Sheet.traitCollectionDidChange(H: compact)",
        "Root.viewWillDisappear(true)",
      ])
    window.device = .iPad
    window.orientation = .portrait
    _ = trace.take()
    window.orientation = .landscapeLeft
    #expect(
      trace.take() == [
        "Root.viewWillTransition(to: 1376x1032)", "Child.viewWillTransition(to: 1376x1032)",
        "Sheet.viewWillTransition(to: 1376x1032)",
      ])
  }
}
