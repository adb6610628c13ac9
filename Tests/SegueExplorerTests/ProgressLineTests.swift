import SegueExplorer
import Testing

/// `segue explore`'s progress line: its text, rewritten in place on a terminal at most ten times a second, nothing
/// when the output is not a terminal.
@MainActor
@Suite struct ProgressLineTests {
  @Test func theLineSaysStatesActionsFindingsAndTime() {
    #expect(
      ExplorationProgress(states: 18, actions: 257, findings: 0).line(app: "Shop", seconds: 0.64)
        == "Exploring Shop: 18 states, 257 actions, 0 findings, 0.6 s")
    #expect(
      ExplorationProgress(states: 1, actions: 1, findings: 1).line(app: "PlantedBugs", seconds: 12.7)
        == "Exploring PlantedBugs: 1 state, 1 action, 1 finding, 12 s")
  }

  /// On a terminal: a carriage return and "erase to the end of the line" (ECMA-48 EL, `ESC [ K`) before each line,
  /// at most one line per tenth of a second, and the line erased at the end.
  @Test func aTerminalGetsOneUpdatingLine() {
    var written: [String] = []
    var clock = 100.0
    let line = ProgressLine(app: "Shop", isTerminal: true, write: { written.append($0) }, now: { clock })
    line.update(ExplorationProgress(states: 1, actions: 1, findings: 0))
    clock += 0.05
    line.update(ExplorationProgress(states: 2, actions: 2, findings: 0))
    clock += 0.1
    line.update(ExplorationProgress(states: 3, actions: 9, findings: 1))
    line.finish()
    #expect(
      written == [
        "\r\u{1B}[KExploring Shop: 1 state, 1 action, 0 findings, 0.0 s",
        "\r\u{1B}[KExploring Shop: 3 states, 9 actions, 1 finding, 0.1 s",
        "\r\u{1B}[K",
      ])
  }

  @Test func notATerminalGetsNothing() {
    var written: [String] = []
    let line = ProgressLine(app: "Shop", isTerminal: false, write: { written.append($0) }, now: { 0 })
    line.update(ExplorationProgress(states: 1, actions: 1, findings: 0))
    line.finish()
    #expect(written.isEmpty)
  }

  /// The explorer tells its progress after each action it takes: the last report is the whole search's.
  @Test func theExplorerTellsItsProgress() throws {
    var seen: [ExplorationProgress] = []
    let explorer = Explorer(driver: Examples.plantedBugsDriver(), options: ExplorationOptions(minimizes: false))
    explorer.progress = { seen.append($0) }
    let report = try explorer.run(app: "PlantedBugs", platform: "ios")
    // The launch screen's first action shows a second state.
    #expect(seen.first == ExplorationProgress(states: 2, actions: 1, findings: 0))
    #expect(seen.map(\.actions) == seen.map(\.actions).sorted())
    #expect(seen.last?.states == report.states.count)
  }
}
