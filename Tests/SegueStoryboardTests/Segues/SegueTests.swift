import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Forward segues: triggers, order, kinds and exceptions (Segues §1.2, §1.4, §2.1, §2.2, §2.5, §2.6).
@MainActor
@Suite struct SegueTests {
  static let module = StoryboardFixture.module

  /// `Nav[A]`; A's view holds a button wired to a show segue (traced segue class) and manual segues.
  static let storyboardText =
    StoryboardFixture.navigation("nav", root: "A")
    + StoryboardFixture.scene(
      "A", title: "A",
      body: """
        <view key="view" id="A-view"><subviews>
          <button id="next" title="Next"><accessibility key="accessibilityConfiguration" identifier="next"/>
            <connections><segue destination="B" kind="show" identifier="ShowB" customClass="TracedSegue" customModule="\(module)" id="s1"/></connections>
          </button>
          <button id="plain"><accessibility key="accessibilityConfiguration" identifier="plain"/>
            <connections><action selector="buttonTapped:" destination="A" eventType="touchUpInside" id="act1"/></connections>
          </button>
        </subviews></view>
        <navigationItem key="navigationItem" title="A" id="ni-A">
          <barButtonItem key="rightBarButtonItem" title="Present" id="present">
            <connections><segue destination="C" kind="presentation" identifier="PresentC" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" animates="NO" id="s2"/></connections>
          </barButtonItem>
        </navigationItem>
        <connections>
          <segue destination="B" kind="push" identifier="PushB" id="s3"/>
          <segue destination="C" kind="custom" identifier="Custom" customClass="PresentWithoutAnimationSegue" customModule="\(module)" id="s4"/>
          <segue destination="C" kind="custom" identifier="Unresolved" customClass="NoSuchSegue" id="s5"/>
          <segue destination="C" kind="popoverPresentation" identifier="Popover" popoverAnchorBarButtonItem="present" id="s6">
            <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
          </segue>
        </connections>
        """)
    + StoryboardFixture.scene("B", title: "B")
    + StoryboardFixture.scene("C", title: "C")

  func launch() throws -> (UINavigationController, TracedSceneViewController) {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(initial: "nav", Self.storyboardText)
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    Runtime.show(navigation)
    let a = try #require(navigation.topViewController as? TracedSceneViewController)
    return (navigation, a)
  }

