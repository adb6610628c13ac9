import Foundation
import PlantedBugs
import Testing

@testable import SegueExplorer

/// Reproductions are delta-debugged (Zeller and Hildebrandt's ddmin) to 1-minimal sequences.
@MainActor
@Suite(.serialized) struct MinimizationTests {
  @Test func ddminKeepsOnlyTheFailureInducingElements() throws {
    var tests = 0
    let debugger = DeltaDebugger<Int> { candidate in
      tests += 1
      return candidate.contains(3) && candidate.contains(6)
    }
    #expect(try debugger.minimize(Array(1...8)) == [3, 6])
    #expect(tests < 30)
  }

  /// A padded reproduction of the planted crash shrinks to Arm, Fire; removing either no longer crashes.
  @Test func thePlantedCrashShrinksToAOneMinimalSequence() throws {
    PlantedBugs.fixAll(false)
    let report = try Examples.explorePlantedBugs()
    let crash = try #require(report.findings.first { $0.kind == .platformException })
    #expect(crash.actions.map(\.description) == ["tap 'Arm'", "tap 'Fire'"])
    let explorer = Explorer(driver: Examples.plantedBugsDriver())
    let padded = [
      ExplorerAction(.rotate), ExplorerAction(.tap, target: "Notes"), ExplorerAction(.back),
      ExplorerAction(.tap, target: "Arm"), ExplorerAction(.background), ExplorerAction(.tap, target: "Fire"),
    ]
    #expect(try explorer.reproduces(crash.signature, with: padded))
    let minimal = try DeltaDebugger { try explorer.reproduces(crash.signature, with: $0) }.minimize(padded)
    #expect(minimal == crash.actions)
    for position in minimal.indices {
      var shorter = minimal
      shorter.remove(at: position)
      #expect(try !explorer.reproduces(crash.signature, with: shorter))
    }
  }
}
