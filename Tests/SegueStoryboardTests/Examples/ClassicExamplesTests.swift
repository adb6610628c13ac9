import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// The examples of UIKit's segue documentation, unchanged but for the import (issue 4, point 7; Segues §2.1,
/// §2.2, §5.2).
@MainActor
@Suite struct ClassicExamplesTests {
  /// "Initiating a segue programmatically" and "Modifying a segue's behavior at runtime".
  final class ExampleViewController: UIViewController {
    var isShowingLandscapeView = false
    var data: [String] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      Trace.shared.log("shouldPerformSegue(\(identifier))")
      return identifier != "Blocked"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      Trace.shared.log("prepare(for: \(segue.identifier ?? "nil"), sender: \(describe(sender)))")
      if segue.identifier == "ExampleSegue" { segue.destination.title = "Detail of \(data.count) items" }
    }

    @IBAction func buttonTapped(_ sender: UIButton) {
      Trace.shared.log("buttonTapped")
      performSegue(withIdentifier: "ExampleSegue", sender: sender)
    }

    @IBAction func myUnwindAction(unwindSegue: UIStoryboardSegue) {
      Trace.shared.log("myUnwindAction(from: \(unwindSegue.source.title ?? "?"))")
    }

    override func willTransition(
      to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      if newCollection.verticalSizeClass == .compact, !isShowingLandscapeView {
        performSegue(withIdentifier: "DisplayAlternateView", sender: self)
        isShowingLandscapeView = true
      }
    }
  }

  static let storyboardText = StoryboardFixture.document(
    initial: "E",
    """
    <scene sceneID="e"><objects>
      <viewController title="Example" id="E" customClass="ExampleViewController" \
    customModule="\(StoryboardFixture.module)" sceneMemberID="viewController">
        <view key="view" id="E-view"><subviews>
          <button id="go"><accessibility key="accessibilityConfiguration" identifier="go"/>
            <connections><action selector="buttonTapped:" destination="E" eventType="touchUpInside" id="a1"/></connections>
          </button>
        </subviews></view>
        <connections>
          <segue destination="D" kind="show" identifier="ExampleSegue" id="s1"/>
          <segue destination="L" kind="presentation" identifier="DisplayAlternateView" modalPresentationStyle="fullScreen" id="s2"/>
        </connections>
      </viewController>
    </objects></scene>
    """ + StoryboardFixture.scene("D", title: "D")
      + UnwindTests.unwindingScene("L").replacingOccurrences(of: "unwindHere:", with: "myUnwindActionWithUnwindSegue:"))

  func launch() throws -> ExampleViewController {
    Runtime.fresh()
    // A nested class is not found by the runtime's name lookup; the explicit registry makes it known.
    StoryboardClassRegistry.register(
      ExampleViewController.self, as: "\(StoryboardFixture.module).ExampleViewController")
    let folder = StoryboardFixture.folder(["Main.storyboard": Self.storyboardText])
    let storyboard = UIStoryboard(url: folder.appendingPathComponent("Main.storyboard"))
    let example = try #require(storyboard.instantiateInitialViewController() as? ExampleViewController)
    Runtime.show(example)
    return example
  }

  /// An `@IBAction` that calls `performSegue`: `shouldPerformSegue` is not asked, `prepare` gets the button.
  @Test(.tags(.spec2_1)) func actionPerformsSegueWithTheButtonAsSender() throws {
    let example = try launch()
    example.data = ["a", "b"]
    try #require(example.view.descendant(withAccessibilityIdentifier: "go") as? UIButton).simulateTap()
    #expect(
      Trace.shared.take() == [
        "buttonTapped", "D.init(coder:)", "D.awakeFromNib", "prepare(for: ExampleSegue, sender: go)",
      ])
    #expect(example.presentedViewController?.title == "Detail of 2 items", "show outside a container presents [§3.2]")
  }

  /// A segue performed from code when the device turns to landscape.
  @Test(.tags(.spec2_1)) func orientationChangePerformsASegue() throws {
    let example = try launch()
    try #require(Runtime.windows.last).orientation = .landscapeLeft
    #expect(
      Trace.shared.take() == [
        "L.init(coder:)", "L.awakeFromNib", "prepare(for: DisplayAlternateView, sender: ExampleViewController)",
      ])
    #expect(example.isShowingLandscapeView)
    #expect(example.presentedViewController?.title == "L")
  }

  /// `@IBAction func myUnwindAction(unwindSegue:)`: its selector is `myUnwindActionWithUnwindSegue:`.
  @Test(.tags(.spec5_2)) func unwindActionWithALabelledParameter() throws {
    let example = try launch()
    example.performSegue(withIdentifier: "DisplayAlternateView", sender: nil)
    MainQueue.drain()
    let alternate = try #require(example.presentedViewController)
    _ = Trace.shared.take()
    try #require(alternate.navigationItem.leftBarButtonItem).simulateTap()
    #expect(
      Trace.shared.take() == [
        "L.shouldPerformSegue(back, sender: Back)",
        "L.canPerform(myUnwindActionWithUnwindSegue:) = false",  // the modal source's presented child is visited first
        "L.prepare(for: back → Example, sender: Back, destination view loaded: true)",
        "myUnwindAction(from: L)",
      ])
    MainQueue.drain()
    #expect(example.presentedViewController == nil)
  }
}

extension ClassicExamplesTests.ExampleViewController: StoryboardConnectable {
  static let storyboardConnections = StoryboardConnections<ClassicExamplesTests.ExampleViewController>()
    .action("buttonTapped:") { controller, sender in
      if let button = sender as? UIButton { controller.buttonTapped(button) }
    }
    .unwind("myUnwindActionWithUnwindSegue:") { controller, segue in controller.myUnwindAction(unwindSegue: segue) }
}
