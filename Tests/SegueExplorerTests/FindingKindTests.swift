import Foundation
import SegueExplorer
import SegueKitTesting
import Testing

/// Each finding kind on a small app built in code: found when the bug is there, not found without it.
@MainActor
@Suite struct FindingKindTests {
  /// The report's text without its summary line.
  private func findings(_ report: ExplorationReport) -> [String] {
    report.text.split(separator: "\n").dropLast().map(String.init)
  }

  /// uikit-semantics §2.1: `performSegue(withIdentifier:sender:)` with an identifier the controller has no segue
  /// for raises `NSInvalidArgumentException`.
  @Test func platformExceptionIsFoundOnlyWhenRaised() throws {
    let report = try Fixtures.explore { Fixtures.crash(buggy: true) }
    #expect(
      findings(report) == [
        "'Start': error: 'NSInvalidArgumentException': Receiver (<SegueExplorerTests.Fixtures.Buttons: 0x…>) has no "
          + "segue with identifier 'Missing' [platform-exception] (after: tap 'Go')"
      ])
    #expect(try Fixtures.explore { Fixtures.crash(buggy: false) }.findings == [])
  }

  /// uikit-semantics §4.6 step 11: a second `present` while a presentation is in progress only logs.
  @Test func consoleWarningIsFoundOnlyWhenLogged() throws {
    let report = try Fixtures.explore { Fixtures.doublePresentation(buggy: true) }
    #expect(
      findings(report) == [
        "'Start': warning: Attempt to present <SegueExplorerTests.Fixtures.Buttons: 0x…> on "
          + "<SegueKit.UINavigationController: 0x…> (from <SegueExplorerTests.Fixtures.Buttons: 0x…>) while a "
          + "presentation is in progress. [console-warning] (after: tap 'Share')"
      ])
    #expect(try Fixtures.explore { Fixtures.doublePresentation(buggy: false) }.findings == [])
  }

  /// A popped controller kept alive by a closure that captures it strongly (the cycle LeakCanary finds on Android).
  @Test func leakIsFoundOnlyWithARetainCycle() throws {
    let report = try Fixtures.explore { Fixtures.leak(buggy: true) }
    #expect(
      findings(report) == [
        "'Editor': warning: 'Editor' is still alive after it left the screen, with its view [leak]; Editor.onSave "
          + "holds a closure: a closure that captures the controller strongly keeps it alive (capture it weakly) "
          + "(after: tap 'Edit', back)"
      ])
    #expect(try Fixtures.explore { Fixtures.leak(buggy: false) }.findings == [])
  }

  /// The chain of strong references is given when reflection finds it.
  @Test func leakNamesTheChainOfStrongReferences() throws {
    let report = try Fixtures.explore { Fixtures.helperLeak() }
    #expect(report.findings.map(\.detail) == ["Inspector.helper → Helper.owner → Inspector"])
  }

  /// The chain follows strong references only: a `weak` property (which `Mirror` reads like a strong one) is no
  /// link, and a navigation controller holds its stack (Reminders: the presenter's view is weak; the router holds
  /// the dismissed sheet).
  @Test func leakChainsSkipWeakPropertiesAndFollowContainers() throws {
    let report = try Fixtures.explore { Fixtures.routerLeak() }
    #expect(
      findings(report) == [
        "'Composer': warning: 'Composer' is still alive after it left the screen, with its view [leak]; "
          + "Composer.presenter → Presenter.router → Router.controller → UINavigationController.viewControllers → "
          + "Composer (after: tap 'Add', swipe down)",
        "'Composer': warning: 'UINavigationController(Composer)' is still alive after it left the screen, with its "
          + "view [leak] (after: tap 'Add', swipe down)",
      ])
  }

  /// A full-screen presentation cannot be swiped down (uikit-semantics §4.8): with no button out, it is a dead end.
  @Test func deadEndIsFoundOnlyWithoutAWayBack() throws {
    let report = try Fixtures.explore { Fixtures.deadEnd(buggy: true) }
    #expect(
      findings(report) == [
        "'Locked': warning: 'Locked' has no way back to 'Start': no action on it or after it leads back [dead-end] "
          + "(after: tap 'Lock')"
      ])
    #expect(try Fixtures.explore { Fixtures.deadEnd(buggy: false) }.findings == [])
  }

  @Test func unboundedGrowthIsFoundOnlyAlongACycle() throws {
    let report = try Fixtures.explore { Fixtures.growth(buggy: true) }
    #expect(
      findings(report) == [
        "'Page': warning: 'Page' is shown again on a deeper stack (1 → 2) after: tap 'More' [unbounded-growth] "
          + "(after: tap 'More')"
      ])
    #expect(try Fixtures.explore { Fixtures.growth(buggy: false) }.findings == [])
  }

  /// UIKit's appearance states (UIViewController, "Handling view-related notifications"; "Implementing a container
  /// view controller": a container whose `shouldAutomaticallyForwardAppearanceMethods` is false calls
  /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on its children): a child on screen
  /// that never got `viewDidAppear(_:)` is a violation; the same container forwarding the calls has none.
  /// A controller that changes its title on screen (Flags, HWS project 2, titles its screen with the next question)
  /// is the same controller, still appeared: traces name controllers by title, and the new name inherits the old
  /// one's appearance state (UIViewController, "Handling view-related notifications").
  @Test func aControllerThatChangesItsTitleIsNoLifeCycleViolation() throws {
    let report = try Fixtures.explore {
      Fixtures.Buttons(
        "Question 1", [("Continue", { $0.title = $0.title == "Question 1" ? "Question 2" : "Question 1" })])
    }
    #expect(report.findings == [])
    #expect(report.edges.map(\.action.description).contains("tap 'Continue'"))
  }

  @Test func lifeCycleViolationIsFoundOnlyWhenTheContainerForgetsToForward() throws {
    let report = try Fixtures.explore { Fixtures.Drawer(forwards: false) }
    #expect(
      findings(report) == [
        "'Drawer': warning: 'Panel' is on screen without viewDidAppear(_:) [lifecycle-violation]; it got no "
          + "appearance callback; a container that sets shouldAutomaticallyForwardAppearanceMethods to false must "
          + "call beginAppearanceTransition(_:animated:) and endAppearanceTransition() on its children "
          + "(after: tap 'Open')"
      ])
    #expect(try Fixtures.explore { Fixtures.Drawer(forwards: true) }.findings == [])
    // Its reproduction expects the missing callback after the step.
    let file = try TestEmitter(driver: Fixtures.driver { Fixtures.Drawer(forwards: false) }).files(for: report)
    #expect(file.map(\.name) == ["ExploreFinding1Tests.swift"])
    #expect(
      file.first?.contents.hasSuffix(
        """
            _ = app.takeTrace()
            try app.tap("Open")
            // 'Panel' is on screen without viewDidAppear(_:); it got no appearance callback; a container that sets \
        shouldAutomaticallyForwardAppearanceMethods to false must call beginAppearanceTransition(_:animated:) and \
        endAppearanceTransition() on its children
            #expect(app.takeTrace().contains { $0.controller == "Panel" && $0.kind == .viewDidAppear })
          }
        }

        """) == true)
  }
}
