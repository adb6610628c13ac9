import Foundation
import SegueExplorer
import Testing

/// Swift runtime traps stop the process: `segue explore` explores in a child process and restarts it without the
/// sequence that trapped; the explorer reports a known trap instead of running it.
@MainActor
@Suite struct SwiftTrapTests {
  private static let trapApp = URL(fileURLWithPath: "Examples/PlantedBugsTrap")

  @Test func theRuntimesMessageAndTheAppsFileAreReadFromStandardError() {
    let actions = [ExplorerAction(.tap, target: "Go")]
    #expect(
      Trap(actions: actions, standardError: "App/Cart.swift:20: Fatal error: Unexpectedly found nil\nmore\n")
        == Trap(actions: actions, message: "Fatal error: Unexpectedly found nil", location: "App/Cart.swift:20"))
    #expect(
      Trap(actions: actions, standardError: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        == Trap(actions: actions, message: "Fatal error: Index out of range"))
    #expect(Trap(actions: actions, standardError: "Segmentation fault") == nil)
  }

  /// In this process, with the trap known: reported, never run (running it would stop the test process). Without
  /// rotation and backgrounding the launch screen is the only state, so the known sequence is the only trapping one.
  @Test func aKnownTrapIsReportedWithoutRunningIt() throws {
    let trap = Trap(
      actions: [ExplorerAction(.tap, target: "Remove"), ExplorerAction(.tap, target: "Show Last")],
      message: "Fatal error: Index out of range")
    let driver = SegueAppDriver(appFolder: Self.trapApp, path: "Examples/PlantedBugsTrap")
    let options = ExplorationOptions(rotates: false, backgrounds: false, knownTraps: [trap])
    let report = try Explorer(driver: driver, options: options)
      .run(app: "PlantedBugsTrap", platform: "ios")
    #expect(
      report.text == """
        'Basket': error: Fatal error: Index out of range [swift-trap] (after: tap 'Remove', tap 'Show Last')
        Explored PlantedBugsTrap: 1 state, 2 actions, 3 launches, 2 of 2 scenes; 1 finding.

        """)
  }

  /// `segue explore` learns the trap from its child process and reports it like any other finding.
  @Test func theCommandSurvivesATrapInAChildProcess() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("segue")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      print("Skipped: no built segue at \(binary.path)")
      return
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["explore", Self.trapApp.relativePath]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      text == """
        'Basket': error: Fatal error: Index out of range [swift-trap] (after: tap 'Remove', tap 'Show Last')
        Explored PlantedBugsTrap: 2 states, 12 actions, 6 launches, 2 of 2 scenes; 1 finding.

        """)
  }
}