  /// §2.2: the whole order of a user-triggered show segue inside a navigation controller.
  @Test(.tags(.spec2_2)) func userTriggeredShowSegueRunsInUIKitsOrder() throws {
    let (navigation, a) = try launch()
    let button = try #require(a.view.descendant(withAccessibilityIdentifier: "next") as? UIButton)
    button.simulateTap()
    #expect(
      Trace.shared.take() == [
        "A.shouldPerformSegue(ShowB, sender: next)",
        "B.init(coder:)",
        "B.awakeFromNib",
        "segue.init(ShowB)",
        "A.prepare(for: ShowB → B, sender: next, destination view loaded: false)",
        "segue.perform(animations: true)",
      ])
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"], "the push changes the stack at once [§0.2]")
    MainQueue.drain()
    #expect(
      Trace.shared.take() == [
        "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "A.viewDidDisappear(true)",
        "B.viewDidAppear(true)",
      ])
  }

  /// §2.1: `shouldPerformSegue` returning false abandons the segue: no destination is made.
  @Test(.tags(.spec2_1)) func shouldPerformSegueCanVetoAUserTrigger() throws {
    let (navigation, a) = try launch()
    a.allowsSegues = false
    try #require(a.view.descendant(withAccessibilityIdentifier: "next") as? UIButton).simulateTap()
    MainQueue.drain()
    #expect(Trace.shared.take() == ["A.shouldPerformSegue(ShowB, sender: next)"])
    #expect(navigation.viewControllers.map(\.title) == ["A"])
  }

  /// §2.1: `performSegue` skips `shouldPerformSegue`, and a control-owned segue is reachable by identifier.
  @Test(.tags(.spec2_1)) func performSegueSkipsShouldPerformSegue() throws {
    let (navigation, a) = try launch()
    a.allowsSegues = false
    a.performSegue(withIdentifier: "ShowB", sender: "code")
    #expect(
      Trace.shared.take() == [
        "B.init(coder:)", "B.awakeFromNib", "segue.init(ShowB)",
        "A.prepare(for: ShowB → B, sender: String, destination view loaded: false)",
        "segue.perform(animations: true)",
      ])
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
  }

  /// Appendix A: an unknown identifier raises, and nothing else happens.
  @Test(.tags(.spec2_1)) func performSegueWithUnknownIdentifierRaises() throws {
    let (navigation, a) = try launch()
    let exceptions = UIKitException.capture { a.performSegue(withIdentifier: "Nope", sender: nil) }
    #expect(
      exceptions == [
        UIKitException(name: .invalidArgument, reason: "Receiver (\(a)) has no segue with identifier 'Nope'")
      ])
    #expect(Trace.shared.take() == [])
    #expect(navigation.viewControllers.count == 1)
    let codeMade = UIViewController()
    let noStoryboard = UIKitException.capture { codeMade.performSegue(withIdentifier: "ShowB", sender: nil) }
    #expect(noStoryboard.map(\.reason) == ["Receiver (\(codeMade)) has no segue with identifier 'ShowB'"])
  }

  /// §1.2 presentation: the storyboard's styles are applied before `prepare`; `animates="NO"` turns animations
  /// off during `perform()` [§2.2 step 5]; the bar button item is the sender [§2.5].
  @Test(.tags(.spec1_2)) func presentationSegueFromABarButtonItem() throws {
    let (navigation, a) = try launch()
    try #require(a.navigationItem.rightBarButtonItem).simulateTap()
    #expect(
      Trace.shared.take() == [
        "A.shouldPerformSegue(PresentC, sender: Present)", "C.init(coder:)", "C.awakeFromNib",
        "A.prepare(for: PresentC → C, sender: Present, destination view loaded: false)",
      ])
    let c = try #require(navigation.presentedViewController)
    #expect(c.title == "C")
    #expect(c.modalPresentationStyle == .fullScreen)
    #expect(c.modalTransitionStyle == .crossDissolve)
    #expect(c.presentingViewController === navigation, "a full-screen presentation is owned by the root [§4.3]")
    #expect(UIView.areAnimationsEnabled, "restored after perform()")
    MainQueue.drain()
    // §6.3 "Present, style removes presenter's views", not animated because of animates="NO".
    #expect(
      Trace.shared.take() == [
        "C.viewDidLoad", "A.viewWillDisappear(false)", "C.viewWillAppear(false)", "C.viewDidAppear(false)",
        "A.viewDidDisappear(false)",
      ])
  }

  /// §1.2 popover presentation: style popover, anchor bar button item and arrow directions set before prepare.
  @Test(.tags(.spec1_2)) func popoverSegueSetsItsAnchor() throws {
    let (navigation, a) = try launch()
    a.performSegue(withIdentifier: "Popover", sender: nil)
    let c = try #require(navigation.presentedViewController)
    #expect(c.modalPresentationStyle == .popover)
    let popover = try #require(c.popoverPresentationController)
    #expect(popover.barButtonItem === a.navigationItem.rightBarButtonItem)
    #expect(popover.permittedArrowDirections == .up)
  }

  /// §1.2 custom: the segue class's own `perform()` does the transition (UIKit's documentation example).
  @Test(.tags(.spec1_2)) func customSegueClassPerformsItself() throws {
    let (navigation, a) = try launch()
    a.performSegue(withIdentifier: "Custom", sender: nil)
    #expect(
      Trace.shared.take() == [
        "C.init(coder:)", "C.awakeFromNib", "A.prepare(for: Custom → C, sender: nil, destination view loaded: false)",
        "customSegue.perform",
      ])
    #expect(navigation.presentedViewController?.title == "C")
  }

  /// Appendix A: a custom segue class that does not resolve.
  @Test(.tags(.spec1_1)) func unresolvedCustomSegueClassRaises() throws {
    let (navigation, a) = try launch()
    let exceptions = UIKitException.capture { a.performSegue(withIdentifier: "Unresolved", sender: nil) }
    #expect(
      exceptions == [
        UIKitException(name: .internalInconsistency, reason: "Could not create a segue of class 'NoSuchSegue'")
      ])
    #expect(navigation.presentedViewController == nil)
  }

  /// §1.2 deprecated push: pushes on the source's navigation controller; without one, UIKit's exception.
  @Test(.tags(.spec1_4)) func pushSegueNeedsANavigationController() throws {
    let (navigation, a) = try launch()
    a.performSegue(withIdentifier: "PushB", sender: nil)
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
    Runtime.fresh()
    let detached = try #require(
      StoryboardFixture.storyboard(
        StoryboardFixture.scene(
          "X", title: "X", attributes: "storyboardIdentifier=\"X\"",
          body: "<connections><segue destination=\"Y\" kind=\"push\" identifier=\"P\" id=\"p\"/></connections>")
          + StoryboardFixture.scene("Y", title: "Y")
      ).instantiateViewController(withIdentifier: "X") as? TracedSceneViewController)
    let exceptions = UIKitException.capture { detached.performSegue(withIdentifier: "P", sender: nil) }
    #expect(
      exceptions == [
        UIKitException(
          name: .generic,
          reason: "Could not find a navigation controller for segue 'P'. Push segues can only be used when the source "
            + "controller is managed by an instance of UINavigationController.")
      ])
  }

  /// §2.5: actions wired in the storyboard reach the controller's `@IBAction` through its dispatch table.
  @Test(.tags(.spec2_5)) func storyboardActionReachesTheController() throws {
    let (_, a) = try launch()
    try #require(a.view.descendant(withAccessibilityIdentifier: "plain") as? UIButton).simulateTap()
    #expect(Trace.shared.take() == ["A.buttonTapped(sender: plain)"])
  }

  /// §2.4: a segue without a handler or override raises; with a handler, `perform()` runs it.
  @Test(.tags(.spec2_4)) func plainSegueNeedsAPerformHandler() {
    Runtime.fresh()
    let source = UIViewController()
    let destination = UIViewController()
    let bare = UIStoryboardSegue(identifier: "x", source: source, destination: destination)
    let exceptions = UIKitException.capture { bare.perform() }
    #expect(
      exceptions.map(\.reason) == [
        "Could not perform segue with identifier 'x'. A segue must either have a performHandler or it must override -perform."
      ])
    var ran = false
    UIStoryboardSegue(identifier: nil, source: source, destination: destination) { ran = true }.perform()
    #expect(ran)
  }
}
