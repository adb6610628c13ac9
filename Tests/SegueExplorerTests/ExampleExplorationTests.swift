import Foundation
import PlantedBugs
import SegueExplorer
import SegueKitTesting
import Testing

/// The bundled examples explored exhaustively under the default abstraction, their findings pinned.
@MainActor
@Suite(.serialized) struct ExampleExplorationTests {
  /// Shop: every scene of both storyboards reached, nothing found.
  @Test func shopIsExploredExhaustivelyWithoutFindings() throws {
    let report = try SegueApp.explore(appFolder: Examples.shop)
    #expect(report.text == "Explored Shop: 18 states, 257 actions, 40 launches, 17 of 17 scenes; 0 findings.\n")
    #expect(report.statistics.stoppedBy == nil)
    #expect(report.states.allSatisfy { $0.explored })
  }

  /// PlantedBugs: each planted bug found once, with its shortest reproduction: the crash needs Arm before Fire. Tip
  /// doubles the states (every Home state with and without its child).
  @Test func plantedBugsAreEachFoundWithTheirShortestReproduction() throws {
    PlantedBugs.fixAll(false)
    let report = try Examples.explorePlantedBugs()
    #expect(
      report.text == """
        'Home': error: 'NSInvalidArgumentException': Receiver (<PlantedBugs.HomeViewController: 0x…>) has no segue \
        with identifier 'Launch' [platform-exception] (after: tap 'Arm', tap 'Fire')
        'Home': warning: Attempt to present <SegueKit.UIViewController: 0x…> on <SegueKit.UINavigationController: \
        0x…> (from <PlantedBugs.HomeViewController: 0x…>) while a presentation is in progress. [console-warning] \
        (after: tap 'Share')
        'Notes': warning: 'Notes' is still alive after it left the screen, with its view [leak]; \
        NotesViewController.onSave holds a closure: a closure that captures the controller strongly keeps it alive \
        (capture it weakly) (after: tap 'Notes', back)
        'Home': warning: 'Tip' is on screen without viewDidAppear(_:) [lifecycle-violation]; it got no appearance \
        callback; a container that sets shouldAutomaticallyForwardAppearanceMethods to false must call \
        beginAppearanceTransition(_:animated:) and endAppearanceTransition() on its children (after: tap 'Tip')
        Base.lproj/Main.storyboard:59:17: warning: the scene 'Orphan (OrphanViewController)' was never shown \
        [unreached-scene]; no segue leads to it and it has no Storyboard ID: nothing can show it
        Explored PlantedBugs: 12 states, 136 actions, 41 launches, 3 of 4 scenes; 5 findings.

        """)
  }

  /// The fixed copy of PlantedBugs: only the unreachable scene is left (it is in the storyboard, not the code).
  @Test func fixedPlantedBugsLeaveOnlyTheUnreachableScene() throws {
    PlantedBugs.fixAll(true)
    defer { PlantedBugs.fixAll(false) }
    let report = try Examples.explorePlantedBugs()
    #expect(report.findings.map(\.kind) == [.unreachedScene])
  }

  /// AndroidShop: Show reviews adds a back-stack entry each time it is tapped (a real growth of the example's
  /// back stack: Back then pops one reviews fragment per tap); StoreActivity opens only from a `shop://` link.
  @Test func androidShopIsExploredExhaustively() throws {
    let report = try Examples.exploreAndroidShop()
    #expect(
      report.text == """
        'ProductActivity': warning: 'ProductActivity' is shown again on a deeper stack (3 → 4) after: tap \
        #show_reviews [unbounded-growth] (after: tap #grinder, tap #show_reviews, tap #show_reviews)
        AndroidManifest.xml:29:9: warning: the activity 'StoreActivity' was never shown [unreached-scene]; it opens \
        from an intent (links 'shop://…'); no click or key leads to it
        Explored AndroidShop: 14 states, 163 actions, 30 launches, 4 of 5 scenes; 2 findings.

        """)
    #expect(report.statistics.stoppedBy == nil)
  }
}
